import { describe, expect, it } from 'vitest';
import { levelBackgroundOf } from './background';

const workspaceBounds = { minX: 0, minY: 0, maxX: 1920, maxY: 1080 };
const map = {
  workspaceBounds,
  levels: [
    { id: 1, description: 'Main' },
    { id: 2, description: 'Causes', backgroundImage: '/a/media/Background1' },
  ],
};

describe('levelBackgroundOf', () => {
  it("is the level's image over the workspace, or none", () => {
    expect(levelBackgroundOf(map, 2)).toEqual({ url: '/a/media/Background1', bounds: workspaceBounds });
    expect(levelBackgroundOf(map, 1)).toBeNull();
    expect(levelBackgroundOf(map, 9)).toBeNull();
  });
});
