import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differingWindow, ListMirror, recordEdit, recordInPlaceEdit } from './listMirror';

describe('differingWindow', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('finds the one entry replaced, appended or removed', () => {
    expect(differingWindow(list, ['a', 'x', 'c', 'd'])).toEqual({ start: 1, endA: 2, endB: 2 });
    expect(differingWindow(list, [...list, 'e'])).toEqual({ start: 4, endA: 4, endB: 5 });
    expect(differingWindow(list, ['a', 'c', 'd'])).toEqual({ start: 1, endA: 2, endB: 1 });
    expect(differingWindow(list, list)).toEqual({ start: 4, endA: 4, endB: 4 });
  });

  it('spans everything between the first and the last difference', () => {
    expect(differingWindow(list, ['x', 'b', 'c', 'y'])).toEqual({ start: 0, endA: 4, endB: 4 });
  });
});

/** A mirror counting the entries it holds, by value. */
function countingMirror() {
  const counts = new Map<number, number>();
  const mirror = new ListMirror<number>({
    clear: () => counts.clear(),
    add: (entry) => counts.set(entry, (counts.get(entry) ?? 0) + 1),
    remove: (entry) => {
      const count = (counts.get(entry) ?? 0) - 1;
      if (count === 0) counts.delete(entry);
      else counts.set(entry, count);
    },
  });
  return { mirror, counts };
}

function countsOf(list: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const entry of list) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  return counts;
}

describe('ListMirror', () => {
  it('holds what a fresh build would after following any sequence of lists', () => {
    const lists = fc.array(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 }), { maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 }), lists, (first, edits) => {
        const { mirror, counts } = countingMirror();
        mirror.follow(first);
        let current = first;
        for (const next of edits) {
          // Keep some of the previous list's entries so windows are small as often as not.
          current = [...current.slice(0, 3), ...next, ...current.slice(-2)];
          mirror.follow(current);
          expect(counts).toEqual(countsOf(current));
        }
      }),
    );
  });

  it('updates only the entries that differ', () => {
    const removed: number[] = [];
    const added: number[] = [];
    const mirror = new ListMirror<number>({
      clear: () => {},
      add: (e) => added.push(e),
      remove: (e) => removed.push(e),
    });
    const list = Array.from({ length: 100 }, (_, i) => i);
    mirror.follow(list);
    added.length = 0;
    const edited = list.slice();
    edited[40] = 1000;
    mirror.follow(edited);
    expect(removed).toEqual([40]);
    expect(added).toEqual([1000]);
  });

  it('follows recorded edits without reading the lists', () => {
    const { mirror, counts } = countingMirror();
    const first = [1, 2, 3];
    mirror.follow(first);
    const second = [1, 5, 3];
    recordEdit(first, second, [2], [5]);
    const third = [1, 5, 3, 7];
    recordEdit(second, third, [], [7]);
    // A list that throws when an entry is read: only the records can bring the mirror to it.
    const unreadable = new Proxy(third, {
      get: (target, key, receiver) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) throw new Error(`read ${key}`);
        return Reflect.get(target, key, receiver);
      },
    });
    recordEdit(third, unreadable, [1], [9]);
    mirror.follow(unreadable);
    expect(counts).toEqual(countsOf([9, 5, 3, 7]));
  });

  it('follows lists edited in place (a draft) through their logs, whichever versions it is asked about', () => {
    type Step =
      | { kind: 'copy'; at: number; value: number }
      | { kind: 'inPlace'; at: number; value: number }
      | { kind: 'follow'; version: number };
    const step = fc.oneof(
      fc.record({ kind: fc.constant('copy' as const), at: fc.nat(), value: fc.integer({ min: 0, max: 5 }) }),
      fc.record({
        kind: fc.constant('inPlace' as const),
        at: fc.nat(),
        value: fc.integer({ min: 0, max: 5 }),
      }),
      fc.record({ kind: fc.constant('follow' as const), version: fc.nat() }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 6 }),
        fc.array(step),
        (first, steps) => {
          const { mirror, counts } = countingMirror();
          const versions: number[][] = [first.slice()];
          // As in a draft: only the newest list is edited in place, never one a copy was made from.
          mirror.follow(versions[0] as number[]);
          for (const next of steps as Step[]) {
            const current = versions[versions.length - 1] as number[];
            if (next.kind === 'follow') {
              const list = versions[next.version % versions.length] as number[];
              mirror.follow(list);
              expect(counts).toEqual(countsOf(list));
              continue;
            }
            // Replace the entry at `at`, or append when `at` is past the end.
            const at = next.at % (current.length + 1);
            const removed = at < current.length ? [current[at] as number] : [];
            if (next.kind === 'inPlace') {
              recordInPlaceEdit(current, removed, [next.value]);
              current[at] = next.value;
            } else {
              const copy = current.slice();
              copy[at] = next.value;
              recordEdit(current, copy, removed, [next.value]);
              versions.push(copy);
            }
          }
          const last = versions[versions.length - 1] as number[];
          mirror.follow(last);
          expect(counts).toEqual(countsOf(last));
        },
      ),
    );
  });
});
