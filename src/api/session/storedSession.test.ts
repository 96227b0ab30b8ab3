import { describe, expect, it } from 'vitest';
import { mayHoldSession, readStoredSessionUser, SESSION_USER_KEY } from './storedSession';

const NOW = 1_800_000_000_000;

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === SESSION_USER_KEY ? value : null) };
}

const user = (refreshTokenExpiry: number) =>
  JSON.stringify({ userId: 'u1', username: 'ada', accessTokenExpiry: NOW - 1, refreshTokenExpiry });

describe('the session user kept on this browser', () => {
  it('is read back, and is absent when nothing or something unreadable is kept', () => {
    expect(readStoredSessionUser(storageWith(user(NOW + 1)))?.userId).toBe('u1');
    expect(readStoredSessionUser(storageWith(null))).toBeNull();
    expect(readStoredSessionUser(storageWith('{not json'))).toBeNull();
    expect(readStoredSessionUser(storageWith('{"userId":"u1"}'))).toBeNull();
    expect(readStoredSessionUser(undefined)).toBeNull();
  });

  it('may hold a session until its refresh token expires, an expired access token notwithstanding', () => {
    expect(mayHoldSession(storageWith(user(NOW + 1)), NOW)).toBe(true);
    expect(mayHoldSession(storageWith(user(NOW - 1)), NOW)).toBe(false);
    expect(mayHoldSession(storageWith(null), NOW)).toBe(false);
  });
});
