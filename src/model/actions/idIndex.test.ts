import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ListMirror } from '../map/listMirror';
import { appended, indexOfId, replacedAt } from './idIndex';
import { entityId, removeAnchored } from './lists';

const list = (count: number, prefix = 'n') =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}` }));

describe('indexOfId', () => {
  it('finds entries in small and large lists, and -1 for a missing id', () => {
    expect(indexOfId(list(10), 'n7')).toBe(7);
    const large = list(1000);
    expect(indexOfId(large, 'n999')).toBe(999);
    expect(indexOfId(large, 'n0')).toBe(0);
    expect(indexOfId(large, 'nope')).toBe(-1);
  });

  it('keeps answering right through replacements and appends on both old and new lists', () => {
    const first = list(200);
    expect(indexOfId(first, 'n150')).toBe(150);
    const replaced = replacedAt(first, 150, { id: 'n150', changed: true } as { id: string });
    expect(indexOfId(replaced, 'n150')).toBe(150);
    const grown = appended(replaced, { id: 'new' });
    expect(indexOfId(grown, 'new')).toBe(200);
    // The older lists never had it.
    expect(indexOfId(replaced, 'new')).toBe(-1);
    expect(indexOfId(first, 'new')).toBe(-1);
    expect(indexOfId(first, 'n199')).toBe(199);
  });

  it('is never fooled by a list whose positions moved', () => {
    const first = list(300);
    indexOfId(first, 'n1');
    const shifted = first.slice(1);
    expect(indexOfId(shifted, 'n1')).toBe(0);
    expect(indexOfId(shifted, 'n0')).toBe(-1);
  });

  it("answers a miss from the list's own index without building it again", () => {
    const large = appended(list(500), { id: 'new' });
    expect(indexOfId(large, 'n1')).toBe(1);
    // A rebuild sets every id in a new Map.
    const set = vi.spyOn(Map.prototype, 'set');
    try {
      expect(indexOfId(large, 'nope')).toBe(-1);
      expect(indexOfId(large, 'new')).toBe(500);
      expect(set).not.toHaveBeenCalled();
    } finally {
      set.mockRestore();
    }
  });
});

describe('list edits and mirrors', () => {
  it('a mirror following replacements, appends and removals holds what a fresh build would', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.nat(60).map((at) => ({ at, op: 'replace' as const })),
            fc.constant({ at: 0, op: 'append' as const }),
            fc.nat(60).map((at) => ({ at, op: 'remove' as const })),
          ),
          { maxLength: 30 },
        ),
        (steps) => {
          const ids = new Set<string>();
          const mirror = new ListMirror<{ id: string }>({
            clear: () => ids.clear(),
            add: (entry) => ids.add(entry.id),
            remove: (entry) => ids.delete(entry.id),
          });
          let current = list(70);
          mirror.follow(current);
          steps.forEach(({ at, op }, step) => {
            const entry = current[at % current.length];
            if (op === 'append') current = appended(current, { id: `new${step}` });
            else if (entry === undefined) return;
            else if (op === 'replace') current = replacedAt(current, at % current.length, { id: entry.id });
            else current = removeAnchored(current, entityId, (candidate) => candidate === entry).kept;
            mirror.follow(current);
            expect([...ids].sort()).toEqual(current.map((e) => e.id).sort());
          });
        },
      ),
    );
  });
});
