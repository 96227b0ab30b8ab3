import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchorOf, insertAnchored, leaveOut, moveAnchored, removeAnchored } from './lists';

const self = (id: string) => id;

describe('anchored lists', () => {
  it('removing anchors each entry to the one just before it, and inserting puts them back exactly', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...'abcdefgh'), { maxLength: 8 }),
        fc.func(fc.boolean()),
        (list, remove) => {
          const { kept, removed } = removeAnchored(list, self, remove);
          expect(insertAnchored(kept, self, removed)).toEqual(list);
        },
      ),
    );
  });

  it('puts an entry after its anchor, first for null, and last when the anchor is gone', () => {
    expect(insertAnchored(['a', 'b'], self, [{ value: 'x', after: 'a' }])).toEqual(['a', 'x', 'b']);
    expect(insertAnchored(['a', 'b'], self, [{ value: 'x', after: null }])).toEqual(['x', 'a', 'b']);
    expect(insertAnchored(['a', 'b'], self, [{ value: 'x', after: 'gone' }])).toEqual(['a', 'b', 'x']);
  });

  it('keeps a removed run together after its surviving anchor, and after the end when that is gone', () => {
    const { kept, removed } = removeAnchored(['a', 'b', 'c', 'd'], self, (id) => id === 'b' || id === 'c');
    expect(removed).toEqual([
      { value: 'b', after: 'a' },
      { value: 'c', after: 'b' },
    ]);
    // Another writer inserted y after a and appended z: the run comes back right after a.
    expect(insertAnchored(['a', 'y', ...kept.slice(1), 'z'], self, removed)).toEqual([
      'a',
      'b',
      'c',
      'y',
      'd',
      'z',
    ]);
    // Another writer deleted a: the run goes to the end, in its order.
    expect(insertAnchored(['d'], self, removed)).toEqual(['d', 'b', 'c']);
  });

  it('places entries naming the same anchor in the order given, each followed by its own run', () => {
    const entries = [
      { value: 'x', after: 'a' },
      { value: 'y', after: 'a' },
      { value: 'z', after: 'x' },
    ];
    expect(insertAnchored(['a', 'b'], self, entries)).toEqual(['a', 'x', 'z', 'y', 'b']);
  });

  it('moves an entry after another, and answers null when the entry is missing or nothing moves', () => {
    expect(moveAnchored(['a', 'b', 'c'], self, 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveAnchored(['a', 'b', 'c'], self, 'c', null)).toEqual(['c', 'a', 'b']);
    expect(moveAnchored(['a', 'b', 'c'], self, 'a', 'gone')).toEqual(['b', 'c', 'a']);
    expect(moveAnchored(['a', 'b', 'c'], self, 'x', null)).toBeNull();
    expect(moveAnchored(['a', 'b', 'c'], self, 'b', 'a')).toBeNull();
    expect(moveAnchored(['a', 'b', 'c'], self, 'b', 'b')).toBeNull();
    expect(anchorOf(['a', 'b'], self, 'b')).toBe('a');
    expect(anchorOf(['a', 'b'], self, 'a')).toBeNull();
    expect(anchorOf(['a', 'b'], self, 'x')).toBeUndefined();
  });

  it('puts back a long run without recursion', () => {
    const list = Array.from({ length: 50_000 }, (_, i) => `n${i}`);
    const { kept, removed } = removeAnchored(list, self, (id) => id !== 'n0');
    expect(insertAnchored(kept, self, removed)).toEqual(list);
  });
});

describe('leaveOut', () => {
  it('passes the anchor of an entry left out on to the entries anchored to it', () => {
    const { kept, removed } = removeAnchored(
      ['a', 'b', 'c', 'd', 'e'],
      self,
      (id) => id !== 'a' && id !== 'e',
    );
    const left = leaveOut(removed, self, (id) => id !== 'b' && id !== 'c');
    expect(left).toEqual([{ value: 'd', after: 'a' }]);
    expect(insertAnchored([...kept, 'z'], self, left)).toEqual(['a', 'd', 'e', 'z']);
  });
});
