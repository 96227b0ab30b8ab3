/**
 * What drawing a few changed nodes needs to know about the whole map, without walking it on every change:
 * whether any node is collapsed (followed through each version of the nodes list by the entries that
 * differ, `listMirror.ts`), and the nodes collapsed nodes keep out of view (worked out again only when the
 * collapsed nodes, the connections or the level change).
 */
import { collapsedAway } from '../../src/model/map/collapse';
import type { EntityList } from '../../src/model/map/entityList';
import { ListMirror } from '../../src/model/map/listMirror';
import type { MapNode } from '../../src/model/map/node';
import type { MapDocument } from '../../src/model/map/types';

const isCollapsing = (node: MapNode) => node.showDescendants === false || node.showAscendants === false;

/** The collapsed nodes of the nodes list followed last, by id. */
const collapsing = new Map<string, MapNode>();
const nodes = new ListMirror<MapNode>({
  clear: () => collapsing.clear(),
  add: (node) => {
    if (isCollapsing(node)) collapsing.set(node.id, node);
  },
  remove: (node) => {
    if (collapsing.get(node.id) === node) collapsing.delete(node.id);
  },
});

/** Whether any node keeps its descendants or ascendants out of view. */
export function anyCollapsing(list: EntityList<MapNode>): boolean {
  nodes.follow(list);
  return collapsing.size > 0;
}

const NONE: ReadonlySet<string> = new Set();

/** The last answer, and what it was worked out from. */
let last: { key: string; connections: MapDocument['connections']; away: ReadonlySet<string> } | undefined;

/** `collapsedAway` of the map on the level, remembered while its inputs stay the same. */
export function collapsedAwayOn(
  map: Pick<MapDocument, 'nodes' | 'connections'>,
  levelId: number,
): ReadonlySet<string> {
  if (!anyCollapsing(map.nodes)) return NONE;
  const key = `${levelId}|${[...collapsing.values()]
    .map((node) => `${node.id}:${node.showDescendants}:${node.showAscendants}`)
    .sort()
    .join(',')}`;
  if (last?.key === key && last.connections === map.connections) return last.away;
  const away = collapsedAway(map, levelId);
  last = { key, connections: map.connections, away };
  return away;
}
