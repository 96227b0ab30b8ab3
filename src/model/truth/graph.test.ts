import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPE, OPERATOR } from '../map/constants';
import { node, truthConnection } from './fixtures';
import { compileTruthGraph, manualStrength } from './graph';
import { REVERSAL } from './reversal';

describe('compileTruthGraph', () => {
  const map = {
    nodes: [
      node('c', { operator: OPERATOR.MIN, strength: 40 }),
      node('a', { ignoreManualStrength: true }),
      node('b', { reverseTruth: true, reverseTruthCondition: 'ifTrue' }),
    ],
    connections: [
      truthConnection('c', 'b', { id: 'z', strength: -50, relevance: 40 }),
      truthConnection('a', 'b', { id: 'y', reverseStrength: true, reverseStrengthCondition: 'ifFalse' }),
      truthConnection('a', 'c', { id: 'x', levelId: 2 }),
      truthConnection('a', 'c', { id: 'w', type: CONNECTION_TYPE.RELATIVE }),
      truthConnection('a', 'c', { id: 'v', relevance: 0 }),
      truthConnection('gone', 'c', { id: 'u' }),
    ],
  };

  it('numbers nodes in topological order, one component after another', () => {
    const graph = compileTruthGraph(map);
    // a feeds c and b, c feeds b.
    expect(graph.nodeIds).toEqual(['a', 'c', 'b']);
    expect(graph.indexById.get('b')).toBe(2);
    expect([...graph.componentOffsets]).toEqual([0, 1, 2, 3]);
    expect([...graph.nodeComponent]).toEqual([0, 1, 2]);
    expect([...graph.componentCyclic]).toEqual([0, 0, 0]);
    expect([...graph.operator]).toEqual([OPERATOR.AVG, OPERATOR.MIN, OPERATOR.AVG]);
    expect([...graph.ignoreManual]).toEqual([1, 0, 0]);
    expect([...graph.reverseTruth]).toEqual([REVERSAL.NONE, REVERSAL.NONE, REVERSAL.IF_TRUE]);
    expect([...graph.manual]).toEqual([Number.NaN, 40, Number.NaN]);
  });

  it('keeps relevant truth connections between known nodes as incoming rows in source id order', () => {
    const graph = compileTruthGraph(map);
    expect([...graph.inOffsets]).toEqual([0, 0, 1, 3]);
    // b's inputs: from a (id 'a') before c (id 'c').
    expect([...graph.inSources]).toEqual([0, 0, 1]);
    expect([...graph.inWeights]).toEqual([
      1,
      1,
      REVERSAL.NONE,
      1,
      1,
      REVERSAL.IF_FALSE,
      -0.5,
      0.4,
      REVERSAL.NONE,
    ]);
    expect([...graph.outOffsets]).toEqual([0, 2, 3, 3]);
    expect([...graph.outTargets]).toEqual([1, 2, 2]);
  });

  it('orders a row by source id whatever the numbering', () => {
    // z feeds y, so z is numbered before y, yet x's inputs stay in id order: y, then z.
    const graph = compileTruthGraph({
      nodes: [node('x'), node('y'), node('z')],
      connections: [truthConnection('z', 'y'), truthConnection('z', 'x'), truthConnection('y', 'x')],
    });
    const x = graph.indexById.get('x') ?? -1;
    const row = graph.inSources.slice(graph.inOffsets[x], graph.inOffsets[x + 1]);
    expect([...row].map((i) => graph.nodeIds[i])).toEqual(['y', 'z']);
  });

  it('counts only one level when asked', () => {
    const graph = compileTruthGraph(map, { levelId: 2 });
    expect(graph.inSources.length).toBe(1);
  });

  it('clamps strengths and relevance, and reads odd numbers safely', () => {
    const graph = compileTruthGraph({
      nodes: [node('a'), node('b')],
      connections: [
        truthConnection('a', 'b', { id: '1', strength: 300, relevance: 500 }),
        truthConnection('a', 'b', { id: '2', strength: Number.NaN, relevance: Number.NaN }),
      ],
    });
    expect([...graph.inWeights]).toEqual([1, 1, REVERSAL.NONE, 0, 1, REVERSAL.NONE]);
  });
});

describe('manualStrength', () => {
  it('clamps, and reads null and non-finite values as none', () => {
    expect(manualStrength(-130)).toBe(-100);
    expect(manualStrength(12.5)).toBe(12.5);
    expect(manualStrength(null)).toBeNaN();
    expect(manualStrength(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});
