import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './handshake.ts';

describe('isOwnOrigin', () => {
  it('with PUBLIC_URL, takes that origin only', () => {
    const publicUrl = 'https://maps.example.org';
    expect(isOwnOrigin('https://maps.example.org', 'internal:3001', publicUrl)).toBe(true);
    expect(isOwnOrigin('https://maps.example.org:443', 'internal:3001', publicUrl)).toBe(true);
    expect(isOwnOrigin('http://maps.example.org', 'maps.example.org', publicUrl)).toBe(false);
    expect(isOwnOrigin('https://evil.example', 'maps.example.org', publicUrl)).toBe(false);
  });

  it('without PUBLIC_URL, takes an origin naming the host the request was sent to', () => {
    expect(isOwnOrigin('http://127.0.0.1:3001', '127.0.0.1:3001', undefined)).toBe(true);
    expect(isOwnOrigin('https://Maps.Example.org', 'maps.example.org:443', undefined)).toBe(true);
    expect(isOwnOrigin('http://localhost:3001', '127.0.0.1:3001', undefined)).toBe(false);
    expect(isOwnOrigin('https://evil.example', '127.0.0.1:3001', undefined)).toBe(false);
    expect(isOwnOrigin('http://127.0.0.1:3001', undefined, undefined)).toBe(false);
  });

  it("refuses an opaque or garbled origin, and leaves a request without one (no browser's) to the session check", () => {
    expect(isOwnOrigin('null', '127.0.0.1:3001', undefined)).toBe(false);
    expect(isOwnOrigin('not a url', '127.0.0.1:3001', undefined)).toBe(false);
    expect(isOwnOrigin(undefined, '127.0.0.1:3001', 'https://maps.example.org')).toBe(true);
  });
});
