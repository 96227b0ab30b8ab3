import { describe, expect, it } from 'vitest';
import { readOutline } from '../courses/outline';
import { applyAction } from './apply';
import { dropMove, outlineRows, putEntry, removeEntry, stepMove } from './outlineEdits';
import { makeMap } from './testMaps';
import type { DocumentAction } from './types';

const recall = (id: string) => ({ id, type: 'recall', name: id, tags: ['t1'] });
const module = (id: string, items: unknown[]) => ({ id, type: 'module', name: id, items, colour: 'kept' });
const map = makeMap({
  tags: [{ id: 't1', description: 'One', selected: false }],
  courseItems: [recall('a'), module('m', [recall('x'), recall('y')]), recall('b'), module('n', [])],
});

/** The outline as 'a m[x y] b n[]' after the action. */
function outlineAfter(action: DocumentAction | null): string {
  if (action === null) return 'none';
  const result = applyAction(map, action);
  if (!result.ok) throw new Error(result.error);
  return readOutline(result.map.courseItems)
    .map((entry) =>
      entry.type === 'module' && 'items' in entry
        ? `${entry.id}[${entry.items.map((item) => item.id).join(' ')}]`
        : entry.id,
    )
    .join(' ');
}

describe('putEntry and removeEntry', () => {
  it('add, change and remove entries at the top level and in a module, keeping stored fields', () => {
    expect(outlineAfter(putEntry(map, recall('c'), null))).toBe('a m[x y] b n[] c');
    expect(outlineAfter(putEntry(map, recall('c'), 'n'))).toBe('a m[x y] b n[c]');
    expect(outlineAfter(putEntry(map, { ...recall('x'), name: 'X' }, 'm'))).toBe('a m[x y] b n[]');
    expect(outlineAfter(removeEntry(map, 'x', 'm'))).toBe('a m[y] b n[]');
    expect(outlineAfter(removeEntry(map, 'm', null))).toBe('a b n[]');
    const renamed = putEntry(map, { id: 'm', type: 'module', name: 'Part one' }, null);
    expect(renamed?.item).toMatchObject({
      name: 'Part one',
      colour: 'kept',
      items: [recall('x'), recall('y')],
    });
    expect(putEntry(map, recall('c'), 'gone')).toBeNull();
  });
});

describe('stepMove', () => {
  it('moves an item through its list, into a module it meets and out at either end', () => {
    expect(outlineAfter(stepMove(map, 'a', 1))).toBe('m[a x y] b n[]');
    expect(outlineAfter(stepMove(map, 'a', -1))).toBe('none');
    expect(outlineAfter(stepMove(map, 'x', 1))).toBe('a m[y x] b n[]');
    expect(outlineAfter(stepMove(map, 'x', -1))).toBe('a x m[y] b n[]');
    expect(outlineAfter(stepMove(map, 'y', 1))).toBe('a m[x] y b n[]');
    expect(outlineAfter(stepMove(map, 'b', -1))).toBe('a m[x y b] n[]');
    expect(outlineAfter(stepMove(map, 'b', 1))).toBe('a m[x y] n[b]');
  });

  it('moves a module past its neighbours', () => {
    expect(outlineAfter(stepMove(map, 'm', -1))).toBe('m[x y] a b n[]');
    expect(outlineAfter(stepMove(map, 'm', 1))).toBe('a b m[x y] n[]');
    expect(outlineAfter(stepMove(map, 'n', 1))).toBe('none');
  });
});

describe('dropMove', () => {
  const rows = outlineRows(readOutline(map.courseItems));

  it('lists modules followed by their items', () => {
    expect(rows.map((row) => `${row.id}:${row.moduleId ?? '-'}`)).toEqual([
      'a:-',
      'm:-',
      'x:m',
      'y:m',
      'b:-',
      'n:-',
    ]);
  });

  it('drops an item into the module of the row it follows, or at the top level', () => {
    expect(outlineAfter(dropMove(rows, 'a', 'x'))).toBe('m[x a y] b n[]');
    expect(outlineAfter(dropMove(rows, 'b', 'x'))).toBe('a m[b x y] n[]');
    expect(outlineAfter(dropMove(rows, 'x', 'b'))).toBe('a m[y] b x n[]');
    expect(outlineAfter(dropMove(rows, 'a', 'n'))).toBe('m[x y] b n[a]');
    expect(outlineAfter(dropMove(rows, 'x', 'y'))).toBe('a m[y x] b n[]');
    // Dragged left at the module's end: out of it.
    expect(outlineAfter(dropMove(rows, 'x', 'y', true))).toBe('a m[y] x b n[]');
    expect(dropMove(rows, 'x', 'x')).toBeNull();
  });

  it('drops a module among the top-level entries, its items with it', () => {
    expect(outlineAfter(dropMove(rows, 'm', 'b'))).toBe('a b m[x y] n[]');
    expect(outlineAfter(dropMove(rows, 'n', 'x'))).toBe('a n[] m[x y] b');
    expect(dropMove(rows, 'm', 'y')).toBeNull();
  });
});
