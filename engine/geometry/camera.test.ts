import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Camera,
  cameraAtCentre,
  clampScale,
  IDENTITY_CAMERA,
  openingCamera,
  panBy,
  pinch,
  roundScale,
  screenToWorld,
  usableArea,
  visibleWorldRect,
  wheelZoomFactor,
  worldToScreen,
  ZERO_SCALE_WARNING,
  zoomAt,
  zoomBy,
  zoomToFit,
} from './camera';
import { box, boxContainsBox } from './vector';

const viewport = { width: 1280, height: 800 };

describe('zoom', () => {
  it('rounds the scale to 2 decimals', () => {
    expect(roundScale(1.234)).toBe(1.23);
    expect(roundScale(1.235001)).toBe(1.24);
    expect(zoomAt(IDENTITY_CAMERA, 0, 0, 1.2345).camera.scale).toBe(1.23);
  });

  it('clamps between 0.25 and 4', () => {
    expect(clampScale(0.1)).toBe(0.25);
    expect(clampScale(9)).toBe(4);
    expect(zoomAt(IDENTITY_CAMERA, 0, 0, 0.1).camera.scale).toBe(0.25);
    expect(zoomAt(IDENTITY_CAMERA, 0, 0, 40).camera.scale).toBe(4);
  });

  it('refuses a zero scale with the warning and keeps the camera', () => {
    const camera = { x: 5, y: 6, scale: 1.5 };
    expect(zoomAt(camera, 0, 0, 0)).toEqual({ camera, warning: ZERO_SCALE_WARNING });
    expect(zoomAt(camera, 0, 0, 0.004)).toEqual({ camera, warning: 'Zoom scale is zero!' });
    expect(zoomAt(camera, 0, 0, 1).warning).toBeUndefined();
  });

  it('keeps the world point under the cursor', () => {
    const camera = { x: 100, y: 50, scale: 1 };
    const before = screenToWorld(camera, 400, 300);
    const after = zoomAt(camera, 400, 300, 2).camera;
    expect(after.scale).toBe(2);
    expect(worldToScreen(after, before.x, before.y)).toEqual({ x: 400, y: 300 });
  });

  it('zooms by wheel factors, and small steps never stall', () => {
    expect(wheelZoomFactor(100)).toBeLessThan(1);
    expect(wheelZoomFactor(-100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(48));
    expect(zoomBy(IDENTITY_CAMERA, 0, 0, 1.001).camera.scale).toBe(1.01);
    expect(zoomBy(IDENTITY_CAMERA, 0, 0, 0.999).camera.scale).toBe(0.99);
    expect(zoomBy({ x: 0, y: 0, scale: 0.25 }, 0, 0, 0.5).camera.scale).toBe(0.25);
    expect(zoomBy({ x: 0, y: 0, scale: 4 }, 0, 0, 2).camera.scale).toBe(4);
  });
});

describe('pan and pinch', () => {
  it('pans by screen pixels', () => {
    expect(panBy({ x: 1, y: 2, scale: 3 }, 10, -5)).toEqual({ x: 11, y: -3, scale: 3 });
  });

  it('pinches: scale follows the pointer spread, the map follows the midpoint', () => {
    const start = IDENTITY_CAMERA;
    const change = pinch(
      start,
      { x: 100, y: 100 },
      { x: 200, y: 100 },
      { x: 90, y: 120 },
      { x: 290, y: 120 },
    );
    expect(change.camera.scale).toBe(2);
    // The world point at the start midpoint (150, 100) is now under the new midpoint (190, 120).
    expect(worldToScreen(change.camera, 150, 100)).toEqual({ x: 190, y: 120 });
  });

  it('pans with two fingers that keep their spread', () => {
    const change = pinch(
      IDENTITY_CAMERA,
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 30, y: 40 },
      { x: 130, y: 40 },
    );
    expect(change.camera).toEqual({ x: 30, y: 40, scale: 1 });
  });

  it('warns when the pointers close to a point', () => {
    const change = pinch(IDENTITY_CAMERA, { x: 0, y: 0 }, { x: 100, y: 0 }, { x: 50, y: 0 }, { x: 50, y: 0 });
    expect(change).toEqual({ camera: IDENTITY_CAMERA, warning: ZERO_SCALE_WARNING });
  });
});

describe('conversion and culling', () => {
  it('screen to world to screen is the identity', () => {
    const camera = fc.record({
      x: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
      y: fc.double({ min: -1e5, max: 1e5, noNaN: true }),
      scale: fc.double({ min: 0.25, max: 4, noNaN: true }),
    });
    const coordinate = fc.double({ min: -1e4, max: 1e4, noNaN: true });
    fc.assert(
      fc.property(camera, coordinate, coordinate, (c: Camera, sx, sy) => {
        const world = screenToWorld(c, sx, sy);
        const back = worldToScreen(c, world.x, world.y);
        return Math.abs(back.x - sx) < 1e-6 && Math.abs(back.y - sy) < 1e-6;
      }),
    );
  });

  it('writes into a given object instead of allocating', () => {
    const out = { x: 0, y: 0 };
    expect(screenToWorld({ x: 10, y: 20, scale: 2 }, 30, 40, out)).toBe(out);
    expect(out).toEqual({ x: 10, y: 10 });
  });

  it('finds the visible world rectangle, with a margin', () => {
    const camera = { x: -200, y: -100, scale: 2 };
    expect(visibleWorldRect(camera, viewport)).toEqual(box(100, 50, 640, 400));
    expect(visibleWorldRect(camera, viewport, 20)).toEqual(box(90, 40, 660, 420));
  });

  it('centres a world point (the bench camera)', () => {
    const camera = cameraAtCentre(500, 300, 2, viewport);
    expect(worldToScreen(camera, 500, 300)).toEqual({ x: 640, y: 400 });
  });
});

