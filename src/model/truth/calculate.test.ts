import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATOR, STRENGTH_MAX, STRENGTH_MIN } from '../map/constants';
import { calculateTruth } from './calculate';
import { arbitraryMap, node, truthById, truthConnection } from './fixtures';
import { compileTruthGraph, type TruthMapInput } from './graph';
import { MAX_ROUNDS } from './solve';

function truthOf(map: TruthMapInput) {
  const graph = compileTruthGraph(map);
  const state = calculateTruth(graph);
  const at = (id: string) => graph.indexById.get(id) ?? -1;
  return {
    truth: (id: string) => state.truth[at(id)],
    calculated: (id: string) => state.calculated[at(id)],
    visits: (id: string) => state.visits[at(id)],
  };
}

describe('manual strength', () => {
  const map = (fields: Parameters<typeof node>[1]) => ({
    nodes: [node('leaf', { strength: -60 }), node('n', fields)],
    connections: [truthConnection('leaf', 'n')],
  });

  it('is the truth of a node that has one, over its inputs', () => {
    const result = truthOf(map({ strength: 80 }));
    expect(result.truth('n')).toBe(80);
    expect(result.calculated('n')).toBe(-60);
  });

  it('gives way to the inputs when ignored', () => {
    expect(truthOf(map({ strength: 80, ignoreManualStrength: true })).truth('n')).toBe(-60);
  });

  it('is not reversed by reverseTruth, which reverses only the calculated truth', () => {
    const result = truthOf(map({ strength: 80, reverseTruth: true }));
    expect(result.truth('n')).toBe(80);
    expect(result.calculated('n')).toBe(60);
  });

  it('is clamped, and a leaf without one is neutral', () => {
    const result = truthOf({ nodes: [node('a', { strength: 250 }), node('b')], connections: [] });
    expect(result.truth('a')).toBe(100);
    expect(result.truth('b')).toBe(0);
  });

  it('passes on through a chain', () => {
    const result = truthOf({
      nodes: [node('a', { strength: 80 }), node('b'), node('c')],
      connections: [
        truthConnection('a', 'b', { strength: 50 }),
        truthConnection('b', 'c', { strength: -100 }),
      ],
    });
    expect(result.truth('b')).toBe(40);
    expect(result.truth('c')).toBe(-40);
  });
});

describe('cycles', () => {
  it('settles a cycle early when a round changes nothing', () => {
    // Seeds a = 80 (manual), b = 0; round 1: b = 80; round 2 changes nothing.
    const result = truthOf({
      nodes: [node('a', { strength: 80 }), node('b')],
      connections: [truthConnection('a', 'b'), truthConnection('b', 'a')],
    });
    expect(result.truth('b')).toBe(80);
    expect(result.calculated('a')).toBe(80);
    expect(result.visits('a')).toBe(2);
  });

  it('stops an oscillating cycle after 1 + 4 rounds', () => {
    // a = AVG(leaf 100, -b), b = a. Rounds (a, b): (50, 0), (50, 50), (25, 50), (25, 25), (37.5, 25).
    const result = truthOf({
      nodes: [node('leaf', { strength: 100 }), node('a'), node('b')],
      connections: [
        truthConnection('leaf', 'a'),
        truthConnection('a', 'b'),
        truthConnection('b', 'a', { strength: -100 }),
      ],
    });
    expect(result.truth('a')).toBe(37.5);
    expect(result.truth('b')).toBe(25);
    expect(result.visits('a')).toBe(MAX_ROUNDS);
    expect(result.visits('leaf')).toBe(1);
  });

  it('solves a node feeding itself as a cycle', () => {
    // n = ADD(leaf 30, n): 30, 60, 90, 100, 100 -> settles at 100 in round 5.
    const result = truthOf({
      nodes: [node('leaf', { strength: 30 }), node('n', { operator: OPERATOR.ADD })],
      connections: [truthConnection('leaf', 'n'), truthConnection('n', 'n')],
    });
    expect(result.truth('n')).toBe(100);
    expect(result.visits('n')).toBe(5);
  });
});

describe('properties', () => {
  it('keeps truth and calculated truth within -100..100', () => {
    fc.assert(
      fc.property(arbitraryMap(), (map) => {
        const state = calculateTruth(compileTruthGraph(map));
        for (const values of [state.truth, state.calculated])
          for (const value of values) if (!(value >= STRENGTH_MIN && value <= STRENGTH_MAX)) return false;
        return true;
      }),
    );
  });

  it('evaluates every node at least once and at most 1 + 4 times', () => {
    fc.assert(
      fc.property(arbitraryMap(), (map) => {
        const state = calculateTruth(compileTruthGraph(map));
        return state.visits.every((visits) => visits >= 1 && visits <= MAX_ROUNDS);
      }),
    );
  });

  it('ignores the order of nodes and connections', () => {
    fc.assert(
      fc.property(
        arbitraryMap().chain((map) =>
          fc.record({
            map: fc.constant(map),
            nodes: fc.shuffledSubarray([...map.nodes], { minLength: map.nodes.length }),
            connections: fc.shuffledSubarray([...map.connections], { minLength: map.connections.length }),
          }),
        ),
        ({ map, nodes, connections }) => {
          const graph = compileTruthGraph(map);
          const shuffledGraph = compileTruthGraph({ nodes, connections });
          const state = calculateTruth(graph);
          const shuffled = calculateTruth(shuffledGraph);
          expect(truthById(shuffledGraph.nodeIds, shuffled.truth)).toEqual(
            truthById(graph.nodeIds, state.truth),
          );
          expect(truthById(shuffledGraph.nodeIds, shuffled.calculated)).toEqual(
            truthById(graph.nodeIds, state.calculated),
          );
        },
      ),
    );
  });

  it('takes strengths from the caller, clamped like stored ones', () => {
    const graph = compileTruthGraph({
      nodes: [node('a'), node('b')],
      connections: [truthConnection('a', 'b')],
    });
    const state = calculateTruth(graph, Float64Array.of(150, Number.NaN));
    expect([...state.truth]).toEqual([100, 100]);
  });
});
