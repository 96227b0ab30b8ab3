/**
 * Replaying a stream (issue 21, Performance): the map rebuilt from its stored snapshot plus the logged
 * actions, as seek in a presentation and a late joiner in live edit will do it. The snapshot's JSON text is
 * parsed, loaded with `loadMap`, and the actions replayed in order (`replayActions`); the parse and the load
 * are also reported alone.
 */
import { replayActions } from '../../src/model/actions/replay';
import type { DocumentAction } from '../../src/model/actions/types';
import { loadMap } from '../../src/model/map/load';
import { storedMapDocument } from '../../src/model/map/stored';
import type { MapDocument } from '../../src/model/map/types';
import { type Metric, round } from '../types';

/** Replays `logged` on `start`'s snapshot; the result must be `end`, the map the actions made live. */
export function benchReplay(
  start: MapDocument,
  logged: readonly DocumentAction[],
  end: MapDocument,
): Metric[] {
  const snapshot = JSON.stringify(storedMapDocument(start));
  const began = performance.now();
  const stored: unknown = JSON.parse(snapshot);
  const parsed = performance.now();
  const loadedMap = loadMap(stored);
  const loaded = performance.now();
  const { map, refused } = replayActions(loadedMap, logged);
  const ended = performance.now();
  const [first] = refused;
  if (first !== undefined)
    throw new Error(`replaying ${logged[first.index]?.type} was refused: ${first.error}`);
  if (JSON.stringify(storedMapDocument(map)) !== JSON.stringify(storedMapDocument(end)))
    throw new Error('the replayed map differs from the map the actions made');
  const n = logged.length;
  return [
    { name: 'model.replay.snapshotParse.50k', value: round(parsed - began), unit: 'ms', n: 1 },
    { name: 'model.replay.snapshotLoad.50k', value: round(loaded - parsed), unit: 'ms', n: 1 },
    { name: 'model.replay.apply10k.50k', value: round(ended - loaded), unit: 'ms', n },
    { name: 'model.replay.total10k.50k', value: round(ended - began), unit: 'ms', n },
  ];
}
