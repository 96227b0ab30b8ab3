import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpatialIndex } from './spatialIndex';
import { box, boxesIntersect } from './vector';

function index() {
  const spatial = new SpatialIndex();
  spatial.load([
    { id: 'a', box: box(0, 0, 100, 50), z: 1 },
    { id: 'b', box: box(50, 25, 100, 50), z: 2 },
    { id: 'c', box: box(500, 500, 10, 10) },
  ]);
  return spatial;
}

describe('spatial index', () => {
  it('loads many items and queries a rectangle', () => {
    const spatial = index();
    expect(spatial.size).toBe(3);
    expect(spatial.queryRect(box(0, 0, 60, 60)).sort()).toEqual(['a', 'b']);
    expect(spatial.queryRect(box(1000, 1000, 5, 5))).toEqual([]);
    expect(spatial.bounds()).toEqual(box(0, 0, 510, 510));
  });

  it('reuses the output array', () => {
    const out = ['stale'];
    expect(index().queryRect(box(490, 490, 30, 30), out)).toBe(out);
    expect(out).toEqual(['c']);
  });

  it('hit-tests the topmost item by z-order', () => {
    const spatial = index();
    expect(spatial.hitTest(75, 40)).toBe('b');
    expect(spatial.hitTest(10, 10)).toBe('a');
    expect(spatial.hitTest(300, 300)).toBeUndefined();
    expect(spatial.hitTest(498, 498, 3)).toBe('c');
  });

  it('lets a refinement reject a box hit', () => {
    expect(index().hitTest(75, 40, 0, (id) => id !== 'b')).toBe('a');
  });

  it('puts the later of equal z on top', () => {
    const spatial = new SpatialIndex();
    spatial.load([
      { id: 'under', box: box(0, 0, 10, 10) },
      { id: 'over', box: box(0, 0, 10, 10) },
    ]);
    expect(spatial.hitTest(5, 5)).toBe('over');
  });

  it('updates one item in place, keeping its z', () => {
    const spatial = index();
    spatial.set({ id: 'b', box: box(800, 800, 10, 10) });
    expect(spatial.hitTest(75, 40)).toBe('a');
    expect(spatial.hitTest(805, 805)).toBe('b');
    expect(spatial.boxOf('b')).toEqual(box(800, 800, 10, 10));
    spatial.set({ id: 'b', box: box(0, 0, 10, 10) });
    expect(spatial.hitTest(5, 5)).toBe('b');
    spatial.set({ id: 'b', box: box(0, 0, 10, 10), z: 0 });
    expect(spatial.hitTest(5, 5)).toBe('a');
    expect(spatial.size).toBe(3);
  });

  it('inserts and removes', () => {
    const spatial = index();
    spatial.set({ id: 'd', box: box(0, 0, 5, 5), z: 9 });
    expect(spatial.hitTest(1, 1)).toBe('d');
    expect(spatial.remove('d')).toBe(true);
    expect(spatial.remove('d')).toBe(false);
    expect(spatial.has('d')).toBe(false);
    expect(spatial.hitTest(1, 1)).toBe('a');
    spatial.clear();
    expect(spatial.size).toBe(0);
    expect(spatial.bounds()).toBeUndefined();
    expect(spatial.hitTest(1, 1)).toBeUndefined();
  });

  it('selects by marquee: contained, or touching', () => {
    const spatial = index();
    expect(spatial.marquee(box(-10, -10, 120, 70))).toEqual(['a']);
    expect(spatial.marquee(box(-10, -10, 120, 70), 'intersect').sort()).toEqual(['a', 'b']);
  });

  it('allows a visitor to query the index again', () => {
    const spatial = index();
    const seen: string[] = [];
    spatial.forEachInRect(box(0, 0, 60, 60), (id) => {
      seen.push(`${id}:${spatial.queryRect(box(490, 490, 30, 30)).join()}`);
    });
    expect(seen.sort()).toEqual(['a:c', 'b:c']);
  });

  it('answers like a linear scan after any inserts, updates and removals', () => {
    const arbitraryBox = fc
      .tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), fc.nat(200), fc.nat(200))
      .map(([x, y, w, h]) => box(x, y, w, h));
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('set' as const),
        id: fc.integer({ min: 0, max: 30 }),
        box: arbitraryBox,
      }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 0, max: 30 }) }),
    );
    fc.assert(
      fc.property(
        fc.array(arbitraryBox, { maxLength: 40 }),
        fc.array(operation, { maxLength: 60 }),
        arbitraryBox,
        (initial, operations, query) => {
          const spatial = new SpatialIndex();
          const model = new Map(initial.map((b, i) => [String(i), b]));
          spatial.load(initial.map((b, i) => ({ id: String(i), box: b })));
          for (const op of operations) {
            if (op.kind === 'set') {
              spatial.set({ id: String(op.id), box: op.box });
              model.set(String(op.id), op.box);
            } else {
              spatial.remove(String(op.id));
              model.delete(String(op.id));
            }
          }
          const expected = [...model].filter(([, b]) => boxesIntersect(b, query)).map(([id]) => id);
          return (
            spatial.queryRect(query).sort().join() === expected.sort().join() && spatial.size === model.size
          );
        },
      ),
    );
  });
});
