import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../tests/support/memoryStorage';
import { forgetOfflineOwner, offlineOwner, rememberOfflineOwner } from './offlineOwner';

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
