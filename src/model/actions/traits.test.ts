import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedParts } from '../changes/changeSet';
import { truthEffectOf } from '../changes/truthEffect';
import { CONNECTION_TYPE } from '../map/constants';
import { EntityList } from '../map/entityList';
import type { MapDocument } from '../map/types';
import { applyAction } from './apply';
import { arbitraryMap, arbitraryMapAndAction, arbitrarySessionAction } from './testMaps';
import {
  INVERSE_ONLY_ACTION_TYPES,
  isUserAction,
  modifiesMap,
  recordsUndo,
  scopeOf,
  truthReachOf,
} from './traits';
import type { DocumentAction, MapAction } from './types';

const colour: DocumentAction = { type: 'setNodeColour', nodeId: 'a', colour: '#000000' };
const select: MapAction = { type: 'setSelection', nodeIds: ['a'] };
const move: DocumentAction = { type: 'moveNodes', moves: [] };

describe('action traits', () => {
  it('marks the exact-restore types as inverse-only, batches by what they hold', () => {
    expect([...INVERSE_ONLY_ACTION_TYPES].sort()).toEqual(
      [
        'replaceConnection',
        'restoreConnections',
        'restoreLevel',
        'restoreNodes',
        'restoreTag',
        'restoreNeighbourhoods',
        'setNodePositions',
      ].sort(),
    );
    const restore: MapAction = { type: 'restoreConnections', connections: [] };
    expect(isUserAction(colour)).toBe(true);
    expect(isUserAction(restore)).toBe(false);
    expect(isUserAction({ type: 'batch', actions: [colour, restore] })).toBe(false);
    expect(isUserAction({ type: 'batch', actions: [colour] })).toBe(true);
  });

  it('keeps out of the undo history moves, resizes, selection and title typing, and batches of only those', () => {
    expect(recordsUndo(move)).toBe(false);
    expect(recordsUndo({ type: 'resizeNode', nodeId: 'a', nodeWidth: null, nodeHeight: null })).toBe(false);
    expect(recordsUndo(select)).toBe(false);
    expect(recordsUndo({ type: 'setNodeTitle', nodeId: 'a', title: 'x', typing: true })).toBe(false);
    expect(recordsUndo({ type: 'setNodeTitle', nodeId: 'a', title: 'x' })).toBe(true);
    expect(recordsUndo({ type: 'arrangeNodes', arrangement: 'horizontal', moves: [] })).toBe(true);
    expect(recordsUndo({ type: 'batch', actions: [move, move] })).toBe(false);
    expect(recordsUndo({ type: 'batch', actions: [move, colour] })).toBe(true);
    expect(recordsUndo({ type: 'batch', actions: [] })).toBe(false);
  });

  it('counts as modifying every document change, moves included, and no way of looking at the map', () => {
    expect(modifiesMap(colour)).toBe(true);
    expect(modifiesMap(move)).toBe(true);
    expect(modifiesMap(select)).toBe(false);
    expect(modifiesMap({ type: 'setCurrentLevel', levelId: 2 })).toBe(false);
    expect(modifiesMap({ type: 'batch', actions: [move, colour] })).toBe(true);
  });

  it('gives selection and the current level the session scope, everything else the document scope', () => {
    expect(scopeOf(select)).toBe('session');
    expect(scopeOf({ type: 'setCurrentLevel', levelId: 2 })).toBe('session');
    expect(scopeOf(colour)).toBe('document');
    expect(scopeOf({ type: 'batch', actions: [colour] })).toBe('document');
  });

  it('counts removing a level or nodes from one as able to change the truth graph (it removes connections)', () => {
    expect(truthReachOf({ type: 'deleteLevel', levelId: 2 })).toBe('graph');
    expect(truthReachOf({ type: 'removeNodesFromLevel', levelId: 2, nodeIds: ['a'] })).toBe('graph');
    expect(truthReachOf({ type: 'restoreLevel', levelId: 2, nodeLevels: [], connections: [] })).toBe('graph');
    expect(truthReachOf({ type: 'setNodeStrength', nodeId: 'a', strength: 5 })).toBe('strength');
    expect(
      truthReachOf({ type: 'setNodeStrength', nodeId: 'a', strength: 5, ignoreManualStrength: true }),
    ).toBe('graph');
    expect(truthReachOf(colour)).toBe('none');
  });
});

/**
 * The calculation's inputs (src/model/truth/graph.ts), as plain values to compare: of every connection,
 * or (as the calculation reads them) of truth connections only.
 */
function truthInputs(map: MapDocument, connections = map.connections) {
  return {
    nodes: map.nodes.map(({ id, operator, ignoreManualStrength, reverseTruth, reverseTruthCondition }) => ({
      id,
      operator,
      ignoreManualStrength,
      reverseTruth,
      reverseTruthCondition,
    })),
    strengths: map.nodes.map((node) => [node.id, node.strength]),
    connections: connections.map(
      ({ id, from, to, type, levelId, strength, reverseStrength, reverseStrengthCondition, relevance }) => ({
        id,
        from,
        to,
        type,
        levelId,
        strength,
        reverseStrength,
        reverseStrengthCondition,
        relevance,
      }),
    ),
  };
}

describe('traits agree with what actions do (property)', () => {
  it('an action whose traits leave the truth graph alone leaves its inputs alone; so does its effect', () => {
    fc.assert(
      fc.property(arbitraryMapAndAction, ({ map, action }) => {
        const result = applyAction(map, action);
        if (!result.ok) return;
        const before = truthInputs(map);
        const after = truthInputs(result.map);
        const reach = truthReachOf(action);
        if (reach === 'none') expect(after).toEqual(before);
        if (reach === 'strength') expect({ ...after, strengths: [] }).toEqual({ ...before, strengths: [] });
        const changed = { ...result.changed, parts: changedParts(map, result.map) };
        const effect = truthEffectOf(map, result.map, changed, reach);
        // What the calculation reads: truth connections only.
        const read = (m: MapDocument) =>
          truthInputs(m, EntityList.from(m.connections.filter((c) => c.type === CONNECTION_TYPE.TRUTH)));
        const [readBefore, readAfter] = [read(map), read(result.map)];
        if (effect.kind === 'none') expect(readAfter).toEqual(readBefore);
        if (effect.kind === 'strength') {
          expect({ ...readAfter, strengths: [] }).toEqual({ ...readBefore, strengths: [] });
          const differing = readAfter.strengths.filter(
            ([id, s], i) => readBefore.strengths[i]?.[1] !== s || readBefore.strengths[i]?.[0] !== id,
          );
          expect(differing.map(([id]) => id)).toEqual([effect.nodeId]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('every session action is refused by the document, so none can change it', () => {
    fc.assert(
      fc.property(
        arbitraryMap.chain((map) => arbitrarySessionAction(map).map((action) => ({ map, action }))),
        ({ map, action }) => {
          expect(scopeOf(action)).toBe('session');
          expect(modifiesMap(action)).toBe(false);
          expect(applyAction(map, action as unknown as DocumentAction).ok).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });
});
