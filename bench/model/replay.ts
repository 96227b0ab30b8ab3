/**
 * Replaying a stream (issue 21, Performance): the map rebuilt from its stored snapshot plus the logged
 * actions, as seek in a presentation and a late joiner in live edit will do it. The snapshot's JSON text is
 * parsed, loaded with `loadMap`, and every action applied in order; the parse is also reported alone.
 */
import { applyAction } from '../../src/model/actions/apply';
import type { DocumentAction } from '../../src/model/actions/types';
import { loadMap } from '../../src/model/map/load';
import { storedMapDocument } from '../../src/model/map/stored';
import type { MapDocument } from '../../src/model/map/types';
import { type Metric, round } from '../types';

export function benchReplay(start: MapDocument, logged: readonly DocumentAction[]): Metric[] {
  const snapshot = JSON.stringify(storedMapDocument(start));
  const began = performance.now();
  const stored: unknown = JSON.parse(snapshot);
  const parsed = performance.now();
  let map = loadMap(stored);
  const loaded = performance.now();
  for (const action of logged) {
    const result = applyAction(map, action);
    if (!result.ok) throw new Error(`replaying ${action.type} was refused: ${result.error}`);
    map = result.map;
  }
  const ended = performance.now();
  const n = logged.length;
  return [
    { name: 'model.replay.snapshotParse.50k', value: round(parsed - began), unit: 'ms', n: 1 },
    { name: 'model.replay.snapshotLoad.50k', value: round(loaded - parsed), unit: 'ms', n: 1 },
    { name: 'model.replay.apply10k.50k', value: round(ended - loaded), unit: 'ms', n },
    { name: 'model.replay.total10k.50k', value: round(ended - began), unit: 'ms', n },
  ];
}
