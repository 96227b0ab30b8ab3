import { describe, expect, it } from 'vitest';
import { measurementIdOf } from './analytics';

describe('measurementIdOf', () => {
  it('takes a Google Analytics 4 id and nothing else', () => {
    expect(measurementIdOf('G-ABC123XYZ')).toBe('G-ABC123XYZ');
    expect(measurementIdOf('')).toBeNull();
    expect(measurementIdOf(true)).toBeNull();
    expect(measurementIdOf('UA-1234-1')).toBeNull();
    expect(measurementIdOf('G-1"><script>')).toBeNull();
  });
});
