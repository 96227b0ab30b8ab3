import { describe, expect, it } from 'vitest';
import { calculateTruth } from './calculate';
import { node, truthConnection } from './fixtures';
import { compileTruthGraph } from './graph';
import { hasTruthInputs, nodeTruthStatus, truthStatus } from './status';

describe('truthStatus', () => {
  it('reports dissonance of a node whose inputs contradict its manual strength, ignored or not', () => {
    const graph = compileTruthGraph({
      nodes: [
        node('leaf', { strength: -40 }),
        node('kept', { strength: 100 }),
        node('ignored', { strength: 100, ignoreManualStrength: true }),
      ],
      connections: [truthConnection('leaf', 'kept'), truthConnection('leaf', 'ignored')],
    });
    const state = calculateTruth(graph);
    const status = (id: string) => truthStatus(graph, state, graph.indexById.get(id) ?? -1);
    expect(status('kept')).toBe('Dissonant: Manual truth is True but calculated truth is -40.');
    expect(status('ignored')).toBe('Dissonant: Manual truth is True but calculated truth is -40.');
    expect(status('leaf')).toBeNull();
  });
});

describe('nodeTruthStatus', () => {
  const map = {
    nodes: [
      node('leaf', { strength: -40 }),
      node('kept', { strength: 100 }),
      node('alone', { strength: 100 }),
    ],
    connections: [
      truthConnection('leaf', 'kept'),
      // Not inputs: irrelevant, from a node the map lacks, or of another type.
      truthConnection('leaf', 'alone', { relevance: 0 }),
      truthConnection('gone', 'alone'),
      truthConnection('leaf', 'alone', { type: 1 }),
    ],
  };

  it('agrees with the calculation on what counts as an input', () => {
    const graph = compileTruthGraph(map);
    for (const id of ['leaf', 'kept', 'alone']) {
      const index = graph.indexById.get(id) ?? -1;
      const counted = (graph.inOffsets[index + 1] ?? 0) > (graph.inOffsets[index] ?? 0);
      expect(hasTruthInputs(map, id)).toBe(counted);
    }
  });

  it('gives the status of the value the worker calculated, and none before it has', () => {
    const graph = compileTruthGraph(map);
    const state = calculateTruth(graph);
    const calculated = (id: string) => state.calculated[graph.indexById.get(id) ?? -1];
    expect(nodeTruthStatus(map, 'kept', calculated('kept'))).toBe(
      'Dissonant: Manual truth is True but calculated truth is -40.',
    );
    expect(nodeTruthStatus(map, 'alone', -100)).toBeNull();
    expect(nodeTruthStatus(map, 'kept', undefined)).toBeNull();
    expect(nodeTruthStatus(map, 'missing', -100)).toBeNull();
  });
});
