import { describe, expect, it } from 'vitest';
import type { SessionAction } from '../actions/types';
import { presentedMap } from '../presentation/testPresentations';
import { applySessionAction } from './apply';
import { sessionChangesOf } from './changes';
import { createSession } from './create';

describe('sessionChangesOf', () => {
  const before = createSession({ selection: ['a', 'b'], highlighted: ['h'] });

  it('records a session that followed the document as the actions that would have made it, level first', () => {
    const after = {
      ...before,
      currentLevelId: 2,
      routeToCurrentLevel: [1, 2],
      selection: ['b'],
      highlighted: [],
    };
    const changes = sessionChangesOf(before, after, 'remote');
    expect(changes.map((change) => change.action?.type)).toEqual([
      'setCurrentLevel',
      'setSelection',
      'setHighlighted',
    ]);
    expect(changes[1]).toMatchObject({
      origin: 'remote',
      scope: 'session',
      action: { type: 'setSelection', nodeIds: ['b'] },
      inverse: { type: 'setSelection', nodeIds: ['a', 'b'] },
      changed: { nodes: ['a'] },
    });
    expect(changes[2]).toMatchObject({
      action: { type: 'setHighlighted', nodeIds: [] },
      inverse: { type: 'setHighlighted', nodeIds: ['h'] },
      changed: { nodes: ['h'] },
    });
  });

  it('records the action that made the change, naming the nodes whose selection or highlight changed', () => {
    const after = { ...before, selection: ['c'] };
    const made = { action: { type: 'setSelection' as const, nodeIds: ['c'] } };
    const changes = sessionChangesOf(before, after, 'user', made);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ action: made.action, origin: 'user' });
    expect([...(changes[0]?.changed === 'all' ? [] : (changes[0]?.changed.nodes ?? []))].sort()).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('records nothing for a session that did not change', () => {
    expect(sessionChangesOf(before, { ...before }, 'remote')).toEqual([]);
  });

  it('names the nodes a presentation step shows or hides, with their connections, and the selected connection', () => {
    const made = (session: ReturnType<typeof createSession>, action: SessionAction) => {
      const result = applySessionAction(session, presentedMap, action);
      if (!result.ok) throw new Error(result.error);
      const [change] = sessionChangesOf(session, result.session, 'replay', { action }, presentedMap);
      if (!change || change.changed === 'all') throw new Error('expected one change by ids');
      return {
        session: result.session,
        nodes: [...change.changed.nodes].sort(),
        connections: [...change.changed.connections].sort(),
      };
    };
    const hidden = made(createSession(), { type: 'hideAllNodes' });
    expect(hidden.nodes).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    const shown = made(hidden.session, { type: 'showNodes', nodeIds: ['b'] });
    expect(shown).toMatchObject({ nodes: ['b'], connections: ['ab', 'bc'] });
    const selected = made(shown.session, { type: 'selectConnection', connectionId: 'de' });
    expect(selected).toMatchObject({ nodes: [], connections: ['de'] });
    const strong = made(selected.session, { type: 'changeStrength', nodeId: 'e', strength: 20 });
    expect(strong).toMatchObject({ nodes: ['e'], connections: [] });
  });
});
