import type { ReactNode } from 'react';
import { TopBarMenus } from '../../shell/TopBarMenus';
import { BackToMapLink } from './BackToMapLink';
import { MapHeader } from './MapHeader';

/**
 * The header of a screen where a learner studies a map (answering its quiz, recall, flashcards): the
 * map's name and the activity, the way back to the map, the app's menus; below, what the screen adds.
 */
export function StudyHeader({
  mapId,
  mapName,
  activity,
  children = null,
}: {
  mapId: string;
  mapName: string;
  activity: string;
  children?: ReactNode;
}) {
  return (
    <MapHeader
      title={mapName}
      modeLabel={activity}
      end={<TopBarMenus mapId={mapId} connectionRequired={false} />}
      panels={<BackToMapLink />}
    >
      {children}
    </MapHeader>
  );
}
