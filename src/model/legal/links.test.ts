import { describe, expect, it } from 'vitest';
import { readLegalLinks } from './links';

describe('readLegalLinks', () => {
  it('keeps http(s) addresses and treats anything else as not configured', () => {
    expect(readLegalLinks({ termsUrl: 'https://school.example/terms', privacyUrl: null })).toEqual({
      termsUrl: 'https://school.example/terms',
      privacyUrl: null,
    });
    expect(readLegalLinks({ termsUrl: 'javascript:alert(1)', privacyUrl: 7 })).toEqual({
      termsUrl: null,
      privacyUrl: null,
    });
    expect(readLegalLinks(null)).toEqual({ termsUrl: null, privacyUrl: null });
  });
});
