import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MapEngine } from '../../../engine/MapEngine';
import { resolveDeepLink } from '../../../src/model/map/deepLink';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { focusNode } from '../../panels/focusNode';
import { useStores } from '../../shell/StoreContext';

/**
 * Follows a deep link (`?nodeId=…&levelId=…`, spec 2 section 2) once the map is loaded and drawn: its
 * level is shown and its node selected and centred. Ids the map lacks are told, not followed. Once per
 * opened map: moving about afterwards is the user's.
 */
export function useDeepLink(editor: MapEditorStore, engine: MapEngine | null): void {
  const [params] = useSearchParams();
  const { notifications } = useStores();
  const followed = useRef<string | null>(null);
  const map = editor.document.map;
  const nodeId = params.get('nodeId');
  const levelId = params.get('levelId');

  useEffect(() => {
    if (!map || !engine || (!nodeId && !levelId) || followed.current === map.id) return;
    followed.current = map.id;
    const link = resolveDeepLink(map, { nodeId, levelId });
    for (const text of link.problems) notifications.notify({ alertType: 'warning', text });
    if (link.levelId !== undefined && link.levelId !== editor.levelId)
      editor.edit({ type: 'setCurrentLevel', levelId: link.levelId });
    if (link.nodeId !== undefined) focusNode(editor, engine, link.nodeId);
  }, [editor, engine, map, nodeId, levelId, notifications]);
}
