import { useEffect, useState } from 'react';
import { watchMapUpdates } from '../../../src/api/realtime/mapUpdates';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { NewerVersionStore } from '../../../src/stores/NewerVersionStore';

/** Follows the stored map on the realtime socket while `follows` (not in a live session: it has its own). */
export function useNewerVersion(editor: MapEditorStore, mapId: string, follows: boolean): NewerVersionStore {
  const [store] = useState(() => new NewerVersionStore(editor));
  useEffect(() => {
    if (!follows) return;
    return watchMapUpdates(
      mapId,
      (update) => store.heard(update),
      (following) => store.setFollowing(following),
    );
  }, [store, mapId, follows]);
  return store;
}
