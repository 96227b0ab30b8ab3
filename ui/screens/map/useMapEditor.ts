import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  apolloMapPersistence,
  apolloUserNotesPersistence,
  loadMapRecord,
  newMapPersistence,
} from '../../../src/api/graphql/mapPersistence';
import type { OfflineCache } from '../../../src/api/offline/OfflineCache';
import { offlineMapLoader, offlinePersistence } from '../../../src/api/offline/offlineMaps';
import type { EditorPersistence, LoadMapRecord } from '../../../src/api/persistence';
import { browserSandboxDraft } from '../../../src/api/sandbox/sandboxDraft';
import { newId } from '../../../src/model/ids';
import { storedMapDocument } from '../../../src/model/map/stored';
import { MapDocumentStore } from '../../../src/stores/MapDocumentStore';
import { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { SandboxKeeper } from '../../../src/stores/SandboxKeeper';
import { SANDBOX_MAP_ID, sandboxMapRecord } from '../../../src/stores/sandboxMap';
import { TruthSync } from '../../../src/stores/TruthSync';
import { UserNotesStore } from '../../../src/stores/UserNotesStore';
import { whenMapDrawn } from '../../map/mapDrawn';
import { startTruthWorker } from '../../map/truthWorker';
import { useAnalytics } from '../../shell/analytics';

/**
 * A stored map, loaded from and saved to the server; with `courseId`, as that course opens it to the
 * viewer (view rights only: nothing is saved).
 */
export function useMapEditor(mapId: string, courseId: string | null = null): MapEditorStore {
  const client = useApolloClient();
  return useEditorStores(
    mapId,
    (id) => loadMapRecord(client, id, courseId),
    courseId === null ? apolloMapPersistence(client) : null,
  );
}

/** The signed-in user's own notes on a stored map, loaded when the user note panel first shows them. */
export function useUserNotes(mapId: string): UserNotesStore {
  const client = useApolloClient();
  const [notes] = useState(() => new UserNotesStore(mapId, apolloUserNotesPersistence(client), newId));
  return notes;
}

/** A map kept offline: loaded from and saved to the browser's cache; Save as goes to the server. */
export function useOfflineEditor(mapId: string, cache: OfflineCache): MapEditorStore {
  const client = useApolloClient();
  return useEditorStores(
    mapId,
    offlineMapLoader(cache),
    offlinePersistence(cache, apolloMapPersistence(client)),
  );
}

/**
 * The sandbox: a new map in the browser only, editable without signing in, its work kept in the browser
 * until it is discarded or saved (a signed-in user saves it as a map of their own: Save as). The keeper is
 * null where the browser keeps nothing.
 */
export function useSandboxEditor(signedIn: boolean): {
  editor: MapEditorStore;
  keeper: SandboxKeeper | null;
} {
  const client = useApolloClient();
  const [draft] = useState(browserSandboxDraft);
  const editor = useEditorStores(
    SANDBOX_MAP_ID,
    async () => sandboxMapRecord(new Date(), draft?.read() ?? null),
    null,
  );
  const [keeper] = useState(() => draft && new SandboxKeeper(editor.document, draft, storedMapDocument));
  useEffect(() => keeper?.start(), [keeper]);
  useEffect(() => {
    editor.setPersistence(signedIn ? newMapPersistence(client) : null);
  }, [editor, client, signedIn]);
  return { editor, keeper };
}

/**
 * The stores of one open map: the document, the editor around it and the truth worker keeping its truth
 * current. Made once per mounted screen; the worker stops when the map closes.
 */
function useEditorStores(
  mapId: string,
  loadRecord: LoadMapRecord,
  persistence: EditorPersistence | null,
): MapEditorStore {
  const [editor] = useState(
    () => new MapEditorStore(new MapDocumentStore(loadRecord), persistence, storedMapDocument),
  );

  useEffect(() => {
    // The map's first frame comes before the copy of the map for the worker.
    const truth = new TruthSync(editor.document, startTruthWorker(), undefined, () =>
      whenMapDrawn(editor.document),
    );
    return () => truth.dispose();
  }, [editor]);

  useEffect(() => {
    void editor.document.load(mapId);
  }, [editor, mapId]);

  const analytics = useAnalytics();
  useEffect(
    () =>
      editor.document.listen(
        () => {
          const map = editor.document.map;
          if (map) analytics.send({ name: 'load_map', label: map.name, mapId: map.id });
        },
        { origin: 'load' },
      ),
    [editor, analytics],
  );

  return editor;
}
