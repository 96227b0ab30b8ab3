/**
 * Where links go (spec 2 sections 2 and 3): a node's map link, and a link in rich text that names a map
 * of this app. Both open the map inside the app rather than in a new tab.
 */
import { PRESENTATION_TYPE, type PresentationType, SUB_MODE } from '../presentation/constants';
import { APP_BASE_PATH } from '../version';
import type { MapLink } from './node';
import { mapIdOfAppPath } from './routes';

/**
 * What following a node's map link does: open its route below the app's base path (spec 3 section 2.1):
 * a presentation or lesson it names replayed standalone over its map, or, for a map link or a
 * presentation or lesson link that names none (`secondaryId`), the linked map itself; nothing for none.
 */
export type MapLinkTarget = { kind: 'open'; path: string } | { kind: 'none' };

export function mapLinkTarget(link: MapLink | undefined): MapLinkTarget {
  if (link === undefined || link.linkType === 'none' || link.mapId === '') return { kind: 'none' };
  const mapPath = `/${encodeURIComponent(link.mapId)}`;
  if (link.linkType === 'map' || !link.secondaryId) return { kind: 'open', path: mapPath };
  return {
    kind: 'open',
    path: `${mapPath}/${link.linkType}/${encodeURIComponent(link.secondaryId)}/${SUB_MODE.STANDALONE}`,
  };
}

/**
 * The presentation types a link of this type may name: a lesson link a lesson, a presentation link a
 * standard presentation. Model answers (deprecated, spec 3 section 3) are not offered: each belongs to
 * its question and is shown with that question's feedback, not opened from a node. A link made earlier
 * to one still opens it and is named (see `linkedPresentationChoices`).
 */
const LINKABLE_TYPES: Record<'presentation' | 'lesson', PresentationType> = {
  presentation: PRESENTATION_TYPE.STANDARD,
  lesson: PRESENTATION_TYPE.LESSON,
};

/**
 * The presentations a presentation or lesson link may choose from a map's (`mapSummary`), and whether
 * the one it names now (`secondaryId`) is gone from the map; a presentation it names that the list
 * leaves out by type stays among the choices.
 */
export function linkedPresentationChoices<P extends { id: string; type: PresentationType }>(
  presentations: readonly P[],
  linkType: 'presentation' | 'lesson',
  secondaryId: string | undefined,
): { choices: P[]; missing: boolean } {
  const choices = presentations.filter(
    (presentation) => presentation.type === LINKABLE_TYPES[linkType] || presentation.id === secondaryId,
  );
  const missing =
    secondaryId !== undefined && !choices.some((presentation) => presentation.id === secondaryId);
  return { choices, missing };
}

/**
 * The route below the app's base path that a link's address opens when it is a map of this app, served
 * from `origin` (its mode and deep-link query kept); null for any other address.
 */
export function appMapPath(url: string, origin: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  const prefix = `${APP_BASE_PATH}/`;
  if (parsed.origin !== origin || !parsed.pathname.startsWith(prefix)) return null;
  const path = parsed.pathname.slice(APP_BASE_PATH.length);
  return mapIdOfAppPath(path) === null ? null : `${path}${parsed.search}`;
}
