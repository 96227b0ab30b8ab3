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

export interface MapActions {
  /** Bookmarks or unbookmarks a map; the table shows the change before the server answers. */
  setBookmarked: (map: MapSummary, on: boolean) => Promise<void>;
  /** Archives or restores a map (it leaves the view at once, and comes back if the server refuses). */
  setArchived: (map: MapSummary, on: boolean) => Promise<void>;
  /** Moves maps into a folder (null: out of every folder); true when done, with the confirmation shown. */
  moveMaps: (maps: readonly MapSummary[], label: Label | null) => Promise<boolean>;
}

/** The maps table's actions on maps, through the GraphQL mutations of spec 1 section 7. */
export function useMapActions(): MapActions {
  const { notifications } = useStores();
  const showError = useErrorNotice();
  const [addUserTagToMaps] = useMutation(ADD_USER_TAG_TO_MAPS);
  const [removeUserTagFromMaps] = useMutation(REMOVE_USER_TAG_FROM_MAPS);
  const [moveMapsToLabel] = useMutation(MOVE_MAPS_TO_LABEL);

  return useMemo(() => {
    /** The tag on or off, answered at once from the cache (Apollo's optimistic layer) and then by the server. */
    const setTag = async (map: MapSummary, tag: UserTag, on: boolean, errorName: string) => {
      // The map came from the cache, so it carries its __typename and those of its nested objects.
      const optimistic = [{ ...map, userTags: withUserTag(map.userTags, tag, on) }];
      const variables = { mapIds: [map.id], tag };
      try {
        if (on) {
          await addUserTagToMaps({ variables, optimisticResponse: { addUserTagToMaps: optimistic } });
        } else {
          await removeUserTagFromMaps({
            variables,
            optimisticResponse: { removeUserTagFromMaps: optimistic },
          });
        }
      } catch (error) {
        showError(errorName, error);
      }
    };
    return {
      setBookmarked: (map, on) => setTag(map, 'Bookmarked', on, mapsStrings.errors.bookmark),
      setArchived: (map, on) => setTag(map, 'Archived', on, mapsStrings.errors.archive),
      moveMaps: async (maps, label) => {
        try {
          await moveMapsToLabel({
            variables: { mapIds: maps.map((map) => map.id), labelId: label?.id ?? null },
          });
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
  }, [addUserTagToMaps, removeUserTagFromMaps, moveMapsToLabel, notifications, showError]);
}
