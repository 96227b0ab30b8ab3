import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneMap } from '../map/testStoredMaps';
import { applyAction } from './apply';
import { arbitraryMapAndAction, deepFreeze, makeMap, makeNode } from './testMaps';
import { ACTION_TRAITS, MAP_ACTION_TYPES } from './traits';
import type { DocumentAction } from './types';

describe('applyAction', () => {
  it('refuses an unknown action type', () => {
    const result = applyAction(makeMap(), JSON.parse('{"type":"explode"}') as DocumentAction);
    expect(result).toEqual({ ok: false, error: 'Unknown action type "explode"' });
  });

  it('works on actions that went through JSON, as broadcast and replay deliver them', () => {
    const action: DocumentAction = { type: 'createNode', node: makeNode('a') };
    const result = applyAction(makeMap(), JSON.parse(JSON.stringify(action)) as DocumentAction);
    expect(result.ok && result.map.nodes.map((n) => n.id)).toEqual(['a']);
  });

  describe('batch', () => {
    const map = deepFreeze(makeMap({ nodes: [makeNode('a')] }));

    it('applies in order and inverts in reverse order', () => {
      const result = applyAction(map, {
        type: 'batch',
        actions: [
          { type: 'setNodeTitle', nodeId: 'a', title: 'One' },
          { type: 'setNodeOperator', nodeId: 'a', operator: 1 },
        ],
      });
      if (!result.ok) throw new Error(result.error);
      expect(result.map.nodes.at(0)).toMatchObject({ title: 'One', operator: 1 });
      expect(result.inverse).toEqual({
        type: 'batch',
        actions: [
          { type: 'setNodeOperator', nodeId: 'a', operator: 5 },
          { type: 'setNodeTitle', nodeId: 'a', title: 'a' },
        ],
      });
      expect(result.changed).toEqual({ nodes: ['a'], connections: [] });
    });

    it('is all or nothing, naming the failing action and keeping its topic', () => {
      const used = deepFreeze({ ...map, presentations: [{ id: 'p', sequence: [{ nodeId: 'a' }] }] });
      const result = applyAction(used, {
        type: 'batch',
        actions: [
          { type: 'setNodeTitle', nodeId: 'a', title: 'One' },
          { type: 'deleteNodes', nodeIds: ['a'] },
        ],
      });
      expect(result).toEqual({
        ok: false,
        error: 'Action 2 of the batch: Node(s) used in presentations',
        topic: 'NodeUsage',
      });
    });

    it('an empty batch changes nothing', () => {
      const result = applyAction(map, { type: 'batch', actions: [] });
      expect(result.ok && result.map).toEqual(map);
    });
  });
});

describe('applyAction properties', () => {
  it('never mutates its input (the map is deeply frozen)', () => {
    fc.assert(
      fc.property(arbitraryMapAndAction, ({ map, action }) => {
        const before = cloneMap(map);
        applyAction(deepFreeze(map), deepFreeze(action));
        expect(map).toStrictEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('the inverse restores the original map, and its inverse redoes the action', () => {
    fc.assert(
      fc.property(arbitraryMapAndAction, ({ map, action }) => {
        deepFreeze(map);
        const done = applyAction(map, action);
        if (!done.ok) return;
        const undone = applyAction(done.map, done.inverse);
        if (!undone.ok) throw new Error(`inverse of ${action.type} refused: ${undone.error}`);
        expect(undone.map).toStrictEqual(map);
        const redone = applyAction(undone.map, undone.inverse);
        expect(redone.ok && redone.map).toStrictEqual(done.map);
      }),
      { numRuns: 500 },
    );
  });

  it('results and inverses are plain JSON', () => {
    fc.assert(
      fc.property(arbitraryMapAndAction, ({ map, action }) => {
        const done = applyAction(map, action);
        if (done.ok) expect(JSON.parse(JSON.stringify(done.inverse))).toStrictEqual(done.inverse);
      }),
      { numRuns: 200 },
    );
  });

  it('generates mostly applicable actions, so the properties test something', () => {
    const samples = fc.sample(arbitraryMapAndAction, { numRuns: 2000, seed: 1 });
    const applied = samples.filter(({ map, action }) => applyAction(map, action).ok);
    expect(applied.length).toBeGreaterThan(600);
    // Every kind of action succeeds somewhere, and so does every kind of inverse.
    const types = new Set(applied.map(({ action }) => action.type));
    for (const { map, action } of applied) {
      const done = applyAction(map, action);
      if (done.ok) types.add(done.inverse.type);
    }
    // Every document action type; selection and the current level are the session's (src/model/session).
    expect([...types].sort()).toEqual(
      MAP_ACTION_TYPES.filter((type) => ACTION_TRAITS[type].scope === 'document').sort(),
    );
  });
});
