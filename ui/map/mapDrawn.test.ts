import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_DRAWN_TIMEOUT_MS, mapDrawn, whenMapDrawn } from './mapDrawn';

describe('whenMapDrawn', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits for a frame of the store's own map, then a task", async () => {
    const store = {};
    let done = false;
    void whenMapDrawn(store).then(() => {
      done = true;
    });
    mapDrawn({});
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    mapDrawn(store);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('gives up waiting after the timeout', async () => {
    let done = false;
    void whenMapDrawn({}).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(MAP_DRAWN_TIMEOUT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
