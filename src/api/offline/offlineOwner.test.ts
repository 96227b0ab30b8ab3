import { describe, expect, it } from 'vitest';
import { forgetOfflineOwner, offlineOwner, rememberOfflineOwner } from './offlineOwner';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('offline owner', () => {
  it('is the last user who signed in, until they log out', () => {
    const storage = memoryStorage();
    expect(offlineOwner(storage)).toBeNull();
    rememberOfflineOwner('ada', storage);
    rememberOfflineOwner('bob', storage);
    expect(offlineOwner(storage)).toBe('bob');
    forgetOfflineOwner(storage);
    expect(offlineOwner(storage)).toBeNull();
  });
});
