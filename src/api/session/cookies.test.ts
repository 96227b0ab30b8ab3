import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, parseCookie, readDocumentCookie } from './cookies';

describe('cookies', () => {
  it('names the CSRF cookie and header the server checks', () => {
    expect(CSRF_COOKIE).toBe('csrf_token');
    expect(CSRF_HEADER).toBe('x-csrf-token');
  });

  it('finds a cookie by exact name and decodes it', () => {
    const header = 'theme=dark; xcsrf_token=no; csrf_token=a%2Bb%3D; other=1';
    expect(parseCookie(header, 'csrf_token')).toBe('a+b=');
    expect(parseCookie(header, 'theme')).toBe('dark');
    expect(parseCookie(header, 'missing')).toBeUndefined();
    expect(parseCookie('', 'csrf_token')).toBeUndefined();
    expect(parseCookie('csrf_token=%E0%A4%A', 'csrf_token')).toBe('%E0%A4%A');
  });

  it('reads nothing outside a browser', () => {
    expect(readDocumentCookie('csrf_token')).toBeUndefined();
  });
});
