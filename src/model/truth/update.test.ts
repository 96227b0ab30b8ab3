import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateTruth } from './calculate';
import { arbitraryMap, node, truthConnection } from './fixtures';
import { compileTruthGraph } from './graph';
import type { TruthState } from './solve';
import { updateTruth } from './update';

describe('updateTruth', () => {
  const graph = compileTruthGraph({
    nodes: [node('a', { strength: 20 }), node('b'), node('c'), node('d', { strength: 50 })],
    connections: [truthConnection('a', 'b'), truthConnection('b', 'c'), truthConnection('d', 'c')],
  });

  const a = graph.indexById.get('a') ?? -1;
  const truthOf = (state: TruthState) =>
    Object.fromEntries(graph.nodeIds.map((id, i) => [id, state.truth[i]]));

  it('propagates a change and lists the nodes that changed', () => {
    const state = calculateTruth(graph);
    const { changed } = updateTruth(graph, state, a, 80);
    expect(changed.map((i) => graph.nodeIds[i]).sort()).toEqual(['a', 'b', 'c']);
    expect(truthOf(state)).toEqual({ a: 80, b: 80, c: 65, d: 50 });
  });

  it('clears a manual strength with null', () => {
    const state = calculateTruth(graph);
    updateTruth(graph, state, a, null);
    expect(truthOf(state)).toEqual({ a: 0, b: 0, c: 25, d: 50 });
    expect(state.strengths[a]).toBeNaN();
  });

  it('changes nothing when the strength is the same', () => {
    expect(updateTruth(graph, calculateTruth(graph), a, 20).changed).toEqual([]);
  });

  it('refuses an index outside the graph', () => {
    expect(() => updateTruth(graph, calculateTruth(graph), 4, 0)).toThrow(RangeError);
  });

  it('returns exactly what a full recalculation returns', () => {
    const changes = fc.array(
      fc.record({
        at: fc.nat(),
        strength: fc.option(fc.oneof(fc.integer({ min: -150, max: 150 }), fc.double({ noNaN: true }))),
      }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(arbitraryMap(), changes, (map, steps) => {
        const compiled = compileTruthGraph(map);
        const state = calculateTruth(compiled);
        for (const { at, strength } of steps) {
          const { changed } = updateTruth(compiled, state, at % compiled.nodeIds.length, strength);
          expect(changed).toEqual([...changed].sort((x, y) => x - y));
          const full = calculateTruth(compiled, state.strengths);
          expect(state.truth).toEqual(full.truth);
          expect(state.calculated).toEqual(full.calculated);
          expect(state.visits).toEqual(full.visits);
        }
      }),
    );
  });
});
