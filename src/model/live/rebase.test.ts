import { describe, expect, it } from 'vitest';
import { applyAction } from '../actions/apply';
import type { DocumentAction } from '../actions/types';
import { newNodeAt } from '../commands/entities';
import { newMapDocument } from '../map/newMap';
import type { MapDocument } from '../map/types';
import { applyInOrder, type PendingStep, rebase } from './rebase';

const node = (id: string, x = 0) => newNodeAt({ id, title: id, levelId: 1, position: { x, y: 0 } });

/** A map with nodes a and b, and `actions` applied over it as this user's pending edits. */
function withPending(actions: DocumentAction[]): {
  base: MapDocument;
  map: MapDocument;
  pending: PendingStep[];
} {
  let map = newMapDocument({ id: 'm', name: 'Map' });
  for (const id of ['a', 'b']) {
    const created = applyAction(map, { type: 'createNode', node: node(id) });
    if (!created.ok) throw new Error(created.error);
    map = created.map;
  }
  const base = map;
  const pending: PendingStep[] = [];
  for (const action of actions) {
    const result = applyAction(map, action);
    if (!result.ok) throw new Error(result.error);
    map = result.map;
    pending.push({ action, inverse: result.inverse });
  }
  return { base, map, pending };
}

describe('rebase', () => {
  it('puts an op beneath pending edits and names only what the op changed', () => {
    const { map, pending } = withPending([
      { type: 'createNode', node: node('mine', 300) },
      { type: 'setNodeTitle', nodeId: 'mine', title: 'typing' },
    ]);
    const rebased = rebase(map, pending, { type: 'setNodeTitle', nodeId: 'a', title: 'theirs' });

    expect(rebased.map.nodes.get('a')?.title).toBe('theirs');
    expect(rebased.map.nodes.get('mine')?.title).toBe('typing');
    expect(rebased.changed).toEqual({ nodes: ['a'], connections: [] });
    expect(rebased.reapplied.map((step) => step.ok)).toEqual([true, true]);
    expect(rebased.modifies).toBe(true);
  });

  it('answers the inverse of each edit applied again, which undoes it on the new document', () => {
    const { map, pending } = withPending([{ type: 'setNodeTitle', nodeId: 'a', title: 'mine' }]);
    const rebased = rebase(map, pending, { type: 'setNodeTitle', nodeId: 'a', title: 'theirs' });

    expect(rebased.map.nodes.get('a')?.title).toBe('mine');
    const [again] = rebased.reapplied;
    if (!again?.ok) throw new Error('expected the edit to apply again');
    const undone = applyAction(rebased.map, again.inverse);
    expect(undone.ok && undone.map.nodes.get('a')?.title).toBe('theirs');
  });

  it('leaves out a dropped edit and an edit that no longer applies, and names what they had changed', () => {
    const { map, pending } = withPending([
      { type: 'setNodeTitle', nodeId: 'a', title: 'refused' },
      { type: 'setNodeColour', nodeId: 'b', colour: '#00ff00' },
    ]);
    const rebased = rebase(map, pending, { type: 'deleteNodes', nodeIds: ['b'] }, new Set([0]));

    expect(rebased.map.nodes.get('a')?.title).toBe('a');
    expect(rebased.map.nodes.has('b')).toBe(false);
    expect(rebased.reapplied).toEqual([{ ok: false, error: expect.any(String) }]);
    expect([...rebased.changed.nodes].sort()).toEqual(['a', 'b']);
  });

  it('changes nothing when there is no op and nothing is dropped', () => {
    const { map, pending } = withPending([{ type: 'setNodeTitle', nodeId: 'a', title: 'mine' }]);
    const rebased = rebase(map, pending, null);
    expect(rebased.changed).toEqual({ nodes: [], connections: [] });
  });
});

describe('applyInOrder', () => {
  it('applies what applies and answers why the rest does not', () => {
    const { base } = withPending([]);
    const { map, reapplied } = applyInOrder(base, [
      { type: 'setNodeTitle', nodeId: 'missing', title: 'x' },
      { type: 'setNodeTitle', nodeId: 'a', title: 'kept' },
    ]);
    expect(reapplied.map((step) => step.ok)).toEqual([false, true]);
    expect(map.nodes.get('a')?.title).toBe('kept');
  });
});
