import { reaction } from 'mobx';
import { useEffect } from 'react';
import type { MapEngine } from '../../../engine/MapEngine';
import { uploadMapThumbnail } from '../../../src/api/media/mapThumbnail';
import { MAP_THUMBNAIL_SIZE } from '../../../src/model/map/thumbnail';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';

/**
 * Each time the map is saved to the server, the engine draws the whole map small and sends it as the
 * map's thumbnail (the maps table, recent maps and class resources show it). A thumbnail that fails to go
 * only leaves the last one in place: the save itself has succeeded, so it is not reported as an error.
 */
export function useThumbnailOnSave(editor: MapEditorStore, engine: MapEngine | null, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !engine) return;
    return reaction(
      () => editor.saveState,
      (state) => {
        const mapId = editor.document.record?.id;
        if (state.status !== 'saved' || !mapId) return;
        uploadMapThumbnail(mapId, engine.thumbnail(MAP_THUMBNAIL_SIZE)).catch((error: unknown) =>
          console.warn('The map thumbnail was not stored', error),
        );
      },
    );
  }, [editor, engine, enabled]);
}
