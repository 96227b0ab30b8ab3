import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './inputLimits';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level++) value = level % 2 === 0 ? [value] : { child: value };
  return value;
};

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not the values in them', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
  });

  it('finds the deep branch beside shallow ones', () => {
    expect(nestsDeeperThan({ wide: [1, 2, 3], deep: nested(10) }, 10)).toBe(true);
    expect(nestsDeeperThan({ wide: [1, 2, 3], deep: nested(9) }, 10)).toBe(false);
  });

  it('measures input far deeper than the stack allows to recurse', () => {
    expect(nestsDeeperThan(nested(1_000_000), 100)).toBe(true);
  });
});
