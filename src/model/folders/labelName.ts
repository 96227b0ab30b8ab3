import { folderMessages } from './messages';

/** The separator that makes a subfolder path: 'Science/Biology' is Biology inside Science. */
export const FOLDER_SEPARATOR = '/';
export const LABEL_NAME_MAX = 200;

export type LabelNameResult = { ok: true; name: string } | { ok: false; error: string };

export interface NamedLabel {
  id: string;
  name: string;
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** True when another label (not `exceptId`) has the name without regard to case. */
export function isDuplicateLabelName(
  name: string,
  labels: readonly NamedLabel[],
  exceptId?: string,
): boolean {
  return labels.some((label) => label.id !== exceptId && sameName(label.name, name));
}

/**
 * A new folder: non-empty after trim; a slash makes a subfolder path, so each segment is trimmed and
 * must be non-empty ('a//b', '/a' and 'a/' are refused). The stored name is the trimmed path.
 */
export function checkNewLabelName(raw: string, labels: readonly NamedLabel[] = []): LabelNameResult {
  const segments = raw.split(FOLDER_SEPARATOR).map((segment) => segment.trim());
  if (segments.every((segment) => segment === '')) return { ok: false, error: folderMessages.emptyName };
  if (segments.some((segment) => segment === '')) return { ok: false, error: folderMessages.emptySegment };
  const name = segments.join(FOLDER_SEPARATOR);
  if (name.length > LABEL_NAME_MAX) return { ok: false, error: folderMessages.tooLong(LABEL_NAME_MAX) };
  if (isDuplicateLabelName(name, labels)) return { ok: false, error: folderMessages.duplicateName };
  return { ok: true, name };
}

/** The parent path of a label name ('' for a top-level folder). */
export function parentPath(name: string): string {
  const index = name.lastIndexOf(FOLDER_SEPARATOR);
  return index < 0 ? '' : name.slice(0, index);
}

/** The name shown for a folder: the last segment of its path. */
export function displayName(name: string): string {
  return name.slice(name.lastIndexOf(FOLDER_SEPARATOR) + 1);
}

/** True when `name` is `ancestor` or lies below it. */
export function isWithinFolder(name: string, ancestor: string): boolean {
  return sameName(name, ancestor) || name.toLocaleLowerCase().startsWith(`${ancestor.toLocaleLowerCase()}/`);
}

export interface LabelRename {
  id: string;
  name: string;
}

export type RenamePlan = { ok: true; renames: LabelRename[] } | { ok: false; error: string };

/**
 * Renaming a folder: the new name has no slash and is non-empty after trim; it replaces the last segment
 * of the folder's path, and the folder's subfolders move along with it ('Science' renamed 'Physics'
 * makes 'Science/Optics' 'Physics/Optics'). Any resulting name that another folder already has, without
 * regard to case, refuses the whole rename with 'Duplicate name'.
 */
export function planLabelRename(labelId: string, raw: string, labels: readonly NamedLabel[]): RenamePlan {
  const label = labels.find((entry) => entry.id === labelId);
  if (!label) return { ok: false, error: folderMessages.notFound };
  const segment = raw.trim();
  if (segment === '') return { ok: false, error: folderMessages.emptyName };
  if (segment.includes(FOLDER_SEPARATOR)) return { ok: false, error: folderMessages.slashInName };
  const parent = parentPath(label.name);
  const newName = parent ? `${parent}${FOLDER_SEPARATOR}${segment}` : segment;
  if (newName.length > LABEL_NAME_MAX) return { ok: false, error: folderMessages.tooLong(LABEL_NAME_MAX) };

  const moving = labels.filter((entry) => isWithinFolder(entry.name, label.name));
  const movingIds = new Set(moving.map((entry) => entry.id));
  const renames = moving.map((entry) => ({
    id: entry.id,
    name: entry.id === label.id ? newName : `${newName}${entry.name.slice(label.name.length)}`,
  }));
  const others = labels.filter((entry) => !movingIds.has(entry.id));
  if (renames.some((rename) => isDuplicateLabelName(rename.name, others))) {
    return { ok: false, error: folderMessages.duplicateName };
  }
  return { ok: true, renames };
}

/** The folder and its subfolders: what deleting it removes (maps stay, they only leave the folders). */
export function labelsToDelete(labelId: string, labels: readonly NamedLabel[]): string[] {
  const label = labels.find((entry) => entry.id === labelId);
  if (!label) return [];
  return labels.filter((entry) => isWithinFolder(entry.name, label.name)).map((entry) => entry.id);
}