describe('zoom to fit', () => {
  const usable = usableArea(viewport);

  it('leaves the menu allowance and the 10 percent margin', () => {
    expect(usable).toEqual(box(64, 60 + 37, 1152, 666));
  });

  it('fits content with padding, centred in the usable area', () => {
    const content = box(0, 0, 2000, 1000);
    const { camera, warning } = zoomToFit(content, viewport);
    expect(warning).toBeUndefined();
    // 1152 / 2300 = 0.5008..., 666 / 1150 = 0.579...: width decides, rounded down.
    expect(camera.scale).toBe(0.5);
    expect(worldToScreen(camera, 1000, 500)).toEqual({ x: 64 + 576, y: 97 + 333 });
  });

  it('never exceeds auto-zoom 2.5 (a single node)', () => {
    const { camera } = zoomToFit(box(100, 100, 160, 60), viewport);
    expect(camera.scale).toBe(2.5);
    expect(worldToScreen(camera, 180, 130)).toEqual({ x: 640, y: 430 });
  });

  it('never goes below auto-zoom 0.25 (a very large map)', () => {
    expect(zoomToFit(box(0, 0, 100_000, 100_000), viewport).camera.scale).toBe(0.25);
  });

  it('shows the default 1920 by 1080 workspace for an empty map', () => {
    const { camera } = zoomToFit(undefined, viewport);
    expect(camera.scale).toBe(0.52);
    expect(worldToScreen(camera, 960, 540)).toEqual({ x: 640, y: 430 });
  });

  it('keeps the current camera when it already fits within the fit margin', () => {
    const content = box(0, 0, 2000, 1000);
    const fitted = zoomToFit(content, viewport).camera;
    const nudged = { ...fitted, x: fitted.x + 3, scale: 0.49 };
    expect(zoomToFit(content, viewport, { current: nudged }).camera).toBe(nudged);
    const tooSmall = { ...fitted, scale: 0.3 };
    expect(zoomToFit(content, viewport, { current: tooSmall }).camera).toEqual(fitted);
  });

  it('warns on a viewport with no room', () => {
    expect(zoomToFit(box(0, 0, 10, 10), { width: 0, height: 0 })).toEqual({
      camera: IDENTITY_CAMERA,
      warning: ZERO_SCALE_WARNING,
    });
  });

  it('fitted content is inside the usable area', () => {
    const size = fc.integer({ min: 1, max: 5000 });
    const coordinate = fc.integer({ min: -5000, max: 5000 });
    fc.assert(
      fc.property(coordinate, coordinate, size, size, (x, y, w, h) => {
        const { camera } = zoomToFit(box(x, y, w, h), viewport);
        if (camera.scale === 0.25) return true; // too large to fit at the smallest auto-zoom
        const topLeft = worldToScreen(camera, x, y);
        const shown = box(topLeft.x, topLeft.y, w * camera.scale, h * camera.scale);
        return boxContainsBox(
          box(usable.x - 1e-6, usable.y - 1e-6, usable.width + 2e-6, usable.height + 2e-6),
          shown,
        );
      }),
    );
  });
});

describe('openingCamera', () => {
  const viewport = { width: 1200, height: 860 };
  const usable = usableArea(viewport);
  const middle = { x: usable.x + usable.width / 2, y: usable.y + usable.height / 2 };

  it('opens an empty map at 100% on the middle of its workspace, not fitted to the whole of it', () => {
    const { camera } = openingCamera(undefined, viewport);
    expect(camera.scale).toBe(1);
    expect(worldToScreen(camera, 960, 540)).toEqual(middle);
    expect(zoomToFit(undefined, viewport).camera.scale).toBeLessThan(0.6);
  });

  it('opens a small map at 100% centred on its content, where fitting would zoom in', () => {
    const content = { x: 100, y: 200, width: 300, height: 148 };
    expect(zoomToFit(content, viewport).camera.scale).toBeGreaterThan(1);
    const { camera } = openingCamera(content, viewport);
    expect(camera.scale).toBe(1);
    expect(worldToScreen(camera, 250, 274)).toEqual(middle);
  });

  it('still fits a large map, zoomed out', () => {
    const content = { x: 0, y: 0, width: 5000, height: 3000 };
    expect(openingCamera(content, viewport)).toEqual(zoomToFit(content, viewport));
    expect(openingCamera(content, viewport).camera.scale).toBeLessThan(1);
  });

  it('refuses a viewport with no room as zoom to fit does', () => {
    expect(openingCamera(undefined, { width: 0, height: 0 }).warning).toBe(ZERO_SCALE_WARNING);
  });
});
