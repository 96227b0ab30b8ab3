import { describe, expect, it } from 'vitest';
import { simplifyPolyline } from './simplify';

describe('simplifyPolyline', () => {
  it('keeps both ends and drops points within the tolerance of the line between kept ones', () => {
    expect(simplifyPolyline([0, 0, 5, 0.4, 10, 0], 0.5)).toEqual([0, 0, 10, 0]);
    expect(simplifyPolyline([0, 0, 5, 0.6, 10, 0], 0.5)).toEqual([0, 0, 5, 0.6, 10, 0]);
    expect(simplifyPolyline([0, 0, 10, 0], 5)).toEqual([0, 0, 10, 0]);
  });

  it('keeps the corner of an elbow and drops the points along its legs', () => {
    const elbow = [0, 0, 50, 0, 100, 0, 100, 50, 100, 100];
    expect(simplifyPolyline(elbow, 1)).toEqual([0, 0, 100, 0, 100, 100]);
  });

  it('keeps a curve within the tolerance with far fewer points', () => {
    const curve: number[] = [];
    for (let index = 0; index <= 32; index++) {
      const angle = (index / 32) * Math.PI;
      curve.push(100 * Math.cos(angle), 100 * Math.sin(angle));
    }
    const simplified = simplifyPolyline(curve, 2);
    expect(simplified.length).toBeLessThan(curve.length / 2);
    // Every dropped point of the half circle is within 2 of the simplified path's chords (radius 100).
    const halfChord = Math.PI / (simplified.length / 2 - 1);
    expect(100 * (1 - Math.cos(halfChord / 2))).toBeLessThanOrEqual(2);
  });

  it('measures from the nearest end of a segment, not the infinite line', () => {
    // The middle point lies on the line through the ends but beyond them.
    expect(simplifyPolyline([0, 0, 20, 0, 10, 0], 1)).toEqual([0, 0, 20, 0, 10, 0]);
  });
});
