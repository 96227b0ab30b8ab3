/**
 * The entity list against the plain arrays it replaces: after any sequence of edits, on the newest list
 * and on every older one, the entries, lookups, positions and anchors are those of an array edited by
 * the array rules (`../actions/lists.ts`). Lists run over several chunks (128 entries each), so edits
 * within, across and between chunks, splits and compaction all run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entityId, insertAnchored, removeAnchored } from '../actions/lists';
import type { Anchored } from './anchors';
import { differingWindow, EntityList } from './entityList';

interface Item {
  readonly id: string;
  readonly value: number;
}

const items = (count: number, prefix = 'e'): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, value: i }));

/** One edit, given as what it does to both forms. */
type Edit =
  | { kind: 'replace'; picks: number[]; value: number }
  | { kind: 'append'; count: number }
  | { kind: 'remove'; picks: number[] }
  | { kind: 'putBack' }
  | { kind: 'update'; every: number };

const edits: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('replace' as const),
    picks: fc.array(fc.nat(), { maxLength: 5 }),
    value: fc.integer(),
  }),
  fc.record({ kind: fc.constant('append' as const), count: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('remove' as const), picks: fc.array(fc.nat(), { maxLength: 200 }) }),
  fc.constant({ kind: 'putBack' as const }),
  fc.record({ kind: fc.constant('update' as const), every: fc.integer({ min: 1, max: 50 }) }),
);

/** Both forms after each edit, and what was last removed (for putBack). */
interface Version {
  list: EntityList<Item>;
  array: readonly Item[];
}

function expectSame(version: Version, ids: readonly string[]): void {
  const { list, array } = version;
  expect(list.toArray()).toEqual(array);
  expect(list.length).toBe(array.length);
  expect([...list]).toEqual(array);
  // Checked in one expect: some 10 million single expects made this test take minutes on a busy machine.
  const positions = new Map(array.map((entry, position) => [entry.id, position]));
  const wrong = ids.filter((id) => {
    const position = positions.get(id) ?? -1;
    return (
      list.get(id) !== array[position] || list.has(id) !== position >= 0 || list.indexOf(id) !== position
    );
  });
  expect(wrong).toEqual([]);
  if (array.length > 0) {
    expect(list.at(0)).toBe(array[0]);
    expect(list.at(-1)).toBe(array[array.length - 1]);
    expect(list.at(Math.floor(array.length / 2))).toBe(array[Math.floor(array.length / 2)]);
  }
}

