/**
 * Maps over GraphQL: the server side of MapEditorStore (src/stores/MapEditorStore.ts) and of the user's
 * own notes on a map (src/stores/UserNotesStore.ts).
 */
import type { ApolloClient } from '@apollo/client';
import type { MapDocumentRecord, MapRecord } from '../../model/map/record';
import {
  type EditorPersistence,
  type MapPersistence,
  USER_NOTES_STORE_MESSAGES,
  type UserNotesPersistence,
} from '../persistence';
import { callForData } from './errors';
import { CREATE_MAP, MAP_DOCUMENT, MAP_RECORD, SAVE_MAP, SAVE_MAP_AS } from './mapDocument';
import { takePrefetchedMap } from './mapPrefetch';
import { SAVE_USER_ADDITIONS } from './personalisation';
import { SAVE_USER_NOTES, USER_NOTES } from './userNotes';

const MESSAGES = {
  loadFailed: 'Unable to load the map.',
  saveFailed: 'The map could not be saved.',
  createFailed: 'The map could not be created.',
} as const;

/**
 * Mutations sending a map's document leave their answer out of the client's cache: nothing reads a
 * MapDocument from it (the editor holds the map; loads are no-cache too), and the cache keys a mutation's
 * answer by its arguments, stringifying the whole document with sorted keys (seconds at 50k nodes).
 */
const DOCUMENT_MUTATION = { fetchPolicy: 'no-cache' } as const;

/**
 * The map with its document: the one a page load prefetched for it, or asked for now. With `courseId`,
 * the map as that course opens it to the viewer (a course route; never prefetched, which asks for the map
 * itself).
 */
export async function loadMapRecord(
  client: ApolloClient,
  mapId: string,
  courseId: string | null = null,
): Promise<MapDocumentRecord> {
  const prefetched = courseId === null ? await takePrefetchedMap(mapId) : null;
  if (prefetched) return prefetched;
  return callForData(
    async () =>
      (
        await client.query({
          query: MAP_DOCUMENT,
          variables: { mapId, courseId },
          fetchPolicy: 'no-cache',
        })
      ).data?.map,
    MESSAGES.loadFailed,
  );
}

/** The map's record alone (its version and the user's rights), without reading its document. */
export function loadMapRecordFields(client: ApolloClient, mapId: string): Promise<MapRecord> {
  return callForData(
    async () =>
      (await client.query({ query: MAP_RECORD, variables: { mapId }, fetchPolicy: 'no-cache' })).data?.map,
    MESSAGES.loadFailed,
  );
}

/** A new map owned by the user: empty, or holding `document` (a stored map, e.g. a template's). */
export function createMapRecord(
  client: ApolloClient,
  variables: { name: string; document: unknown },
): Promise<MapRecord> {
  return callForData(
    async () =>
      (await client.mutate({ mutation: CREATE_MAP, variables, ...DOCUMENT_MUTATION })).data?.createMap,
    MESSAGES.createFailed,
  );
}

export function apolloMapPersistence(client: ApolloClient): MapPersistence {
  return {
    save: (variables) =>
      callForData(
        async () =>
          (await client.mutate({ mutation: SAVE_MAP, variables, ...DOCUMENT_MUTATION })).data?.saveMap,
        MESSAGES.saveFailed,
      ),
    saveAs: (variables) =>
      callForData(
        async () =>
          (await client.mutate({ mutation: SAVE_MAP_AS, variables, ...DOCUMENT_MUTATION })).data?.saveMapAs,
        MESSAGES.saveFailed,
      ),
    saveAdditions: async (variables) => {
      await callForData(
        async () =>
          (await client.mutate({ mutation: SAVE_USER_ADDITIONS, variables, ...DOCUMENT_MUTATION })).data
            ?.saveUserAdditions,
        MESSAGES.saveFailed,
      );
    },
  };
}

/** A map of the browser's own (the sandbox): nothing stored to save over; Save as creates a new map. */
export function newMapPersistence(client: ApolloClient): EditorPersistence {
  return { saveAs: ({ name, document }) => createMapRecord(client, { name, document }) };
}

export function apolloUserNotesPersistence(client: ApolloClient): UserNotesPersistence {
  return {
    load: async (mapId) =>
      (
        await callForData(
          async () =>
            (
              await client.query({ query: USER_NOTES, variables: { mapId }, fetchPolicy: 'no-cache' })
            ).data?.userNotes,
          USER_NOTES_STORE_MESSAGES.loadFailed,
        )
      ).notes,
    save: async (mapId, notes) => {
      await callForData(
        async () =>
          (await client.mutate({ mutation: SAVE_USER_NOTES, variables: { mapId, notes } })).data
            ?.saveUserNotes,
        USER_NOTES_STORE_MESSAGES.saveFailed,
      );
    },
  };
}
