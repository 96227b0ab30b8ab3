import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  box,
  boxCentre,
  boxContainsBox,
  boxContainsPoint,
  boxesIntersect,
  containedBox,
  distanceToSegment,
  expandBox,
  unionBoxes,
} from './vector';

describe('boxes', () => {
  it('finds the centre', () => {
    expect(boxCentre(box(10, 20, 100, 50))).toEqual({ x: 60, y: 45 });
  });

  it('unites boxes, and has no union of nothing', () => {
    expect(unionBoxes([box(0, 0, 10, 10), box(20, -5, 5, 5)])).toEqual(box(0, -5, 25, 15));
    expect(unionBoxes([])).toBeUndefined();
  });

  it('contains points on its edges', () => {
    const b = box(0, 0, 10, 10);
    expect(boxContainsPoint(b, 10, 10)).toBe(true);
    expect(boxContainsPoint(b, 10.01, 5)).toBe(false);
  });

  it('tells containment from intersection', () => {
    const outer = box(0, 0, 100, 100);
    expect(boxContainsBox(outer, box(10, 10, 20, 20))).toBe(true);
    expect(boxContainsBox(outer, box(90, 90, 20, 20))).toBe(false);
    expect(boxesIntersect(outer, box(90, 90, 20, 20))).toBe(true);
    expect(boxesIntersect(outer, box(100, 100, 5, 5))).toBe(true);
    expect(boxesIntersect(outer, box(101, 0, 5, 5))).toBe(false);
  });

  it('expands around the same centre and never below zero size', () => {
    expect(expandBox(box(0, 0, 10, 10), 5)).toEqual(box(-5, -5, 20, 20));
    expect(expandBox(box(0, 0, 10, 10), -10)).toEqual(box(5, 5, 0, 0));
  });

  it('measures the distance to a segment', () => {
    expect(distanceToSegment(5, 3, 0, 0, 10, 0)).toBe(3);
    expect(distanceToSegment(-3, 4, 0, 0, 10, 0)).toBe(5);
    expect(distanceToSegment(3, 4, 0, 0, 0, 0)).toBe(5);
  });

  it('a union contains every box it was made of', () => {
    const arbitraryBox = fc
      .tuple(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.nat(500),
        fc.nat(500),
      )
      .map(([x, y, w, h]) => box(x, y, w, h));
    fc.assert(
      fc.property(fc.array(arbitraryBox, { minLength: 1, maxLength: 10 }), (boxes) => {
        const union = unionBoxes(boxes);
        return union !== undefined && boxes.every((b) => boxContainsBox(union, b));
      }),
    );
  });
});

describe('containedBox', () => {
  const frame = box(-100, 0, 1920, 1080);

  it("fills the frame's width with a wider image, centred vertically", () => {
    expect(containedBox({ width: 400, height: 100 }, frame)).toEqual(box(-100, 300, 1920, 480));
  });

  it("fills the frame's height with a taller image, centred horizontally", () => {
    expect(containedBox({ width: 100, height: 200 }, frame)).toEqual(
      box(-100 + (1920 - 540) / 2, 0, 540, 1080),
    );
  });

  it('always lies inside the frame with the image proportions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (width, height) => {
        const placed = containedBox({ width, height }, frame);
        expect(boxContainsBox(expandBox(frame, 1e-6), placed)).toBe(true);
        expect(Math.abs(placed.width / placed.height / (width / height) - 1)).toBeLessThan(1e-9);
        const fills = Math.min(Math.abs(placed.width - frame.width), Math.abs(placed.height - frame.height));
        expect(fills).toBeLessThan(1e-9);
      }),
    );
  });
});
