/**
 * Replaying actions in one go (`replayActions`) gives the map that applying them one by one gives, leaves
 * the map it started from untouched, and leaves indexes that answer for the lists it made, and for the
 * start's. Maps are padded past one chunk of an entity list, so edits across chunks run too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectionsAt } from '../map/connectionIndex';
import { EntityList } from '../map/entityList';
import { cloneMap } from '../map/testStoredMaps';
import type { MapDocument } from '../map/types';
import { applyAction } from './apply';
import { replayActions } from './replay';
import { arbitraryAction, arbitraryMap, deepFreeze, makeConnection, makeNode } from './testMaps';
import type { DocumentAction } from './types';

const PADDING = 150;

/** The map with PADDING more nodes on level 1, joined in a chain, before its own. */
function padded(map: MapDocument): MapDocument {
  const fillers = Array.from({ length: PADDING }, (_, i) => makeNode(`f${i}`, { 1: { x: i * 10, y: -500 } }));
  const chain = Array.from({ length: PADDING - 1 }, (_, i) => makeConnection(`fc${i}`, `f${i}`, `f${i + 1}`));
  return {
    ...map,
    nodes: EntityList.from([...fillers, ...map.nodes]),
    connections: EntityList.from([...chain, ...map.connections]),
  };
}

/** Applies the actions one by one, skipping refusals: the reference a replay must match. */
function oneByOne(start: MapDocument, actions: readonly DocumentAction[]) {
  let map = start;
  const refused: number[] = [];
  actions.forEach((action, index) => {
    const result = applyAction(map, action);
    if (result.ok) map = result.map;
    else refused.push(index);
  });
  return { map, refused };
}

/** Up to 25 actions, each drawn from the map the ones before it made (so nearly all apply). */
function drawnInTurn(start: MapDocument, gen: fc.GeneratorValue, count: number): DocumentAction[] {
  const actions: DocumentAction[] = [];
  let map = start;
  for (let i = 0; i < count; i++) {
    const action = gen(arbitraryAction, map);
    const result = applyAction(map, action);
    if (result.ok) map = result.map;
    actions.push(action);
  }
  return actions;
}

function expectIndexesAnswer(map: MapDocument): void {
  const positions = map.nodes.map((node) => map.nodes.indexOf(node.id));
  expect(positions).toEqual(map.nodes.map((_, position) => position));
  expect(map.nodes.indexOf('missing')).toBe(-1);
  expect(map.nodes.get('missing')).toBeUndefined();
  const byId = map.connections.filter((connection) => map.connections.get(connection.id) !== connection);
  expect(byId).toEqual([]);
  const atNodes = map.nodes.reduce((sum, node) => sum + connectionsAt(map.connections, node.id).size, 0);
  // Each connection is at its two ends (once, for a loop).
  const ends = map.connections.reduce((sum, c) => sum + (c.from === c.to ? 1 : 2), 0);
  expect(atNodes).toBe(ends);
}

describe('replayActions (property)', () => {
  it('gives the map applying the actions one by one gives, and leaves the start untouched', () => {
    fc.assert(
      fc.property(
        arbitraryMap.map(padded),
        fc.integer({ min: 0, max: 25 }),
        fc.gen(),
        (start, count, gen) => {
          const actions = drawnInTurn(start, gen, count);
          // Ask the start's lists first, so they have indexes the lists made from them share.
          expectIndexesAnswer(start);
          const frozen = deepFreeze(cloneMap(start));
          const expected = oneByOne(start, actions);
          const replayed = replayActions(start, actions);
          expect(replayed.map).toEqual(expected.map);
          expect(replayed.refused.map(({ index }) => index)).toEqual(expected.refused);
          expect(start).toEqual(frozen);
          expectIndexesAnswer(replayed.map);
          // The start's lists still answer for it, their index now a hint written for later lists.
          expectIndexesAnswer(start);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('skips the actions refused part way, and reports them', () => {
    fc.assert(
      fc.property(arbitraryMap.map(padded), fc.gen(), (start, gen) => {
        // Drawn from the start only: after deletions some name what is gone, and are refused.
        const actions = Array.from({ length: 15 }, () => gen(arbitraryAction, start));
        const expected = oneByOne(start, actions);
        const replayed = replayActions(start, actions);
        expect(replayed.map).toEqual(expected.map);
        expect(replayed.refused.map(({ index }) => index)).toEqual(expected.refused);
        expectIndexesAnswer(replayed.map);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('reports what was refused and why', () => {
    const start = padded(arbitraryMapSample());
    const replayed = replayActions(start, [
      { type: 'setNodeTitle', nodeId: 'f1', title: 'One' },
      { type: 'setNodeTitle', nodeId: 'nowhere', title: 'Two' },
    ]);
    expect(replayed.map.nodes.at(1)?.title).toBe('One');
    expect(replayed.refused).toEqual([{ index: 1, error: expect.stringContaining('nowhere') }]);
  });
});

function arbitraryMapSample(): MapDocument {
  return fc.sample(arbitraryMap, { numRuns: 1, seed: 1 })[0] as MapDocument;
}
