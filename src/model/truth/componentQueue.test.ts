import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ComponentQueue } from './componentQueue';

describe('ComponentQueue', () => {
  it('pops each pushed component once, in ascending order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 50 })), (values) => {
        const queue = new ComponentQueue();
        for (const value of values) queue.push(value);
        const popped: number[] = [];
        for (let k = queue.pop(); k !== undefined; k = queue.pop()) popped.push(k);
        expect(popped).toEqual([...new Set(values)].sort((a, b) => a - b));
      }),
    );
  });

  it('accepts a component again once popped', () => {
    const queue = new ComponentQueue();
    queue.push(3);
    expect(queue.pop()).toBe(3);
    queue.push(3);
    expect(queue.size).toBe(1);
  });
});
