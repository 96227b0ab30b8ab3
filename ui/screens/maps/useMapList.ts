import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { MAPS, type MapSummary } from '../../../src/api/graphql';

export interface MapList {
  /** Every map the user can see, with local changes applied; undefined until the first answer. */
  maps: readonly MapSummary[] | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
  /** Shows these versions of maps at once (an optimistic change, or the server's answer to one). */
  apply: (changed: readonly MapSummary[]) => void;
  /** Drops local versions of these maps, back to what the server last listed. */
  revert: (mapIds: readonly string[]) => void;
}

/**
 * The user's maps, kept out of Apollo's normalised cache: writing and reading 10,000 summaries through it
 * took over a second, the plain answer takes a few milliseconds. Changes the table makes are kept here as
 * per-map versions laid over the list, so one bookmark re-renders one row's data, not the cache.
 */
export function useMapList(): MapList {
  const query = useQuery(MAPS, { fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: false });
  const [local, setLocal] = useState<ReadonlyMap<string, MapSummary>>(() => new Map());
  const listed = query.data?.maps;

  const maps = useMemo(() => {
    if (listed === undefined || local.size === 0) return listed;
    return listed.map((map) => local.get(map.id) ?? map);
  }, [listed, local]);

  const apply = useCallback((changed: readonly MapSummary[]) => {
    setLocal((current) => {
      const next = new Map(current);
      for (const map of changed) next.set(map.id, map);
      return next;
    });
  }, []);
  const revert = useCallback((mapIds: readonly string[]) => {
    setLocal((current) => {
      const next = new Map(current);
      for (const id of mapIds) next.delete(id);
      return next;
    });
  }, []);
  const { refetch } = query;
  const refresh = useCallback(async () => {
    const result = await refetch();
    // The fresh list has every change the server made; local versions would only hide later ones.
    setLocal(new Map());
    return result;
  }, [refetch]);

  return { maps, error: query.error, refetch: refresh, apply, revert };
}
