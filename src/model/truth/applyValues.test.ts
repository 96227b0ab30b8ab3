import { describe, expect, it } from 'vitest';
import { loadMap } from '../map/load';
import { applyTruthValues } from './applyValues';

const map = loadMap({
  nodes: [
    { id: 'a', title: 'A', truth: 0, levels: [{ levelId: 1, position: { x: 0, y: 0 } }] },
    { id: 'b', title: 'B', truth: 40, levels: [{ levelId: 1, position: { x: 300, y: 0 } }] },
  ],
});

describe('applyTruthValues', () => {
  it('replaces only the nodes whose truth changed', () => {
    const { map: next, changedNodeIds } = applyTruthValues(map, {
      nodeIds: ['a', 'b'],
      truth: Float32Array.from([100, 40]),
    });
    expect(changedNodeIds).toEqual(['a']);
    expect(next.nodes.at(0)?.truth).toBe(100);
    expect(next.nodes.at(1)).toBe(map.nodes.at(1));
  });

  it('keeps the same document when nothing changed, and ignores ids the map does not hold', () => {
    const result = applyTruthValues(map, { nodeIds: ['b', 'gone'], truth: [40, 100] });
    expect(result.changedNodeIds).toEqual([]);
    expect(result.map).toBe(map);
  });
});
