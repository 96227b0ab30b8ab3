import { describe, expect, it } from 'vitest';
import { screenToWorld } from './camera';
import { cameraCentredAt, MINIMAP_PADDING, minimapFrame, toMinimap } from './minimap';

const size = { width: 200, height: 120 };

describe('minimap', () => {
  it('draws the extent whole, centred, inside the padding', () => {
    const extent = { x: -1000, y: 500, width: 4000, height: 1000 };
    const frame = minimapFrame(extent, size);
    const drawn = toMinimap(frame, extent);
    expect(drawn.x).toBeCloseTo(MINIMAP_PADDING);
    expect(drawn.width).toBeCloseTo(size.width - 2 * MINIMAP_PADDING);
    expect(drawn.y + drawn.height / 2).toBeCloseTo(size.height / 2);
    expect(drawn.height).toBeLessThanOrEqual(size.height - 2 * MINIMAP_PADDING);
  });

  it('shows the default workspace for an empty map, and never draws a node under a pixel', () => {
    const frame = minimapFrame(undefined, size);
    expect(toMinimap(frame, { x: 0, y: 0, width: 1920, height: 1080 }).width).toBeCloseTo(192);
    expect(toMinimap(frame, { x: 0, y: 0, width: 2, height: 2 })).toMatchObject({ width: 1, height: 1 });
  });

  it('centres the view, at its scale, on the map point under a minimap point', () => {
    const frame = minimapFrame({ x: 0, y: 0, width: 2000, height: 1000 }, size);
    const viewport = { width: 800, height: 600 };
    const camera = cameraCentredAt(frame, { x: 150, y: 60 }, { x: 0, y: 0, scale: 0.5 }, viewport);
    expect(camera.scale).toBe(0.5);
    const centre = screenToWorld(camera, 400, 300);
    expect(centre.x).toBeCloseTo((150 - frame.x) / frame.scale);
    expect(centre.y).toBeCloseTo((60 - frame.y) / frame.scale);
  });
});
