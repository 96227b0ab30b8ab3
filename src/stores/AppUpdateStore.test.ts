import { describe, expect, it, vi } from 'vitest';
import { AppUpdateStore } from './AppUpdateStore';

describe('AppUpdateStore', () => {
  it('offers nothing until a version waits, then applies the one offered', () => {
    const updates = new AppUpdateStore();
    expect(updates.available).toBe(false);
    updates.apply(); // nothing waits: nothing happens
    const apply = vi.fn();
    updates.offer(apply);
    expect(updates.available).toBe(true);
    updates.apply();
    expect(apply).toHaveBeenCalledOnce();
  });
});
