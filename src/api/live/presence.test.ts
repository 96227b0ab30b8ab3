import { describe, expect, it } from 'vitest';
import { collabUrl } from './presence';

describe('collabUrl', () => {
  it("is /collab on the page's own host, secure when the page is", () => {
    expect(collabUrl({ protocol: 'http:', host: '127.0.0.1:3001' })).toBe('ws://127.0.0.1:3001/collab');
    expect(collabUrl({ protocol: 'https:', host: 'maps.example.org' })).toBe('wss://maps.example.org/collab');
  });
});
