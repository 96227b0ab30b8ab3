import { describe, expect, it } from 'vitest';
import { distanceToPolyline, flattenPath, pointAlongPolyline, polylineBounds, polylineLength } from './path';

describe('paths', () => {
  it('flattens lines as they are', () => {
    expect(
      flattenPath([
        { kind: 'move', x: 0, y: 0 },
        { kind: 'line', x: 10, y: 0 },
      ]),
    ).toEqual([0, 0, 10, 0]);
  });

  it('flattens curves into pieces that end on the curve end', () => {
    const points = flattenPath([
      { kind: 'move', x: 0, y: 0 },
      { kind: 'cubic', c1x: 50, c1y: 0, c2x: 50, c2y: 100, x: 100, y: 100 },
      { kind: 'quadratic', cx: 150, cy: 100, x: 150, y: 150 },
    ]);
    expect(points.length / 2).toBeGreaterThan(6);
    expect(points.slice(-2)).toEqual([150, 150]);
    // The cubic's middle (t = 0.5) is (50, 50) and is one of the pieces' ends.
    expect(distanceToPolyline(points, 50, 50)).toBeLessThan(1e-9);
  });

  it('measures length and finds points along the line', () => {
    const points = [0, 0, 30, 0, 30, 40];
    expect(polylineLength(points)).toBe(70);
    expect(pointAlongPolyline(points, 35)).toEqual({ x: 30, y: 5, dirX: 0, dirY: 1 });
    expect(pointAlongPolyline(points, -5)).toEqual({ x: 0, y: 0, dirX: 1, dirY: 0 });
    expect(pointAlongPolyline(points, 500)).toEqual({ x: 30, y: 40, dirX: 0, dirY: 1 });
  });

  it('measures distance and bounds', () => {
    const points = [0, 0, 30, 0, 30, 40];
    expect(distanceToPolyline(points, 35, 20)).toBe(5);
    expect(distanceToPolyline([], 0, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(distanceToPolyline([3, 4], 0, 0)).toBe(5);
    expect(polylineBounds(points)).toEqual({ x: 0, y: 0, width: 30, height: 40 });
  });
});
