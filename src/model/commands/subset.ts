/**
 * Copying a selection: the nodes, the connections between them and the tags they carry, as plain JSON
 * that goes through the system clipboard (and so may come back from another map, or from anywhere).
 */
import type { Connection } from '../map/connection';
import type { MapNode } from '../map/node';
import type { MapDocument, Tag } from '../map/types';

/** Marks clipboard text as a copied selection rather than lines of titles. */
export const SUBSET_KIND = 'study-maps/subset';

export interface MapSubset {
  kind: typeof SUBSET_KIND;
  /** The level the selection was copied on: its positions there are the ones pasted. */
  levelId: number;
  nodes: MapNode[];
  connections: Connection[];
  tags: Tag[];
}

/** The named nodes, the connections with both ends among them, and the tags they use. */
export function copySubset(map: MapDocument, nodeIds: readonly string[], levelId: number): MapSubset {
  const ids = new Set(nodeIds);
  const nodes = map.nodes.filter((node) => ids.has(node.id));
  const connections = map.connections.filter(
    (connection) => ids.has(connection.from) && ids.has(connection.to),
  );
  const tagIds = new Set(nodes.flatMap((node) => node.tags));
  const tags = map.tags.filter((tag) => tagIds.has(tag.id));
  return { kind: SUBSET_KIND, levelId, nodes, connections, tags };
}

/** Clipboard text holding a copied selection, or undefined for any other text. */
export function readSubset(text: string): unknown | undefined {
  if (!text.trimStart().startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    const isSubset =
      typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === SUBSET_KIND;
    return isSubset ? value : undefined;
  } catch {
    return undefined;
  }
}
