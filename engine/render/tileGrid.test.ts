import { describe, expect, it } from 'vitest';
import { LruCache } from './lruCache';
import {
  bandOf,
  changeTouchesTile,
  MAX_TILE_BAND,
  parentTile,
  partOf,
  TILE_PIXELS,
  tileId,
  tilesCovering,
  tileWorldSize,
} from './tileGrid';

describe('zoom bands', () => {
  it('picks the smallest power of two at or above the scale, so tiles are only ever shrunk', () => {
    expect(bandOf(1)).toBe(0);
    expect(bandOf(0.125)).toBe(-3);
    expect(bandOf(0.1)).toBe(-3);
    expect(bandOf(0.0222)).toBe(-5);
    expect(bandOf(0.126)).toBeGreaterThan(MAX_TILE_BAND);
  });

  it('sizes a tile as TILE_PIXELS device pixels at the band scale', () => {
    expect(tileWorldSize(-3, 1)).toBe(TILE_PIXELS * 8);
    expect(tileWorldSize(-3, 2)).toBe(TILE_PIXELS * 4);
  });
});

describe('tile coverage', () => {
  it('covers a view with the tiles it meets, negative coordinates included', () => {
    const size = tileWorldSize(-3, 1); // 4096
    const tiles = tilesCovering({ minX: -10, minY: 0, maxX: size + 1, maxY: size - 1 }, -3, 1);
    expect(tiles.map((tile) => [tile.column, tile.row])).toEqual([
      [-1, 0],
      [0, 0],
      [1, 0],
    ]);
    expect(tiles[1]?.rect).toEqual({ minX: 0, minY: 0, maxX: size, maxY: size });
    expect(new Set(tiles.map((tile) => tile.key)).size).toBe(3);
  });

  it('keeps the tiles on screen few (at most 6 by 5 on a 1280 by 800 screen) at every scale', () => {
    for (const scale of [0.0157, 0.02, 0.03, 0.0625, 0.1, 0.125]) {
      const view = { minX: 1000, minY: 2000, maxX: 1000 + 1280 / scale, maxY: 2000 + 800 / scale };
      expect(tilesCovering(view, bandOf(scale), 1).length).toBeLessThanOrEqual(30);
    }
  });

  it('finds the coarser tile containing a tile', () => {
    const fine = tileId(-3, 5, -3, 1);
    const parent = parentTile(fine, -5, 1);
    expect([parent.column, parent.row]).toEqual([1, -1]);
    expect(parent.rect.minX).toBeLessThanOrEqual(fine.rect.minX);
    expect(parent.rect.maxY).toBeGreaterThanOrEqual(fine.rect.maxY);
  });

  it("gives a tile's place in a coarser tile as that tile's texture coordinates", () => {
    const fine = tileId(-3, 5, -3, 1);
    // Band -5 tiles are 4 band -3 tiles across: column 5 is the second of its parent's, row -3 the second.
    expect(partOf(fine.rect, parentTile(fine, -5, 1).rect)).toEqual({
      minX: 0.25,
      minY: 0.25,
      maxX: 0.5,
      maxY: 0.5,
    });
    expect(partOf(fine.rect, fine.rect)).toEqual({ minX: 0, minY: 0, maxX: 1, maxY: 1 });
  });
});

describe('tile invalidation', () => {
  it('drops exactly the tiles a change shows in, including its anti-aliased spill', () => {
    const size = tileWorldSize(-3, 1);
    const tiles = tilesCovering({ minX: 0, minY: 0, maxX: 3 * size - 1, maxY: 2 * size - 1 }, -3, 1);
    expect(tiles).toHaveLength(6);
    const inside = { minX: 100, minY: 100, maxX: 260, maxY: 160 };
    expect(tiles.filter((tile) => changeTouchesTile(inside, tile, 1)).map((tile) => tile.key)).toEqual([
      '-3/0/0',
    ]);
    // A box ending 4 units (half a device pixel at 1/8) before the next tile still spills into it.
    const nearEdge = { minX: size - 200, minY: 100, maxX: size - 4, maxY: 160 };
    expect(tiles.filter((tile) => changeTouchesTile(nearEdge, tile, 1)).map((tile) => tile.key)).toEqual([
      '-3/0/0',
      '-3/1/0',
    ]);
    const farFromEdge = { minX: size - 300, minY: 100, maxX: size - 100, maxY: 160 };
    expect(tiles.filter((tile) => changeTouchesTile(farFromEdge, tile, 1))).toHaveLength(1);
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its capacity', () => {
    const evicted: string[] = [];
    const cache = new LruCache<string, number>(2, (_value, key) => evicted.push(key));
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(evicted).toEqual(['b']);
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('d', 4);
    expect(evicted).toEqual(['b', 'a']);
  });

  it('hands deleted and cleared entries to onEvict', () => {
    const evicted: number[] = [];
    const cache = new LruCache<string, number>(4, (value) => evicted.push(value));
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.set(key, value);
    expect(cache.deleteWhere((value) => value % 2 === 1)).toBe(2);
    expect(evicted).toEqual([1, 3]);
    cache.clear();
    expect(evicted).toEqual([1, 3, 2]);
    expect(cache.size).toBe(0);
  });
});
