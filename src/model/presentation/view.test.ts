import { describe, expect, it } from 'vitest';
import { applySessionAction } from '../session/apply';
import { createSession } from '../session/create';
import type { MapSession } from '../session/types';
import { isHidden } from './reveal';
import { presentedMap } from './testPresentations';
import type { PresentationStep } from './types';

function apply(session: MapSession, step: PresentationStep) {
  const result = applySessionAction(session, presentedMap, step);
  if (!result.ok) throw new Error(result.error);
  return result;
}

const hiddenIds = (session: MapSession) =>
  ['a', 'b', 'c', 'd', 'e', 'f'].filter((id) => isHidden(session.presented.reveal, id));

describe('presentation steps on a viewer session', () => {
  it('hides everything, then reveals and hides single nodes', () => {
    let session = apply(createSession(), { type: 'hideAllNodes' }).session;
    expect(hiddenIds(session)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    session = apply(session, { type: 'showNodes', nodeIds: ['a', 'b'] }).session;
    expect(hiddenIds(session)).toEqual(['c', 'd', 'e', 'f']);
    session = apply(session, { type: 'hideNodes', nodeIds: ['a'] }).session;
    expect(hiddenIds(session)).toEqual(['a', 'c', 'd', 'e', 'f']);
    session = apply(session, { type: 'showAllNodesExcept', nodeIds: ['f'] }).session;
    expect(hiddenIds(session)).toEqual(['f']);
    session = apply(session, { type: 'showAllNodesExcept', nodeIds: [] }).session;
    expect(hiddenIds(session)).toEqual([]);
  });

  it('passes over nodes and connections the map does not have', () => {
    let session = apply(createSession(), { type: 'hideAllNodes' }).session;
    session = apply(session, { type: 'showNodes', nodeIds: ['gone', 'c'] }).session;
    expect(session.presented.reveal.except).toEqual(new Set(['c']));
    session = apply(session, { type: 'selectConnection', connectionId: 'gone' }).session;
    expect(session.presented.connectionId).toBeNull();
    session = apply(session, { type: 'changeStrength', nodeId: 'gone', strength: 10 }).session;
    expect(session.presented.strengths.size).toBe(0);
  });

  it('selects a connection, jumps to nodes and shows a strength, each undone by its inverse', () => {
    const start = createSession();
    const selected = apply(start, { type: 'selectConnection', connectionId: 'ab' });
    expect(selected.session.presented.connectionId).toBe('ab');
    const jumped = apply(selected.session, { type: 'jumpToLocation', nodeIds: ['b', 'c'] });
    expect(jumped.session.presented.location).toEqual(['b', 'c']);
    const strong = apply(jumped.session, { type: 'changeStrength', nodeId: 'a', strength: 40 });
    expect(strong.session.presented.strengths.get('a')).toBe(40);
    const back = apply(strong.session, { type: 'changeStrength', nodeId: 'a', strength: null });
    expect(back.session.presented.strengths.has('a')).toBe(false);
    expect(apply(strong.session, strong.inverse as PresentationStep).session.presented).toBe(
      jumped.session.presented,
    );
  });

  it('keeps the same session when a step changes nothing', () => {
    const session = createSession();
    expect(apply(session, { type: 'hideNodes', nodeIds: ['a'] }).session.presented.reveal).not.toBe(
      session.presented.reveal,
    );
    expect(apply(session, { type: 'showNodes', nodeIds: ['a'] }).session).toBe(session);
  });
});
