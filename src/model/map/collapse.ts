/**
 * Expansion (spec 2 section 4, "Node visibility and children"): a node whose showDescendants is false
 * keeps the nodes it leads to out of view, one whose showAscendants is false the nodes leading to it.
 * "Leads to" follows connections on the level whose type collapses (spec 2 section 5: Relative and
 * Truth both ways, Group for descendants only), from source to target, as far as they go.
 */
import { allowsAttribute } from '../actions/connectionRules';
import type { Connection } from './connection';
import { CONNECTION_TYPE } from './constants';
import type { ReadonlyList } from './entityList';
import type { MapNode } from './node';

export interface CollapseMap {
  nodes: ReadonlyList<MapNode>;
  connections: ReadonlyList<Connection>;
}

/** Ids of the nodes a collapsed node keeps out of view on the level; never a collapsing node itself. */
export function collapsedAway(map: CollapseMap, levelId: number): Set<string> {
  const collapsing = map.nodes.filter(
    (node) => node.showDescendants === false || node.showAscendants === false,
  );
  const away = new Set<string>();
  if (collapsing.length === 0) return away;
  const onLevel = map.connections.filter(
    (connection) => connection.levelId === levelId && allowsAttribute(connection.type, 'collapsing'),
  );
  const down = adjacency(onLevel, 'from', 'to', true);
  const up = adjacency(onLevel, 'to', 'from', false);
  const roots = new Set(collapsing.map((node) => node.id));
  for (const node of collapsing) {
    if (node.showDescendants === false) reach(node.id, down, roots, away);
    if (node.showAscendants === false) reach(node.id, up, roots, away);
  }
  return away;
}

type Adjacency = Map<string, string[]>;

function adjacency(
  connections: Iterable<Connection>,
  start: 'from' | 'to',
  end: 'from' | 'to',
  withGroups: boolean,
): Adjacency {
  const next: Adjacency = new Map();
  for (const connection of connections) {
    if (!withGroups && connection.type === CONNECTION_TYPE.GROUP) continue;
    const list = next.get(connection[start]);
    if (list) list.push(connection[end]);
    else next.set(connection[start], [connection[end]]);
  }
  return next;
}

/** Every node reachable from `id`, into `away`; collapsing nodes stay in view (their own flags rule). */
function reach(id: string, next: Adjacency, roots: ReadonlySet<string>, away: Set<string>): void {
  const stack = [...(next.get(id) ?? [])];
  const seen = new Set<string>([id]);
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    if (!roots.has(current)) away.add(current);
    stack.push(...(next.get(current) ?? []));
  }
}
