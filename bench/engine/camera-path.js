// The scripted camera path shared by every renderer. Dependency-free so that any page
// (including an external engine page) can import or copy it and move along the same path.
//
// A camera is { cx, cy, scale }: the map point at the centre of the viewport, and screen
// pixels per map unit. Each renderer converts it to its own camera representation.

/** Bounding box of all node boxes, in map units. */
export function mapBounds(nodes) {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const n of nodes) {
    if (n.x < minX) minX = n.x;
    if (n.y < minY) minY = n.y;
    if (n.x + n.w > maxX) maxX = n.x + n.w;
    if (n.y + n.h > maxY) maxY = n.y + n.h;
  }
  return { minX, minY, maxX, maxY };
}

/**
 * The key frames of the path, derived deterministically from the map and the viewport size:
 *  fit:   whole map, 5% margin
 *  a:     the densest viewport-sized area (at scale 1) of the map
 *  b:     2.5 viewport widths from a, towards the map's horizontal centre (clamped to the map)
 */
export function cameraKeys(nodes, vw, vh) {
  const b = mapBounds(nodes);
  const fit = {
    cx: (b.minX + b.maxX) / 2,
    cy: (b.minY + b.maxY) / 2,
    scale: 0.95 * Math.min(vw / (b.maxX - b.minX), vh / (b.maxY - b.minY)),
  };
  // densest cell of a grid of viewport-sized cells at scale 1 (ties: first in row-major order)
  const cols = Math.max(1, Math.ceil((b.maxX - b.minX) / vw));
  const counts = new Map();
  for (const n of nodes) {
    const c = Math.floor((n.x + n.w / 2 - b.minX) / vw);
    const r = Math.floor((n.y + n.h / 2 - b.minY) / vh);
    const k = r * cols + c;
    counts.set(k, (counts.get(k) || 0) + 1);
  }
  let bestK = 0,
    bestN = -1;
  for (const [k, cnt] of counts)
    if (cnt > bestN || (cnt === bestN && k < bestK)) {
      bestK = k;
      bestN = cnt;
    }
  let sx = 0,
    sy = 0,
    m = 0;
  for (const n of nodes) {
    const c = Math.floor((n.x + n.w / 2 - b.minX) / vw);
    const r = Math.floor((n.y + n.h / 2 - b.minY) / vh);
    if (r * cols + c === bestK) {
      sx += n.x + n.w / 2;
      sy += n.y + n.h / 2;
      m++;
    }
  }
  const a = { cx: sx / m, cy: sy / m, scale: 1 };
  const dir = fit.cx >= a.cx ? 1 : -1;
  const bx = Math.min(b.maxX - vw / 2, Math.max(b.minX + vw / 2, a.cx + dir * 2.5 * vw));
  return { fit, a, b: { cx: bx, cy: a.cy, scale: 1 } };
}

const ease = (u) => (u <= 0 ? 0 : u >= 1 ? 1 : u * u * (3 - 2 * u));
const lerp = (p, q, u) => p + (q - p) * u;
function between(p, q, u) {
  return {
    cx: lerp(p.cx, q.cx, u),
    cy: lerp(p.cy, q.cy, u),
    scale: Math.exp(lerp(Math.log(p.scale), Math.log(q.scale), u)), // zoom interpolated in log space
  };
}

/**
 * Camera at normalised time t in [0, 1] (the camera moves in every frame, no hold):
 *  0.00-0.40 from the fit view, zoom in to scale 1 on the dense area while panning to it;
 *  0.40-0.70 pan across at scale 1 (a -> b); 0.70-1.00 zoom back out to fit.
 */
export function cameraAt(t, keys) {
  const { fit, a, b } = keys;
  if (t <= 0) return { ...fit };
  if (t < 0.4) return between(fit, a, ease(t / 0.4));
  if (t < 0.7) return between(a, b, ease((t - 0.4) / 0.3));
  return between(b, fit, ease((t - 0.7) / 0.3));
}
