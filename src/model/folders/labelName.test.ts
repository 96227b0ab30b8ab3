import { describe, expect, it } from 'vitest';
import {
  checkNewLabelName,
  displayName,
  isDuplicateLabelName,
  labelsToDelete,
  parentPath,
  planLabelRename,
} from './labelName';
import { folderMessages } from './messages';

const labels = [
  { id: 'a', name: 'Science' },
  { id: 'b', name: 'Science/Biology' },
  { id: 'c', name: 'Science/Biology/Cells' },
  { id: 'd', name: 'History' },
  { id: 'e', name: 'Sciences' },
];

describe('checkNewLabelName', () => {
  it('trims the name and each segment of a subfolder path', () => {
    expect(checkNewLabelName('  Maths ')).toEqual({ ok: true, name: 'Maths' });
    expect(checkNewLabelName(' Maths / Algebra ')).toEqual({ ok: true, name: 'Maths/Algebra' });
  });

  it.each(['', '   ', '/', ' / '])('refuses the empty name %j', (name) => {
    expect(checkNewLabelName(name)).toEqual({ ok: false, error: folderMessages.emptyName });
  });

  it.each(['a//b', '/a', 'a/', 'a/ /b'])('refuses the empty segment in %j', (name) => {
    expect(checkNewLabelName(name)).toEqual({ ok: false, error: folderMessages.emptySegment });
  });

  it('refuses a duplicate without regard to case', () => {
    expect(checkNewLabelName('history', labels)).toEqual({ ok: false, error: 'Duplicate name' });
    expect(checkNewLabelName('science / BIOLOGY', labels)).toEqual({ ok: false, error: 'Duplicate name' });
  });

  it('refuses a name over the limit', () => {
    expect(checkNewLabelName('x'.repeat(201)).ok).toBe(false);
  });
});

describe('planLabelRename', () => {
  it('refuses a slash, an empty name and an unknown folder', () => {
    expect(planLabelRename('d', 'A/B', labels)).toEqual({ ok: false, error: folderMessages.slashInName });
    expect(planLabelRename('d', '  ', labels)).toEqual({ ok: false, error: folderMessages.emptyName });
    expect(planLabelRename('zz', 'x', labels)).toEqual({ ok: false, error: folderMessages.notFound });
  });

  it('refuses a case-insensitive duplicate, but allows a change of case of the same folder', () => {
    expect(planLabelRename('d', 'SCIENCE', labels)).toEqual({ ok: false, error: 'Duplicate name' });
    expect(planLabelRename('d', 'HISTORY', labels)).toEqual({
      ok: true,
      renames: [{ id: 'd', name: 'HISTORY' }],
    });
  });

  it('renames the last segment and moves the subfolders along, but not a folder that only shares a prefix', () => {
    expect(planLabelRename('a', ' Physics ', labels)).toEqual({
      ok: true,
      renames: [
        { id: 'a', name: 'Physics' },
        { id: 'b', name: 'Physics/Biology' },
        { id: 'c', name: 'Physics/Biology/Cells' },
      ],
    });
    expect(planLabelRename('b', 'Zoology', labels)).toEqual({
      ok: true,
      renames: [
        { id: 'b', name: 'Science/Zoology' },
        { id: 'c', name: 'Science/Zoology/Cells' },
      ],
    });
  });
});

describe('paths', () => {
  it('splits parent and display name', () => {
    expect(parentPath('Science/Biology/Cells')).toBe('Science/Biology');
    expect(parentPath('Science')).toBe('');
    expect(displayName('Science/Biology')).toBe('Biology');
    expect(displayName('Science')).toBe('Science');
  });

  it('finds duplicates except the folder itself', () => {
    expect(isDuplicateLabelName('history', labels)).toBe(true);
    expect(isDuplicateLabelName('history', labels, 'd')).toBe(false);
  });

  it('deletes a folder with its subfolders only', () => {
    expect(labelsToDelete('a', labels)).toEqual(['a', 'b', 'c']);
    expect(labelsToDelete('d', labels)).toEqual(['d']);
    expect(labelsToDelete('nope', labels)).toEqual([]);
  });
});

describe('folderMessages', () => {
  it('words the move confirmation as the spec does', () => {
    expect(folderMessages.mapsMoved(3, 'Biology')).toBe("3 map(s) has been moved to folder 'Biology'");
  });
});
