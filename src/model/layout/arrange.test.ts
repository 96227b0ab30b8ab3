import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALIGNMENT_OPTIONS } from '../map/constants';
import { type NodeBox, planArrangement } from './arrange';

const box = (id: string, x: number, y: number, width = 100, height = 40): NodeBox => ({
  id,
  x,
  y,
  width,
  height,
});

/** Applies a plan to the boxes. */
function arranged(boxes: NodeBox[], plan: ReturnType<typeof planArrangement>): NodeBox[] {
  const moved = new Map(plan.map(({ id, position }) => [id, position]));
  return boxes.map((b) => ({ ...b, ...moved.get(b.id) }));
}

describe('planArrangement: horizontal and vertical', () => {
  it('aligns a loose row (spread under 50) on its mean centre, keeping x', () => {
    const boxes = [box('a', 0, 0), box('b', 200, 30), box('c', 400, 15, 100, 70)];
    const result = arranged(boxes, planArrangement(boxes, 'horizontal'));
    // Centres 20, 50, 50: mean 40.
    expect(result.map((b) => b.y + b.height / 2)).toEqual([40, 40, 40]);
    expect(result.map((b) => b.x)).toEqual([0, 200, 400]);
  });

  it('lays a column into a row 20 apart when aligned horizontally (spread 50 or more)', () => {
    const boxes = [box('b', 10, 100), box('a', 0, 0), box('c', 5, 200, 60)];
    const result = arranged(boxes, planArrangement(boxes, 'horizontal'));
    const byId = Object.fromEntries(result.map((b) => [b.id, b]));
    // Order kept from top to bottom: a, b, c; the row starts where a was.
    expect([byId.a?.x, byId.b?.x, byId.c?.x]).toEqual([0, 120, 240]);
    expect(new Set(result.map((b) => b.y + b.height / 2))).toEqual(new Set([20]));
  });

  it('keeps nodes side by side in reading order when a grid is laid into a row', () => {
    // Two columns of three, taller than wide: row by row, left to right (the ids would order them otherwise).
    const boxes = [
      box('z1', 0, 0),
      box('z2', 0, 150),
      box('z3', 0, 300),
      box('a1', 200, 0),
      box('a2', 200, 150),
      box('a3', 200, 300),
    ];
    const result = arranged(boxes, planArrangement(boxes, 'horizontal'));
    const order = [...result].sort((p, q) => p.x - q.x).map((b) => b.id);
    expect(order).toEqual(['z1', 'a1', 'z2', 'a2', 'z3', 'a3']);
  });

  it('aligns vertically on the mean centre x, or lays a row into a column 20 apart', () => {
    const loose = [box('a', 0, 0), box('b', 40, 100)];
    expect(arranged(loose, planArrangement(loose, 'vertical')).map((b) => b.x)).toEqual([20, 20]);
    const row = [box('a', 0, 0), box('b', 300, 0)];
    const column = arranged(row, planArrangement(row, 'vertical'));
    expect(column.map((b) => [b.x, b.y])).toEqual([
      [0, 0],
      [0, 60],
    ]);
  });
});

describe('planArrangement: distribution', () => {
  it('spaces nodes evenly between the outermost ones (left-right)', () => {
    const boxes = [box('a', 0, 0), box('b', 130, 50), box('c', 500, 0)];
    const result = arranged(boxes, planArrangement(boxes, 'left-right'));
    // Span 0..600 holds 300 of boxes: two gaps of 150.
    expect(result.map((b) => b.x)).toEqual([0, 250, 500]);
    expect(result.map((b) => b.y)).toEqual([0, 50, 0]);
  });

  it('keeps at least 10 between neighbours, growing from the first node (top-bottom)', () => {
    const boxes = [box('a', 0, 0), box('b', 0, 10), box('c', 0, 20)];
    const result = arranged(boxes, planArrangement(boxes, 'top-bottom'));
    expect(result.map((b) => b.y)).toEqual([0, 50, 100]);
  });

  it('changes nothing for none, one box, or boxes already in place', () => {
    const boxes = [box('a', 0, 0), box('b', 200, 0)];
    expect(planArrangement(boxes, 'none')).toEqual([]);
    expect(planArrangement([box('a', 0, 0)], 'left-right')).toEqual([]);
    expect(planArrangement(boxes, 'horizontal')).toEqual([]);
  });
});

describe('planArrangement properties', () => {
  const boxes = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      x: fc.integer({ min: -2000, max: 4000 }),
      y: fc.integer({ min: -2000, max: 3000 }),
      width: fc.integer({ min: 1, max: 300 }),
      height: fc.integer({ min: 1, max: 300 }),
    }),
    { selector: (b) => b.id, minLength: 2, maxLength: 8 },
  );

  it('does not depend on the order the boxes arrive in', () => {
    fc.assert(
      fc.property(boxes, fc.constantFrom(...ALIGNMENT_OPTIONS), (list, option) => {
        const sortById = (plan: ReturnType<typeof planArrangement>) =>
          [...plan].sort((a, b) => (a.id < b.id ? -1 : 1));
        expect(sortById(planArrangement([...list].reverse(), option))).toEqual(
          sortById(planArrangement(list, option)),
        );
      }),
    );
  });

  it('distributing leaves neighbours at least 10 apart without overlap', () => {
    fc.assert(
      fc.property(boxes, (list) => {
        const result = arranged(list, planArrangement(list, 'left-right')).sort((a, b) => a.x - b.x);
        for (let i = 1; i < result.length; i++) {
          const previous = result[i - 1] as NodeBox;
          expect((result[i] as NodeBox).x - (previous.x + previous.width)).toBeGreaterThanOrEqual(10 - 1e-9);
        }
      }),
    );
  });
});
