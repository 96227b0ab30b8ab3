/**
 * The live session of a map open at `/{id}/liveedit` (issue 24): joined while the route is open, the
 * editor editing and saving through it, the session kept (locked, not signed out) if it expires meanwhile.
 */
import { useEffect, useState } from 'react';
import { openLiveChannel } from '../../src/api/live/liveChannel';
import { LiveEditSession } from '../../src/stores/LiveEditSession';
import type { MapEditorStore } from '../../src/stores/MapEditorStore';
import { useStores } from '../shell/StoreContext';

export function useLiveEdit(editor: MapEditorStore, mapId: string, active: boolean): LiveEditSession | null {
  const { auth, session, notifications } = useStores();
  const [live, setLive] = useState<LiveEditSession | null>(null);
  const loaded = editor.document.state.status === 'ready';
  const userId = auth.user?.id;

  useEffect(() => {
    if (!active || !loaded || !userId) return;
    const joined = new LiveEditSession({
      document: editor.document,
      mapId,
      userId,
      openChannel: (options) => openLiveChannel({ ...options, refreshSession: () => session.refresh() }),
      notify: (alert) => notifications.notify(alert),
    });
    editor.attachLive(joined);
    auth.keepSessionOnExpiry(true);
    setLive(joined);
    return () => {
      editor.attachLive(null);
      auth.keepSessionOnExpiry(false);
      joined.dispose();
      setLive(null);
    };
  }, [active, loaded, userId, editor, mapId, auth, session, notifications]);

  return live;
}
