import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALIGNMENT_TOLERANCE, snapToAlignment } from './alignment';
import { box } from './vector';

const anchor = box(0, 0, 100, 40);

describe('alignment snaps', () => {
  it('snaps left edges within the tolerance and draws the guide across both boxes', () => {
    const snap = snapToAlignment(box(7, 200, 20, 40), [anchor]);
    expect(snap.dx).toBe(-7);
    expect(snap.dy).toBe(0);
    expect(snap.guides).toEqual([{ axis: 'x', position: 0, start: 0, end: 240 }]);
  });

  it('snaps centres and right edges', () => {
    // Centre 50 against a dragged centre of 56.
    expect(snapToAlignment(box(26, 300, 60, 40), [anchor]).dx).toBe(-6);
    // Right 100 against a dragged right of 104 (its left, 60, is 10 from the centre: farther).
    const snap = snapToAlignment(box(60, 300, 44, 40), [anchor]);
    expect(snap.dx).toBe(-4);
    expect(snap.guides).toEqual([{ axis: 'x', position: 100, start: 0, end: 340 }]);
  });

  it('snaps top, middle and bottom on the other axis', () => {
    expect(snapToAlignment(box(300, 5, 50, 40), [anchor]).dy).toBe(-5);
    expect(snapToAlignment(box(300, 9, 50, 20), [anchor]).dy).toBe(1);
    expect(snapToAlignment(box(300, 48, 50, 40), [anchor])).toMatchObject({ dy: -8 });
  });

  it('snaps both axes at once, with a guide on each', () => {
    const snap = snapToAlignment(box(103, 2, 50, 40), [anchor]);
    expect(snap.dx).toBe(-3);
    expect(snap.dy).toBe(-2);
    expect(snap.guides.map((g) => g.axis).sort()).toEqual(['x', 'y', 'y', 'y']);
  });

  it('does not snap beyond the tolerance', () => {
    expect(snapToAlignment(box(300, 300, 50, 50), [anchor])).toEqual({ dx: 0, dy: 0, guides: [] });
    expect(snapToAlignment(box(ALIGNMENT_TOLERANCE + 0.5, 300, 50, 50), [anchor]).dx).toBe(0);
    expect(snapToAlignment(box(ALIGNMENT_TOLERANCE, 300, 30, 50), [anchor]).dx).toBe(-ALIGNMENT_TOLERANCE);
  });

  it('snaps several dragged boxes as one', () => {
    const snap = snapToAlignment([box(5, 100, 20, 20), box(40, 140, 20, 20)], [anchor]);
    expect(snap.dx).toBe(-5);
  });

  it('picks the nearest line', () => {
    expect(snapToAlignment(box(3, 300, 100, 40), [anchor, box(-5, 500, 100, 40)]).dx).toBe(-3);
  });

  it('never moves a box more than the tolerance, and a snap lines up with some box', () => {
    const arbitraryBox = fc
      .tuple(
        fc.integer({ min: -300, max: 300 }),
        fc.integer({ min: -300, max: 300 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
      )
      .map(([x, y, w, h]) => box(x, y, w, h));
    fc.assert(
      fc.property(arbitraryBox, fc.array(arbitraryBox, { maxLength: 8 }), (dragged, others) => {
        const snap = snapToAlignment(dragged, others);
        const small = Math.abs(snap.dx) <= ALIGNMENT_TOLERANCE && Math.abs(snap.dy) <= ALIGNMENT_TOLERANCE;
        const guidedX = snap.dx === 0 || snap.guides.some((g) => g.axis === 'x');
        const guidedY = snap.dy === 0 || snap.guides.some((g) => g.axis === 'y');
        return small && guidedX && guidedY;
      }),
    );
  });
});
