/** Maps, sequences and arbitrary steps for the presentation tests. */
import fc from 'fast-check';
import { deepFreeze, makeConnection, makeMap, makeNode } from '../actions/testMaps';
import type { PresentationStep } from './types';

/** Nodes a-f on level 1 (b, c also on level 2), connections a→b, b→c, d→e. */
export const presentedMap = deepFreeze(
  makeMap({
    nodes: [
      makeNode('a'),
      makeNode('b', { 1: { x: 0, y: 0 }, 2: { x: 0, y: 0 } }),
      makeNode('c', { 1: { x: 0, y: 0 }, 2: { x: 0, y: 0 } }),
      makeNode('d'),
      makeNode('e'),
      makeNode('f'),
    ],
    connections: [
      makeConnection('ab', 'a', 'b'),
      makeConnection('bc', 'b', 'c'),
      makeConnection('de', 'd', 'e'),
    ],
  }),
);

const nodeIds = fc.subarray(['a', 'b', 'c', 'd', 'e', 'f', 'gone']);

/** Any step a sequence may hold, now and then naming a node, connection or level the map lacks. */
export const arbitraryStep: fc.Arbitrary<PresentationStep> = fc.oneof(
  fc.constant<PresentationStep>({ type: 'hideAllNodes' }),
  nodeIds.map((ids): PresentationStep => ({ type: 'showAllNodesExcept', nodeIds: ids })),
  nodeIds.map((ids): PresentationStep => ({ type: 'showNodes', nodeIds: ids })),
  nodeIds.map((ids): PresentationStep => ({ type: 'hideNodes', nodeIds: ids })),
  nodeIds.map(
    (ids): PresentationStep => ({ type: 'setSelection', nodeIds: ids.filter((id) => id !== 'gone') }),
  ),
  fc
    .constantFrom('ab', 'bc', 'de', 'gone', null)
    .map((connectionId): PresentationStep => ({ type: 'selectConnection', connectionId })),
  nodeIds.map((ids): PresentationStep => ({ type: 'jumpToLocation', nodeIds: ids })),
  fc.constantFrom(1, 2, 9).map((levelId): PresentationStep => ({ type: 'setCurrentLevel', levelId })),
  fc
    .record({
      nodeId: fc.constantFrom('a', 'b', 'gone'),
      strength: fc.option(fc.integer({ min: -100, max: 100 })),
    })
    .map(({ nodeId, strength }): PresentationStep => ({ type: 'changeStrength', nodeId, strength })),
);
