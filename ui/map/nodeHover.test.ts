import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Camera } from '../../engine/geometry/camera';
import { TOOLTIP_OPEN_DELAY_MS } from '../components/Tooltip';
import { nodeScreenBox, watchNodeHover } from './nodeHover';

/** A canvas at the page's top-left with node 'a' drawn over x 0..100 (canvas pixels). */
function surface() {
  const canvas = Object.assign(new EventTarget(), {
    getBoundingClientRect: () => ({ left: 0, top: 0 }),
  }) as unknown as HTMLElement;
  const cameraListeners = new Set<(camera: Camera) => void>();
  return {
    canvas,
    hitTest: (x: number) => (x < 100 ? { kind: 'node' as const, id: 'a' } : undefined),
    onCameraMove: (listener: (camera: Camera) => void) => {
      cameraListeners.add(listener);
      return () => cameraListeners.delete(listener);
    },
    moveCamera: () => {
      for (const listener of cameraListeners) listener({ x: 1, y: 0, scale: 1 });
    },
  };
}

const pointer = (type: string, x: number, fields: Record<string, unknown> = {}) =>
  Object.assign(new Event(type), { clientX: x, clientY: 10, pointerType: 'mouse', buttons: 0, ...fields });

describe('watchNodeHover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the node the mouse rests on after the tooltip delay, and lets it go when the pointer leaves it', () => {
    const engine = surface();
    const rested: (string | null)[] = [];
    const stop = watchNodeHover(engine, (id) => rested.push(id));
    engine.canvas.dispatchEvent(pointer('pointermove', 50));
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(rested).toEqual([]);
    engine.canvas.dispatchEvent(pointer('pointermove', 60));
    vi.advanceTimersByTime(1);
    expect(rested).toEqual(['a']);
    engine.canvas.dispatchEvent(pointer('pointermove', 150));
    expect(rested).toEqual(['a', null]);
    stop();
  });

  it('lets go on a press, a camera move, and does not wait for touch', () => {
    const engine = surface();
    const rested: (string | null)[] = [];
    watchNodeHover(engine, (id) => rested.push(id));
    engine.canvas.dispatchEvent(pointer('pointermove', 50));
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    engine.canvas.dispatchEvent(pointer('pointerdown', 50));
    expect(rested).toEqual(['a', null]);
    engine.canvas.dispatchEvent(pointer('pointermove', 40));
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    engine.moveCamera();
    expect(rested).toEqual(['a', null, 'a', null]);
    engine.canvas.dispatchEvent(pointer('pointermove', 30, { pointerType: 'touch' }));
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    expect(rested).toEqual(['a', null, 'a', null]);
  });
});

describe('nodeScreenBox', () => {
  it('is the node box through the camera', () => {
    expect(nodeScreenBox({ x: 10, y: 20, width: 100, height: 50 }, { x: 5, y: -5, scale: 2 })).toEqual({
      x: 25,
      y: 35,
      width: 200,
      height: 100,
    });
  });
});
