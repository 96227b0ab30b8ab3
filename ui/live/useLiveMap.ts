/**
 * Everything live edit adds to an open map, in one place for the map screen: the session, the members'
 * presence on the canvas, the marks of their recent changes, and the way back once the session ends.
 */
import { useEffect } from 'react';
import type { MapEngine } from '../../engine/MapEngine';
import type { PresenceMember } from '../../src/model/live/presence';
import type { LiveEditSession } from '../../src/stores/LiveEditSession';
import type { MapEditorStore } from '../../src/stores/MapEditorStore';
import { useStores } from '../shell/StoreContext';
import { useChangeMarks } from './useChangeMarks';
import { useLiveEdit } from './useLiveEdit';
import { usePresence } from './usePresence';

export interface LiveMapOptions {
  editor: MapEditorStore;
  mapId: string;
  engine: MapEngine | null;
  /** The live-edit route is open. */
  active: boolean;
  /** The session ended: the screen leaves the live-edit route (the map is reloaded as saved). */
  onEnded: () => void;
}

export function useLiveMap({ editor, mapId, engine, active, onEnded }: LiveMapOptions): {
  live: LiveEditSession | null;
  members: PresenceMember[];
} {
  const { auth } = useStores();
  const live = useLiveEdit(editor, mapId, active);
  const members = usePresence(live, editor.document, engine, auth.user);
  useChangeMarks(live ? editor.document : null, engine);
  const ended = live?.status === 'ended';
  useEffect(() => {
    if (!ended) return;
    onEnded();
    void editor.document.load(mapId);
  }, [ended, onEnded, editor, mapId]);
  return { live, members };
}
