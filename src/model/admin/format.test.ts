import { describe, expect, it } from 'vitest';
import { formatUptime } from './format';

describe('formatUptime', () => {
  it('names the two largest units', () => {
    expect(formatUptime(59)).toBe('0 min 59 s');
    expect(formatUptime(3 * 3600 + 125)).toBe('3 h 2 min');
    expect(formatUptime(2 * 86_400 + 5 * 3600 + 7)).toBe('2 d 5 h');
  });
});
