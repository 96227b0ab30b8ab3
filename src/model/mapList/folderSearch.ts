/** The folder search of the 'move to folder' dialog (spec 1 section 9: debounced 1000 ms). */
import type { NamedLabel } from '../folders/labelName';

/** How long the move dialog waits after typing before it filters the folders. */
export const FOLDER_SEARCH_DEBOUNCE_MS = 1000;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The folders whose path contains the query, without regard to case (a blank query keeps all), sorted
 * by path so subfolders follow their parents.
 */
export function searchFolders<T extends NamedLabel>(labels: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  const found = needle ? labels.filter((label) => label.name.toLocaleLowerCase().includes(needle)) : labels;
  return [...found].sort((a, b) => collator.compare(a.name, b.name));
}
