import { describe, expect, it } from 'vitest';
import { findComponents } from './components';

/** Out-edge CSR from a list of [source, target]. */
function outRows(count: number, edges: [number, number][]) {
  const sorted = [...edges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const outOffsets = new Int32Array(count + 1);
  for (const [source] of sorted) outOffsets[source + 1] = (outOffsets[source + 1] ?? 0) + 1;
  for (let i = 0; i < count; i++) outOffsets[i + 1] = (outOffsets[i + 1] ?? 0) + (outOffsets[i] ?? 0);
  return findComponents(count, outOffsets, Int32Array.from(sorted.map(([, target]) => target)));
}

describe('findComponents', () => {
  it('numbers components so that every edge goes forward or stays inside', () => {
    const edges: [number, number][] = [
      [4, 3],
      [3, 2],
      [2, 3],
      [2, 1],
      [0, 1],
      [5, 5],
    ];
    const result = outRows(6, edges);
    for (const [source, target] of edges)
      expect(result.nodeComponent[source]).toBeLessThanOrEqual(result.nodeComponent[target] ?? -1);
    expect(result.nodeComponent[2]).toBe(result.nodeComponent[3]);
    expect(result.componentOffsets.length - 1).toBe(5);
    const cyclic = (node: number) => result.componentCyclic[result.nodeComponent[node] ?? 0];
    expect([0, 1, 2, 3, 4, 5].map(cyclic)).toEqual([0, 0, 1, 1, 0, 1]);
  });

  it('lists members in ascending order', () => {
    const result = outRows(3, [
      [2, 0],
      [0, 1],
      [1, 2],
    ]);
    expect([...result.componentNodes]).toEqual([0, 1, 2]);
  });

  it('handles a chain of 200,000 nodes without recursion', () => {
    const count = 200_000;
    const result = outRows(
      count,
      Array.from({ length: count - 1 }, (_, i): [number, number] => [i, i + 1]),
    );
    expect(result.nodeComponent[0]).toBe(0);
    expect(result.nodeComponent[count - 1]).toBe(count - 1);
  });
});
