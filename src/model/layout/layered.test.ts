import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { NodeBox } from './arrange';
import { LAYERED_LAYER_GAP } from './constants';
import { planLayeredLayout } from './layered';

const box = (id: string, x: number, y: number, width = 120, height = 48): NodeBox => ({
  id,
  x,
  y,
  width,
  height,
});

function laidOut(boxes: NodeBox[], edges: { from: string; to: string }[]): Map<string, NodeBox> {
  const moved = new Map(planLayeredLayout(boxes, edges).map(({ id, position }) => [id, position]));
  return new Map(boxes.map((b) => [b.id, { ...b, ...moved.get(b.id) }]));
}

const overlap = (a: NodeBox, b: NodeBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('planLayeredLayout', () => {
  it('puts a claim a layer above its reasons, and the reasons side by side', () => {
    // All piled up where they were made.
    const boxes = [box('claim', 100, 100), box('reason1', 110, 110), box('reason2', 120, 120)];
    const result = laidOut(boxes, [
      { from: 'reason1', to: 'claim' },
      { from: 'reason2', to: 'claim' },
    ]);
    const claim = result.get('claim') as NodeBox;
    const reasons = [result.get('reason1'), result.get('reason2')] as NodeBox[];
    for (const reason of reasons)
      expect(reason.y).toBeGreaterThanOrEqual(claim.y + claim.height + LAYERED_LAYER_GAP);
    expect(reasons[0]?.y).toBe(reasons[1]?.y);
    expect(overlap(reasons[0] as NodeBox, reasons[1] as NodeBox)).toBe(false);
  });

  it('keeps the top-left corner of the area the nodes took', () => {
    const boxes = [box('a', 500, 300), box('b', 520, 900), box('c', 900, 310)];
    const result = [...laidOut(boxes, [{ from: 'b', to: 'a' }]).values()];
    expect(Math.min(...result.map((b) => b.x))).toBe(500);
    expect(Math.min(...result.map((b) => b.y))).toBe(300);
  });

  it('moves nothing for fewer than two nodes, and ignores connections to nodes not laid out', () => {
    expect(planLayeredLayout([box('a', 0, 0)], [])).toEqual([]);
    expect(() =>
      planLayeredLayout([box('a', 0, 0), box('b', 0, 0)], [{ from: 'a', to: 'elsewhere' }]),
    ).not.toThrow();
  });

  it('never leaves two nodes overlapping, whatever the graph (cycles and repeated connections too)', () => {
    const graphs = fc.integer({ min: 2, max: 14 }).chain((count) =>
      fc.record({
        boxes: fc.tuple(
          ...Array.from({ length: count }, (_, index) =>
            fc
              .record({
                x: fc.integer({ min: -500, max: 500 }),
                y: fc.integer({ min: -500, max: 500 }),
                width: fc.integer({ min: 60, max: 300 }),
                height: fc.integer({ min: 30, max: 120 }),
              })
              .map((b) => ({ id: `n${index}`, ...b })),
          ),
        ),
        edges: fc.array(
          fc
            .record({
              from: fc.integer({ min: 0, max: count - 1 }),
              to: fc.integer({ min: 0, max: count - 1 }),
            })
            .map((e) => ({ from: `n${e.from}`, to: `n${e.to}` })),
          { maxLength: count * 2 },
        ),
      }),
    );
    fc.assert(
      fc.property(graphs, ({ boxes, edges }) => {
        const result = [...laidOut(boxes, edges).values()];
        for (const [i, a] of result.entries())
          for (const b of result.slice(i + 1)) expect(overlap(a, b), `${a.id} and ${b.id}`).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});
