/** Deterministic synthetic maps for the truth benchmark: argument trees with cross links and cycles. */
import { CONNECTION_TYPE, OPERATOR, OPERATORS, type Operator } from '../../src/model/map/constants';
import type { TruthConnectionInput, TruthMapInput, TruthNodeInput } from '../../src/model/truth';

/** mulberry32: a small seeded PRNG, so every run measures the same map. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const nodeId = (i: number) => `n${String(i).padStart(6, '0')}`;

/**
 * `count` nodes, about 1.5 truth connections per node: each node after the first supports a random
 * earlier one (a tree of claims), half also support a second, and one in a hundred closes a cycle with
 * an ancestor 2 to 4 levels up. 70% of nodes use AVG, the rest any operator; 40% have a manual strength.
 */
export function syntheticTruthMap(count: number, seed = 1): TruthMapInput {
  const random = seededRandom(seed);
  const pick = (n: number) => Math.floor(random() * n);
  const parent = new Int32Array(count).fill(-1);
  const nodes: TruthNodeInput[] = [];
  const connections: TruthConnectionInput[] = [];
  const connect = (from: number, to: number) => {
    connections.push({
      id: `c${connections.length}`,
      from: nodeId(from),
      to: nodeId(to),
      type: CONNECTION_TYPE.TRUTH,
      levelId: 1,
      strength: pick(201) - 100,
      reverseStrength: random() < 0.05,
      reverseStrengthCondition: 'always',
      relevance: random() < 0.8 ? 100 : 1 + pick(100),
    });
  };
  for (let i = 0; i < count; i++) {
    const operator: Operator =
      random() < 0.7 ? OPERATOR.AVG : (OPERATORS[pick(OPERATORS.length)] ?? OPERATOR.AVG);
    const manual = random() < 0.4;
    nodes.push({
      id: nodeId(i),
      operator,
      strength: manual ? pick(201) - 100 : null,
      ignoreManualStrength: manual && random() < 0.1,
      reverseTruth: random() < 0.05,
      reverseTruthCondition: 'always',
    });
    if (i === 0) continue;
    parent[i] = pick(i);
    connect(i, parent[i] ?? 0);
    if (random() < 0.49) connect(i, pick(i));
    if (random() < 0.01) {
      let ancestor = i;
      for (let up = 2 + pick(3); up > 0 && (parent[ancestor] ?? -1) >= 0; up--)
        ancestor = parent[ancestor] ?? 0;
      if (ancestor !== i) connect(ancestor, i);
    }
  }
  return { nodes, connections };
}
