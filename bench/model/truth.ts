/** Truth calculation (DESIGN.md targets: 100k nodes in full under 100 ms, one change under 5 ms). */
import {
  calculateTruth,
  compileTruthGraph,
  type TruthGraph,
  type TruthState,
  updateTruth,
} from '../../src/model/truth';
import { type Metric, percentile, round } from '../types';
import { seededRandom, syntheticTruthMap } from './truthMap';

const FULL_RUNS = 9;
const CHANGES = 200;

function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

function timeFull(graph: TruthGraph): number[] {
  // Two warm-up runs first, so the JIT has compiled the hot loops before we time them.
  calculateTruth(graph);
  calculateTruth(graph);
  return Array.from({ length: FULL_RUNS }, () => {
    const start = performance.now();
    calculateTruth(graph);
    return performance.now() - start;
  });
}

function timeChanges(graph: TruthGraph, state: TruthState): number[] {
  const random = seededRandom(7);
  const count = graph.nodeIds.length;
  return Array.from({ length: CHANGES }, () => {
    const index = Math.floor(random() * count);
    const strength = random() < 0.1 ? null : Math.floor(random() * 201) - 100;
    const start = performance.now();
    updateTruth(graph, state, index, strength);
    return performance.now() - start;
  });
}

export async function benchTruth(): Promise<Metric[]> {
  const metrics: Metric[] = [];
  for (const [size, label] of [
    [10_000, '10k'],
    [100_000, '100k'],
  ] as const) {
    const map = syntheticTruthMap(size);
    const compileStart = performance.now();
    const graph = compileTruthGraph(map);
    const compileMs = performance.now() - compileStart;
    const full = timeFull(graph);
    metrics.push({
      name: `model.truth.full${label}`,
      value: round(median(full)),
      unit: 'ms',
      n: full.length,
    });
    if (size < 100_000) continue;
    metrics.push({ name: `model.truth.compile${label}`, value: round(compileMs), unit: 'ms', n: 1 });
    const changes = timeChanges(graph, calculateTruth(graph));
    metrics.push(
      {
        name: `model.truth.change${label}.p50`,
        value: round(percentile(changes, 50), 3),
        unit: 'ms',
        n: CHANGES,
      },
      {
        name: `model.truth.change${label}.p95`,
        value: round(percentile(changes, 95), 3),
        unit: 'ms',
        n: CHANGES,
      },
    );
  }
  return metrics;
}
