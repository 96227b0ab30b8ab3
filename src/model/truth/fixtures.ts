/** Small maps and fast-check arbitraries for the truth tests (not exported from the library). */
import fc from 'fast-check';
import { CONNECTION_TYPE, type ConnectionType, OPERATOR, type Operator } from '../map/constants';
import type { TruthConnectionInput, TruthMapInput, TruthNodeInput } from './graph';

export function node(id: string, fields: Partial<TruthNodeInput> = {}): TruthNodeInput {
  return {
    id,
    operator: OPERATOR.AVG,
    strength: null,
    ignoreManualStrength: false,
    reverseTruth: false,
    reverseTruthCondition: 'always',
    ...fields,
  };
}

let nextConnection = 0;
export function truthConnection(
  from: string,
  to: string,
  fields: Partial<TruthConnectionInput> = {},
): TruthConnectionInput {
  nextConnection++;
  return {
    id: `c${String(nextConnection).padStart(6, '0')}`,
    from,
    to,
    type: CONNECTION_TYPE.TRUTH,
    levelId: 1,
    strength: 100,
    reverseStrength: false,
    reverseStrengthCondition: 'always',
    relevance: 100,
    ...fields,
  };
}

/** Leaves `l0, l1, ...` with the given manual strengths feeding node `n`; inputs may set connection fields. */
export function operatorMap(
  operator: Operator,
  inputs: readonly (number | { truth: number; connection: Partial<TruthConnectionInput> })[],
  target: Partial<TruthNodeInput> = {},
): TruthMapInput {
  const nodes = [node('n', { operator, ...target })];
  const connections: TruthConnectionInput[] = [];
  inputs.forEach((input, i) => {
    const truth = typeof input === 'number' ? input : input.truth;
    nodes.push(node(`l${i}`, { strength: truth }));
    connections.push(truthConnection(`l${i}`, 'n', typeof input === 'number' ? {} : input.connection));
  });
  return { nodes, connections };
}

const conditions = ['always', 'ifTrue', 'ifFalse', 'sometimes'];

/** Random maps of up to `maxNodes` nodes with cycles, every operator, reversals and odd values. */
export function arbitraryMap(maxNodes = 24): fc.Arbitrary<TruthMapInput> {
  return fc.integer({ min: 1, max: maxNodes }).chain((count) => {
    const ids = Array.from({ length: count }, (_, i) => `node-${(i * 7919) % 1000}-${i}`);
    const arbitraryNode = (id: string) =>
      fc.record({
        id: fc.constant(id),
        operator: fc.integer({ min: 0, max: 14 }).map((value) => value as Operator),
        strength: fc.option(fc.integer({ min: -150, max: 150 }), { freq: 2 }),
        ignoreManualStrength: fc.boolean(),
        reverseTruth: fc.boolean(),
        reverseTruthCondition: fc.constantFrom(...conditions),
      });
    const arbitraryConnection = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      from: fc.constantFrom(...ids, 'missing'),
      to: fc.constantFrom(...ids),
      type: fc.constantFrom<ConnectionType>(
        CONNECTION_TYPE.TRUTH,
        CONNECTION_TYPE.TRUTH,
        CONNECTION_TYPE.RELATIVE,
      ),
      levelId: fc.constantFrom(1, 2),
      strength: fc.integer({ min: -120, max: 120 }),
      reverseStrength: fc.boolean(),
      reverseStrengthCondition: fc.constantFrom(...conditions),
      relevance: fc.oneof(fc.constant(100), fc.integer({ min: 0, max: 100 })),
    });
    return fc.record({
      nodes: fc.tuple(...ids.map(arbitraryNode)),
      connections: fc.array(arbitraryConnection, { maxLength: count * 3 }),
    });
  });
}

/** Truth per node id, for comparing calculations of differently ordered maps. */
export function truthById(nodeIds: readonly string[], values: Float64Array): Map<string, number> {
  return new Map(nodeIds.map((id, i) => [id, values[i] ?? Number.NaN]));
}
