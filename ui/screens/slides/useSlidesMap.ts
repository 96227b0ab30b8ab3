import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { loadMapRecord } from '../../../src/api/graphql/mapPersistence';
import { MapDocumentStore } from '../../../src/stores/MapDocumentStore';

/**
 * A stored map, read to be shown: the map screen's document store and loader (rights, a reader's own
 * additions laid over the author's map), without the editor, its truth worker or saving; with `courseId`,
 * as that course opens it.
 */
export function useSlidesMap(mapId: string, courseId: string | null = null): MapDocumentStore {
  const client = useApolloClient();
  const [document] = useState(() => new MapDocumentStore((id) => loadMapRecord(client, id, courseId)));
  useEffect(() => {
    void document.load(mapId);
  }, [document, mapId]);
  return document;
}
