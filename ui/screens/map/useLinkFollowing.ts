/**
 * Following links on an open map (spec 2 sections 2 and 3): a node link goes to its node, a link to a
 * map of the app opens it, and a node's map link opens what it names (`mapLinkTarget`): its map, or the
 * presentation or lesson it names replayed standalone over that map (spec 3 section 2.1).
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MapEngine } from '../../../engine/MapEngine';
import type { EditResult } from '../../../src/model/actions/types';
import { DEEP_LINK_MESSAGES } from '../../../src/model/map/deepLink';
import { mapLinkTarget } from '../../../src/model/map/mapLink';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { focusNode } from '../../panels/focusNode';
import type { PanelLinks } from '../../panels/links';

export function useLinkFollowing(
  editor: MapEditorStore,
  engine: MapEngine | null,
  report: (result: EditResult | null) => void,
): PanelLinks {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      followNode: (nodeId) =>
        report(focusNode(editor, engine, nodeId) ?? { ok: false, error: DEEP_LINK_MESSAGES.noNode(nodeId) }),
      openMap: (path) => navigate(path),
      followMapLink: (link) => {
        const target = mapLinkTarget(link);
        if (target.kind === 'open') navigate(target.path);
      },
    }),
    [editor, engine, report, navigate],
  );
}

/**
 * In review a click on a linked node goes where it links (spec 2 section 3); while editing, a click only
 * selects, so the link can be changed.
 */
export function followLinkedNode(
  editor: MapEditorStore,
  links: PanelLinks,
  nodeIds: readonly string[],
): void {
  if (editor.canEdit || nodeIds.length !== 1) return;
  const node = editor.document.map?.nodes.get(nodeIds[0] ?? '');
  if (node?.mapLink) links.followMapLink(node.mapLink);
}
