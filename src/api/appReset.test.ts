import { describe, expect, it, vi } from 'vitest';
import { onAppReset, resetUserData } from './appReset';

describe('resetUserData', () => {
  it('runs every registered reset, even when one fails, and not those unregistered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cleared: string[] = [];
    const off = onAppReset(() => void cleared.push('gone'));
    const stopFailing = onAppReset(async () => {
      throw new Error('cache busy');
    });
    const stopCache = onAppReset(async () => void cleared.push('cache'));
    off();
    await resetUserData();
    expect(cleared).toEqual(['cache']);
    expect(warn).toHaveBeenCalledTimes(1);
    stopFailing();
    stopCache();
    warn.mockRestore();
  });
});
