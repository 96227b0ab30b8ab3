import type { MapDocument } from '../../src/model/map/types';
import type { BackgroundImage } from '../render/backgroundLayer';

/** The background image of the level on screen, over the map's workspace; null when it has none. */
export function levelBackgroundOf(
  map: Pick<MapDocument, 'levels' | 'workspaceBounds'>,
  levelId: number,
): BackgroundImage | null {
  const url = map.levels.find((level) => level.id === levelId)?.backgroundImage;
  return url ? { url, bounds: map.workspaceBounds } : null;
}
