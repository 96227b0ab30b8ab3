import { describe, expect, it } from 'vitest';
import { makeConnection } from '../actions/testMaps';
import { connectionById, connectionsAt } from './connectionIndex';

describe('connection index', () => {
  const ab = makeConnection('ab', 'a', 'b');
  const bc = makeConnection('bc', 'b', 'c');
  const first = [ab, bc];

  it('finds connections by id and by either end', () => {
    expect(connectionById(first, 'bc')).toBe(bc);
    expect(connectionById(first, 'zz')).toBeUndefined();
    expect([...connectionsAt(first, 'b')]).toEqual([ab, bc]);
    expect([...connectionsAt(first, 'c')]).toEqual([bc]);
    expect([...connectionsAt(first, 'z')]).toEqual([]);
  });

  it('answers for each version of the list as it is, old ones included', () => {
    const moved = { ...bc, to: 'a' };
    const second = [ab, moved];
    const third = [moved];
    expect([...connectionsAt(second, 'c')]).toEqual([]);
    expect([...connectionsAt(second, 'a')]).toEqual([ab, moved]);
    expect(connectionById(third, 'ab')).toBeUndefined();
    expect([...connectionsAt(first, 'c')]).toEqual([bc]);
    expect([...connectionsAt(third, 'b')]).toEqual([moved]);
  });
});
