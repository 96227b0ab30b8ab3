import { describe, expect, it } from 'vitest';
import { OPERATOR, type Operator } from '../map/constants';
import { calculateTruth } from './calculate';
import { clampStrength } from './evaluate';
import { operatorMap } from './fixtures';
import { compileTruthGraph, type TruthConnectionInput, type TruthNodeInput } from './graph';

type Input = number | { truth: number; connection: Partial<TruthConnectionInput> };

/** The calculated truth of node 'n' fed by leaves of the given manual strengths. */
function calculated(operator: Operator, inputs: readonly Input[], target: Partial<TruthNodeInput> = {}) {
  const graph = compileTruthGraph(operatorMap(operator, inputs, target));
  const index = graph.indexById.get('n') ?? -1;
  return calculateTruth(graph).calculated[index];
}

// The worked examples of the operator table in docs/truth.md, weights 1.
const examples: [keyof typeof OPERATOR, number[], number][] = [
  ['AND', [100, 0], 0],
  ['AND', [0, 0], -50],
  ['AND', [100, 100], 100],
  ['NOT', [80], -80],
  ['NOT', [60, 20], -40],
  ['ADD', [30, 40], 70],
  ['ADD', [80, 60], 100],
  ['IF', [60, 20], 40],
  ['IF', [-60], 0],
  ['AVG', [60, 20], 40],
  ['AVG', [100, -50], 25],
  ['MIN', [60, -20], -20],
  ['MAX', [60, -20], 60],
  ['IF_AND', [100, 50], 50],
  ['IF_AND', [100, 0], 0],
  ['POS', [30, -50, 40], 70],
  ['NEG', [30, -50, -40], -90],
  ['IF_NOT', [-60], 60],
  ['IF_NOT', [60], 0],
  ['NOT_IF', [60], -60],
  ['NOT_IF', [-60], 0],
  ['NOT_IF_NOT', [-60], -60],
  ['NOT_IF_NOT', [60], 0],
];

describe('operators (docs/truth.md table)', () => {
  it.each(examples)('%s of %j is %d', (name, inputs, expected) => {
    expect(calculated(OPERATOR[name], inputs)).toBeCloseTo(expected, 10);
  });

  it('covers all 13 operators', () => {
    expect(new Set(examples.map(([name]) => name)).size).toBe(13);
  });

  it('calculates an unknown operator as AVG', () => {
    expect(calculated(99 as Operator, [60, 20])).toBe(40);
  });

  it('gives a node without inputs 0', () => {
    expect(calculated(OPERATOR.AND, [])).toBe(0);
  });
});

describe('connection strength and relevance', () => {
  it('scales the source truth by strength / 100', () => {
    expect(calculated(OPERATOR.AVG, [{ truth: 80, connection: { strength: 50 } }])).toBe(40);
    expect(calculated(OPERATOR.AVG, [{ truth: 80, connection: { strength: -100 } }])).toBe(-80);
    expect(calculated(OPERATOR.AVG, [{ truth: 80, connection: { strength: 0 } }])).toBe(0);
  });

  it('weighs the mean by relevance: 100 and -100 at relevance 50 give 33.33', () => {
    const inputs = [100, { truth: -100, connection: { relevance: 50 } }];
    expect(calculated(OPERATOR.AVG, inputs)).toBeCloseTo(100 / 3, 10);
  });

  it('scales ADD, MIN, MAX, POS and NEG inputs by relevance', () => {
    const half = (truth: number) => ({ truth, connection: { relevance: 50 } });
    expect(calculated(OPERATOR.ADD, [half(80), 30])).toBe(70);
    expect(calculated(OPERATOR.MIN, [half(-80), -50])).toBe(-50);
    expect(calculated(OPERATOR.MAX, [half(80), 30])).toBe(40);
    expect(calculated(OPERATOR.POS, [half(80), -30])).toBe(40);
    expect(calculated(OPERATOR.NEG, [half(-80), 30])).toBe(-40);
  });

  it('uses relevance as an exponent in AND: 0 at relevance 50 is 0.5^0.5', () => {
    const value = calculated(OPERATOR.AND, [100, { truth: 0, connection: { relevance: 50 } }]);
    expect(value).toBeCloseTo(200 * Math.sqrt(0.5) - 100, 10);
  });

  it('ignores an input of relevance 0', () => {
    expect(calculated(OPERATOR.AVG, [60, { truth: -100, connection: { relevance: 0 } }])).toBe(60);
  });

  it('reverses the strength always, if the source is true, or if it is false', () => {
    const reversed = (truth: number, condition: string) =>
      calculated(OPERATOR.AVG, [
        { truth, connection: { strength: 50, reverseStrength: true, reverseStrengthCondition: condition } },
      ]);
    expect(reversed(80, 'always')).toBe(-40);
    expect(reversed(80, 'ifTrue')).toBe(-40);
    expect(reversed(-80, 'ifTrue')).toBe(-40);
    expect(reversed(80, 'ifFalse')).toBe(40);
    expect(reversed(-80, 'ifFalse')).toBe(40);
    expect(reversed(80, 'unknown')).toBe(-40);
  });
});

describe('reverseTruth', () => {
  const reversed = (inputs: number[], condition: string) =>
    calculated(OPERATOR.AVG, inputs, { reverseTruth: true, reverseTruthCondition: condition });

  it('negates the operator result when its condition holds', () => {
    expect(reversed([60], 'always')).toBe(-60);
    expect(reversed([60], 'ifTrue')).toBe(-60);
    expect(reversed([-60], 'ifTrue')).toBe(-60);
    expect(reversed([-60], 'ifFalse')).toBe(60);
    expect(reversed([60], 'ifFalse')).toBe(60);
  });

  it('leaves neutral and inputless nodes at 0', () => {
    expect(reversed([0], 'always')).toBe(0);
    expect(Object.is(reversed([], 'always'), 0)).toBe(true);
  });
});

describe('clampStrength', () => {
  it('clamps to -100..100 and never gives negative zero', () => {
    expect(clampStrength(150)).toBe(100);
    expect(clampStrength(-150)).toBe(-100);
    expect(Object.is(clampStrength(-0), 0)).toBe(true);
  });
});
