/**
 * What one change to the open map does to the scene on screen, decided without touching the engine: a whole
 * new scene (another level on screen, a load, an action that restyles everything), or the views of the ids
 * it touched, with the workspace bounds when it replaced them. The canvas applies it (`ui/map/MapCanvas.tsx`);
 * a property test holds it to the scene of the final map (`ui/map/sceneFollowing.test.ts`).
 */
import type { MapChange } from '../../src/model/changes/stream';
import type { WorkspaceBounds } from '../../src/model/map/types';
import { type ChangedViews, changedViews, type MapViewInput } from './fromMap';
import { redrawsWholeSceneOf } from './sceneChanges';

export type SceneUpdate =
  | { kind: 'whole' }
  | {
      kind: 'views';
      /** New bounds, when the change replaced them (paste, bulk add and add children grow them). */
      workspaceBounds: WorkspaceBounds | undefined;
      /** Undefined when it touched no node or connection. */
      views: ChangedViews | undefined;
    };

/**
 * A replayed state (a presentation's seek or step) touching more ids than this share of the map's nodes is
 * drawn as a whole new scene, as hiding or showing every node is (sceneChanges.ts): the views of thousands
 * of ids route every connection at once, where a new scene routes what is on screen first and the rest
 * between frames (bench/model/presentationSeek.ts: a seek showing every node of a 10k-node map again).
 */
export const REPLAY_WHOLE_SCENE_SHARE = 0.25;

/** `map` is the map after the change as this viewer sees it; `drawnLevelId` the level the scene shows. */
export function sceneUpdateOf(
  map: MapViewInput,
  change: Pick<MapChange, 'changed' | 'action' | 'inverse'>,
  drawnLevelId: number | undefined,
): SceneUpdate {
  const { changed } = change;
  // Another level on screen, however it came (a session change following a deleted level too).
  const wide =
    changed === 'all' ||
    map.currentLevelId !== drawnLevelId ||
    (change.action !== undefined &&
      redrawsWholeSceneOf(map, change.action, changed.connections.length > 0, change.inverse));
  if (wide) return { kind: 'whole' };
  const touched = [...changed.nodes, ...changed.connections];
  if (
    change.action?.type === 'setReplayState' &&
    touched.length > map.nodes.length * REPLAY_WHOLE_SCENE_SHARE
  )
    return { kind: 'whole' };
  return {
    kind: 'views',
    workspaceBounds: changed.parts.includes('workspaceBounds') ? map.workspaceBounds : undefined,
    views: touched.length > 0 ? changedViews(map, touched) : undefined,
  };
}
