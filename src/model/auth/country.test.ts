import { describe, expect, it } from 'vitest';
import { countryOfLanguage } from './country';

describe('countryOfLanguage', () => {
  it('reads an explicit region only', () => {
    expect(countryOfLanguage('en-NZ')).toBe('NZ');
    expect(countryOfLanguage('mi-NZ')).toBe('NZ');
    expect(countryOfLanguage('en')).toBeUndefined();
    expect(countryOfLanguage('not a locale!')).toBeUndefined();
    expect(countryOfLanguage(undefined)).toBeUndefined();
  });
});
