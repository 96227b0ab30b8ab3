/** Validation of a stored, imported or offline map: shape first, then references, with precise errors. */
import type { z } from 'zod';
import { loadMap } from './load';
import { OFFLINE_MAP_NOT_WELL_FORMED } from './messages';
import { isRecord } from './read';
import { findReferenceErrors } from './references';
import { storedMapSchema } from './schema';
import type { MapDocument } from './types';

/** A valid map comes back loaded; an invalid one as `path: problem` errors, e.g. `nodes[3].id: is required`. */
export type MapValidationResult = { ok: true; map: MapDocument } | { ok: false; errors: string[] };

export function validateMap(raw: unknown): MapValidationResult {
  const parsed = storedMapSchema.safeParse(raw);
  // References are only checked on a well-shaped map: loading drops what it cannot read, which would
  // shift the paths the errors name.
  if (!parsed.success)
    return { ok: false, errors: parsed.error.issues.flatMap((issue) => describeIssue(issue, [])) };
  const map = loadMap(raw);
  const errors = findReferenceErrors(map);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, map };
}

/**
 * An offline map needs an id, a name and a non-empty nodes list; failing that, the one spec message.
 * A well-formed one that fails validation gets the spec message first, then the precise errors.
 */
export function validateOfflineMap(raw: unknown): MapValidationResult {
  if (!isWellFormedOfflineMap(raw)) return { ok: false, errors: [OFFLINE_MAP_NOT_WELL_FORMED] };
  const result = validateMap(raw);
  return result.ok ? result : { ok: false, errors: [OFFLINE_MAP_NOT_WELL_FORMED, ...result.errors] };
}

function isWellFormedOfflineMap(raw: unknown): boolean {
  return (
    isRecord(raw) &&
    typeof raw.id === 'string' &&
    raw.id.length > 0 &&
    typeof raw.name === 'string' &&
    raw.name.length > 0 &&
    Array.isArray(raw.nodes) &&
    raw.nodes.length > 0
  );
}

/**
 * A union's own message only says that no option matched; when exactly one option had the input's type,
 * its issues are the precise ones.
 */
function describeIssue(issue: z.core.$ZodIssue, parentPath: readonly PropertyKey[]): string[] {
  const path = [...parentPath, ...issue.path];
  if (issue.code === 'invalid_union') {
    const matching = issue.errors.filter((issues) => !issues.every(isTopLevelTypeMismatch));
    const [only] = matching;
    if (matching.length === 1 && only) return only.flatMap((inner) => describeIssue(inner, path));
  }
  return [`${formatIssuePath(path)}: ${issue.message}`];
}

function isTopLevelTypeMismatch(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'invalid_type' && issue.path.length === 0;
}

/** ['nodes', 3, 'levels', 0, 'levelId'] reads nodes[3].levels[0].levelId; the root is 'map'. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'map';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}
