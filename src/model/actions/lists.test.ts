import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeEntries, removeWhere } from './lists';

describe('removeEntries', () => {
  it('gives what removeWhere gives for the same entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.array(fc.nat(40)), (length, picks) => {
        const list = Array.from({ length }, (_, i) => ({ id: `e${i}` }));
        const entries = [...new Set(picks)].flatMap((pick) => (list[pick] === undefined ? [] : [list[pick]]));
        const chosen = new Set(entries);
        expect(removeEntries(list, entries)).toEqual(removeWhere(list, (entry) => chosen.has(entry)));
      }),
    );
  });

  it('ignores an entry the list does not hold and leaves the list alone', () => {
    const list = [{ id: 'a' }, { id: 'b' }];
    const result = removeEntries(list, [{ id: 'a' }, list[1] as { id: string }]);
    expect(result.kept).toEqual([{ id: 'a' }]);
    expect(result.kept).not.toBe(list);
    expect(list).toHaveLength(2);
  });
});
