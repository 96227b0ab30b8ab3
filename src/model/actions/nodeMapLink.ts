/** A node's link to another map, presentation or lesson (spec 2 section 3: mapLink {mapId, linkType, secondaryId}). */
import { LINK_TYPES, type LinkType } from '../map/constants';
import type { MapLink } from '../map/node';
import type { MapDocument } from '../map/types';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { updateNode } from './nodeUpdate';
import { fail } from './result';
import type { ActionResult, SetNodeMapLinkAction } from './types';

/** Actions arrive from other clients and recordings too, so the link's shape is checked, not trusted. */
export function isMapLink(value: unknown): value is MapLink {
  if (typeof value !== 'object' || value === null) return false;
  const { mapId, linkType, secondaryId } = value as Record<string, unknown>;
  return (
    typeof mapId === 'string' &&
    mapId !== '' &&
    LINK_TYPES.includes(linkType as LinkType) &&
    (secondaryId === undefined || typeof secondaryId === 'string')
  );
}

export function setNodeMapLink(map: MapDocument, action: SetNodeMapLinkAction): ActionResult {
  const { mapLink } = action;
  if (mapLink !== null && !isMapLink(mapLink)) return fail(MESSAGES.notMapLink);
  return updateNode(map, action.nodeId, (node) => {
    const { mapLink: previous, ...rest } = node;
    return {
      node: mapLink === null ? rest : { ...rest, mapLink },
      inverse: { type: 'setNodeMapLink', nodeId: node.id, mapLink: previous ?? null },
    };
  });
}
