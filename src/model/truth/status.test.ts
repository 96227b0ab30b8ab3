import { describe, expect, it } from 'vitest';
import { calculateTruth } from './calculate';
import { node, truthConnection } from './fixtures';
import { compileTruthGraph } from './graph';
import { truthStatus } from './status';

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
