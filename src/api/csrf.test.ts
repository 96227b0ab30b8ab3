import { describe, expect, it } from 'vitest';
import { readCookie } from './csrf';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('csrf_token', 'a=1; csrf_token=abc%3D%3D; b=2')).toBe('abc==');
    expect(readCookie('csrf_token', 'csrf_token_old=x')).toBeUndefined();
    expect(readCookie('csrf_token', '')).toBeUndefined();
  });
});
