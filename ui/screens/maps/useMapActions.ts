import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  ADD_USER_TAG_TO_MAPS,
  type Label,
  type MapSummary,
  MOVE_MAPS_TO_LABEL,
  REMOVE_USER_TAG_FROM_MAPS,
  type UserTag,
} from '../../../src/api/graphql';
import { withUserTag } from '../../../src/model/mapList/summary';
import { useStores } from '../../shell/StoreContext';
import { useErrorNotice } from './errors';
import { mapsStrings } from './strings';
import type { MapList } from './useMapList';

export interface MapActions {
  /** Bookmarks or unbookmarks a map; the table shows the change before the server answers. */
  setBookmarked: (map: MapSummary, on: boolean) => Promise<void>;
  /** Archives or restores a map (it leaves the view at once, and comes back if the server refuses). */
  setArchived: (map: MapSummary, on: boolean) => Promise<void>;
  /** Moves maps into a folder (null: out of every folder); true when done, with the confirmation shown. */
  moveMaps: (maps: readonly MapSummary[], label: Label | null) => Promise<boolean>;
}

/**
 * The maps table's actions on maps, through the GraphQL mutations of spec 1 section 7. Changes show in
 * the list at once (`list.apply`), then the server's answer replaces them, or a refusal reverts them.
 */
export function useMapActions(list: Pick<MapList, 'apply' | 'revert'>): MapActions {
  const { notifications } = useStores();
  const showError = useErrorNotice();
  // The answers go to the list, not the cache (see useMapList).
  const [addUserTagToMaps] = useMutation(ADD_USER_TAG_TO_MAPS, { fetchPolicy: 'no-cache' });
  const [removeUserTagFromMaps] = useMutation(REMOVE_USER_TAG_FROM_MAPS, { fetchPolicy: 'no-cache' });
  const [moveMapsToLabel] = useMutation(MOVE_MAPS_TO_LABEL, { fetchPolicy: 'no-cache' });
  const { apply, revert } = list;

  return useMemo(() => {
    /** The tag on or off: shown at once, then as the server answered, or back as it was. */
    const setTag = async (map: MapSummary, tag: UserTag, on: boolean, errorName: string) => {
      apply([{ ...map, userTags: withUserTag(map.userTags, tag, on) }]);
      const variables = { mapIds: [map.id], tag };
      try {
        const { data } = on
          ? await addUserTagToMaps({ variables }).then(({ data }) => ({ data: data?.addUserTagToMaps }))
          : await removeUserTagFromMaps({ variables }).then(({ data }) => ({
              data: data?.removeUserTagFromMaps,
            }));
        if (data) apply(data);
      } catch (error) {
        revert([map.id]);
        showError(errorName, error);
      }
    };
    return {
      setBookmarked: (map, on) => setTag(map, 'Bookmarked', on, mapsStrings.errors.bookmark),
      setArchived: (map, on) => setTag(map, 'Archived', on, mapsStrings.errors.archive),
      moveMaps: async (maps, label) => {
        try {
          const { data } = await moveMapsToLabel({
            variables: { mapIds: maps.map((map) => map.id), labelId: label?.id ?? null },
          });
          if (data) apply(data.moveMapsToLabel);
        } catch (error) {
          showError(mapsStrings.errors.movingMap, error);
          return false;
        }
        notifications.notify({
          alertType: 'success',
          topic: 'maps',
          text: label
            ? mapsStrings.mapsMoved(maps.length, label.name)
            : mapsStrings.mapsUncategorised(maps.length),
        });
        return true;
      },
    };
  }, [addUserTagToMaps, removeUserTagFromMaps, moveMapsToLabel, notifications, showError, apply, revert]);
}