describe('EntityList (property)', () => {
  it('edits as arrays do, and every version answers as its array would', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.array(edits, { maxLength: 25 }), (size, steps) => {
        const start = items(size);
        const versions: Version[] = [{ list: EntityList.from(start), array: start }];
        const ids = new Set(start.map(entityId));
        let lastRemoved: Anchored<Item>[] = [];
        let appended = 0;
        for (const step of steps) {
          const { list, array } = versions[versions.length - 1] as Version;
          const pickIds = (picks: number[]) =>
            array.length === 0 ? [] : picks.map((pick) => (array[pick % array.length] as Item).id);
          let next: Version;
          switch (step.kind) {
            case 'replace': {
              const changed = [...new Set(pickIds(step.picks))].map((id) => ({ id, value: step.value }));
              const byId = new Map(changed.map((entry) => [entry.id, entry]));
              next = {
                list: list.replaced(...changed),
                array: array.map((entry) => byId.get(entry.id) ?? entry),
              };
              break;
            }
            case 'append': {
              const added = items(step.count, `a${appended++}-`);
              for (const entry of added) ids.add(entry.id);
              next = { list: list.appended(...added), array: [...array, ...added] };
              break;
            }
            case 'remove': {
              const gone = new Set(pickIds(step.picks));
              const fromList = list.removed([...gone, 'not-there']);
              const fromArray = removeAnchored(array, entityId, (entry) => gone.has(entry.id));
              expect(fromList.removed).toEqual(fromArray.removed);
              lastRemoved = fromArray.removed;
              next = { list: fromList.kept, array: fromArray.kept };
              break;
            }
            case 'putBack': {
              next = {
                list: list.inserted(lastRemoved),
                array: insertAnchored(array, entityId, lastRemoved),
              };
              lastRemoved = [];
              break;
            }
            case 'update': {
              // One changed entry per entry, so both forms hold the same objects.
              const made = new Map<Item, Item>();
              const change = (entry: Item) => {
                if (entry.value % step.every !== 0) return entry;
                const changed = made.get(entry) ?? { ...entry, value: entry.value + 1 };
                made.set(entry, changed);
                return changed;
              };
              next = { list: list.updated(change), array: array.map(change) };
              break;
            }
          }
          versions.push(next);
          expectSame(next, [...ids, 'missing']);
        }
        // Older lists answer for themselves after newer ones took their index.
        for (const version of versions) expectSame(version, [...ids, 'missing']);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('tells a follower exactly what changed between any two versions', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3000), { minLength: 2, maxLength: 8 }), (picks) => {
        let list = EntityList.from(items(700));
        const versions = [list];
        picks.forEach((pick, step) => {
          const target = list.at(pick % list.length) as Item;
          list =
            step % 3 === 0
              ? list.replaced({ ...target, value: -step })
              : step % 3 === 1
                ? list.removed([target.id]).kept
                : list.appended({ id: `new${step}`, value: step });
          versions.push(list);
        });
        for (const older of versions)
          for (const newer of versions) {
            const held = new Set(older);
            if (!newer.changesSince(older, { remove: (e) => held.delete(e), add: (e) => held.add(e) }))
              continue;
            expect(held).toEqual(new Set(newer));
          }
      }),
      { numRuns: 60 },
    );
  });
});

describe('EntityList', () => {
  it('is equal to another with the same entries, whatever its chunks, and is an array to JSON', () => {
    const built = EntityList.from(items(300));
    const grown = EntityList.from(items(10)).appended(...items(300).slice(10));
    expect(grown).toEqual(built);
    expect(grown).not.toEqual(built.replaced({ id: 'e5', value: -1 }));
    expect(JSON.parse(JSON.stringify({ list: built }))).toEqual({ list: items(300) });
  });

  it('shares what an edit did not touch, so an edit on a large list copies one chunk', () => {
    const large = EntityList.from(items(50_000));
    const changed: Item[] = [];
    const added: Item[] = [];
    const edited = large.replaced({ id: 'e25000', value: -1 });
    expect(edited.changesSince(large, { remove: (e) => changed.push(e), add: (e) => added.push(e) })).toBe(
      true,
    );
    expect(changed).toEqual([{ id: 'e25000', value: 25000 }]);
    expect(added).toEqual([{ id: 'e25000', value: -1 }]);
    expect(large.get('e25000')?.value).toBe(25000);
    expect(edited.get('e25000')?.value).toBe(-1);
  });

  it('leaves the list as it is when nothing changes', () => {
    const list = EntityList.from(items(5));
    expect(list.updated((entry) => entry)).toBe(list);
    expect(list.appended()).toBe(list);
    expect(list.removed(['missing']).kept).toBe(list);
    expect(list.inserted([])).toBe(list);
  });

  it('refuses to replace an entry it does not hold', () => {
    expect(() => EntityList.from(items(3)).replaced({ id: 'x', value: 0 })).toThrow(/no entry x/);
  });

  it('puts entries anchored first, last and to one another where the array rule does', () => {
    const list = EntityList.empty<Item>().inserted([
      { value: { id: 'b', value: 0 }, after: 'gone' },
      { value: { id: 'a', value: 0 }, after: null },
      { value: { id: 'a2', value: 0 }, after: 'a' },
    ]);
    expect(list.map(entityId)).toEqual(['a', 'a2', 'b']);
  });
});

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
