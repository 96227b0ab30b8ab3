import { describe, expect, it } from 'vitest';
import { FOLDER_SEARCH_DEBOUNCE_MS, searchFolders } from './folderSearch';

const labels = [
  { id: 'b', name: 'Science/Biology' },
  { id: 'h', name: 'History' },
  { id: 's', name: 'Science' },
];

describe('searchFolders', () => {
  it('keeps every folder, by path, for a blank query', () => {
    expect(searchFolders(labels, '  ').map((label) => label.id)).toEqual(['h', 's', 'b']);
  });

  it('matches any part of the path without regard to case', () => {
    expect(searchFolders(labels, 'BIO').map((label) => label.id)).toEqual(['b']);
    expect(searchFolders(labels, 'sci').map((label) => label.id)).toEqual(['s', 'b']);
    expect(searchFolders(labels, 'nothing')).toEqual([]);
  });

  it('waits a second after typing (spec 1 section 9)', () => {
    expect(FOLDER_SEARCH_DEBOUNCE_MS).toBe(1000);
  });
});
