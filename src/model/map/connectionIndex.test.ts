import { describe, expect, it } from 'vitest';
import { makeConnection } from '../actions/testMaps';
import { connectionsAt } from './connectionIndex';
import { EntityList } from './entityList';

describe('connection index', () => {
  const ab = makeConnection('ab', 'a', 'b');
  const bc = makeConnection('bc', 'b', 'c');
  const first = EntityList.from([ab, bc]);

  it('finds connections by either end', () => {
    expect([...connectionsAt(first, 'b')]).toEqual([ab, bc]);
    expect([...connectionsAt(first, 'c')]).toEqual([bc]);
    expect([...connectionsAt(first, 'z')]).toEqual([]);
  });

  it('answers for each version of the list as it is, old ones included', () => {
    const moved = { ...bc, to: 'a' };
    const second = first.replaced(moved);
    const third = second.removed(['ab']).kept;
    expect([...connectionsAt(second, 'c')]).toEqual([]);
    expect([...connectionsAt(second, 'a')]).toEqual([ab, moved]);
    expect([...connectionsAt(third, 'a')]).toEqual([moved]);
    expect([...connectionsAt(first, 'c')]).toEqual([bc]);
    expect([...connectionsAt(third, 'b')]).toEqual([moved]);
  });
});
