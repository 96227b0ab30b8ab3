/**
 * Douglas–Peucker simplification of a flat polyline `[x0, y0, x1, y1, ...]`: the fewest of its own points
 * that keep every dropped point within `tolerance` of the result. Zoomed out, a curve flattened into
 * dozens of pieces draws the same with a handful.
 */
export function simplifyPolyline(points: readonly number[], tolerance: number): number[] {
  const count = points.length / 2;
  if (count <= 2) return points.slice();
  const keep = new Uint8Array(count);
  keep[0] = 1;
  keep[count - 1] = 1;
  const squared = tolerance * tolerance;
  // Pairs of first and last point indices still to split.
  const stack = [0, count - 1];
  while (stack.length > 0) {
    const last = stack.pop() as number;
    const first = stack.pop() as number;
    let farthest = -1;
    let farthestDistance = squared;
    for (let index = first + 1; index < last; index++) {
      const distance = squaredDistanceToSegment(points, index, first, last);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push(first, farthest, farthest, last);
  }
  const result: number[] = [];
  for (let index = 0; index < count; index++)
    if (keep[index] === 1) result.push(points[index * 2] as number, points[index * 2 + 1] as number);
  return result;
}

/** Squared distance from point `p` to the segment from point `a` to point `b` (indices of points). */
function squaredDistanceToSegment(points: readonly number[], p: number, a: number, b: number): number {
  const px = points[p * 2] as number;
  const py = points[p * 2 + 1] as number;
  const ax = points[a * 2] as number;
  const ay = points[a * 2 + 1] as number;
  const dx = (points[b * 2] as number) - ax;
  const dy = (points[b * 2 + 1] as number) - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  const x = ax + t * dx - px;
  const y = ay + t * dy - py;
  return x * x + y * y;
}
