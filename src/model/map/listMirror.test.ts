import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EntityList } from './entityList';
import { ListMirror } from './listMirror';

interface Item {
  readonly id: string;
  readonly value: number;
}

const items = (count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: `e${i}`, value: i }));

/** A mirror holding the entries it was told of. */
function holdingMirror() {
  const held = new Set<Item>();
  const mirror = new ListMirror<Item>({
    clear: () => held.clear(),
    add: (entry) => held.add(entry),
    remove: (entry) => held.delete(entry),
  });
  return { mirror, held };
}

describe('ListMirror', () => {
  it('holds what a fresh build would after following versions in any order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(5000), { maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (edits, visits) => {
          let list = EntityList.from(items(400));
          const versions = [list];
          edits.forEach((pick, step) => {
            const target = list.at(pick % list.length) as Item;
            list =
              pick % 4 === 0
                ? list.removed([target.id]).kept
                : pick % 4 === 1
                  ? list.appended({ id: `new${step}`, value: step })
                  : list.replaced({ ...target, value: -step });
            versions.push(list);
          });
          const { mirror, held } = holdingMirror();
          for (const visit of [...visits, versions.length - 1]) {
            const version = versions[visit % versions.length] as EntityList<Item>;
            mirror.follow(version);
            expect(held).toEqual(new Set(version));
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('updates only the entries that differ', () => {
    const removed: Item[] = [];
    const added: Item[] = [];
    const mirror = new ListMirror<Item>({
      clear: () => {},
      add: (entry) => added.push(entry),
      remove: (entry) => removed.push(entry),
    });
    const list = EntityList.from(items(1000));
    mirror.follow(list);
    added.length = 0;
    const replacement = { id: 'e400', value: -1 };
    mirror.follow(list.replaced(replacement));
    expect(removed).toEqual([{ id: 'e400', value: 400 }]);
    expect(added).toEqual([replacement]);
  });
});
