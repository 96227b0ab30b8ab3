import { describe, expect, it } from 'vitest';
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
    expect(changes.map((change) => change.action?.type ?? 'highlight')).toEqual([
      'setCurrentLevel',
      'setSelection',
      'highlight',
    ]);
    expect(changes[1]).toMatchObject({
      origin: 'remote',
      scope: 'session',
      action: { type: 'setSelection', nodeIds: ['b'] },
      inverse: { type: 'setSelection', nodeIds: ['a', 'b'] },
      changed: { nodes: ['a'] },
    });
    expect(changes[2]?.changed).toMatchObject({ nodes: ['h'] });
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
});
