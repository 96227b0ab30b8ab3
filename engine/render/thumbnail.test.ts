import { describe, expect, it } from 'vitest';
import { containRect, thumbnailCamera } from './thumbnail';

describe('a map thumbnail', () => {
  it('keeps a wide view whole in a 16:9 picture, bars above and below', () => {
    expect(containRect({ width: 1600, height: 600 }, { width: 320, height: 180 })).toEqual({
      x: 0,
      y: 30,
      width: 320,
      height: 120,
    });
  });

  it('keeps a tall view whole, bars at the sides', () => {
    expect(containRect({ width: 900, height: 900 }, { width: 320, height: 180 })).toEqual({
      x: 70,
      y: 0,
      width: 180,
      height: 180,
    });
  });

  it('fits all the content into the view, however far out it lies', () => {
    const viewport = { width: 1000, height: 500 };
    const content = { x: -5000, y: 200, width: 10000, height: 2000 };
    const { x, y, scale } = thumbnailCamera(content, viewport);
    expect(x + content.x * scale).toBeGreaterThanOrEqual(0);
    expect(x + (content.x + content.width) * scale).toBeLessThanOrEqual(viewport.width);
    expect(y + content.y * scale).toBeGreaterThanOrEqual(0);
    expect(y + (content.y + content.height) * scale).toBeLessThanOrEqual(viewport.height);
  });
});
