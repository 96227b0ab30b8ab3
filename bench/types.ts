/** One measured figure, as `bench/results/latest.json` holds them (DESIGN.md). */
export interface Metric {
  name: string;
  value: number;
  unit: string;
  /** How many samples the value summarises. */
  n: number;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** The p-th percentile (0..100) of samples, nearest-rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
