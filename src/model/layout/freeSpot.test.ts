import { describe, expect, it } from 'vitest';
import { FREE_SPOT_STEP, freeSpotNear } from './freeSpot';

const size = { width: 120, height: 48 };
const box = (id: string, x: number, y: number) => ({ id, x, y, width: 120, height: 48 });

describe('freeSpotNear', () => {
  it('takes the wanted place when nothing is there', () => {
    expect(freeSpotNear({ x: 10, y: 20 }, size, [box('far', 500, 500)])).toEqual({ x: 10, y: 20 });
  });

  it('steps down the diagonal past the nodes covering the place', () => {
    const taken = [box('a', 0, 0), box('b', FREE_SPOT_STEP, FREE_SPOT_STEP)];
    // (60, 60) still meets b, which reaches down to 78.
    expect(freeSpotNear({ x: 0, y: 0 }, size, taken)).toEqual({ x: 90, y: 90 });
  });

  it('gives up on a crowded stretch and takes the wanted place', () => {
    const crowd = Array.from({ length: 60 }, (_, i) => box(`n${i}`, i * FREE_SPOT_STEP, i * FREE_SPOT_STEP));
    expect(freeSpotNear({ x: 0, y: 0 }, size, crowd)).toEqual({ x: 0, y: 0 });
  });
});
