/**
 * The stored form of a map: what is saved on the server, sent by a save and written to a map file. The
 * document holds only the map's content (a viewer's selection, level and rights are their session), so
 * nothing needs to be stripped from it.
 *
 * Node and connection fields that hold the value loading would give them anyway are left out too: a
 * realistic map of 50,000 nodes and 75,000 connections takes about 54 MB of JSON written in full and
 * about 15 MB without them. Loading the stored form gives back the same map. The defaults are
 * part of the map version: changing one in the loaders needs a new map version that converts older maps.
 */
import type { Connection } from './connection';
import { loadConnection } from './loadConnection';
import { loadNode } from './loadNode';
import type { MapNode, NodeLevel } from './node';
import type { MapDocument } from './types';

/** A node's place on a level; colour (the node's own) and truth (neutral) only when they differ. */
export type StoredNodeLevel = Pick<NodeLevel, 'levelId' | 'position'> & Partial<NodeLevel>;
export type StoredMapNode = Pick<MapNode, 'id'> &
  Partial<Omit<MapNode, 'levels'>> & { levels: StoredNodeLevel[] };
export type StoredConnection = Pick<Connection, 'id' | 'from' | 'to'> & Partial<Connection>;
export type StoredMapDocument = Omit<MapDocument, 'nodes' | 'connections'> & {
  nodes: StoredMapNode[];
  connections: StoredConnection[];
};

/** The map in its stored form; content the editor does not interpret is shared with `map`, not copied. */
export function storedMapDocument(map: MapDocument): StoredMapDocument {
  const { nodes, connections, ...stored } = map;
  return { ...stored, nodes: nodes.map(storedMapNode), connections: connections.map(storedConnection) };
}

export function storedMapNode(node: MapNode): StoredMapNode {
  const stored = withoutDefaults(node, defaults().node, NODE_KEPT, NODE_LEFT_OUT) as StoredMapNode;
  stored.levels = node.levels.map((level) => storedNodeLevel(level, node.colour));
  return stored;
}

export function storedConnection(connection: Connection): StoredConnection {
  return withoutDefaults(connection, defaults().connection, CONNECTION_KEPT, NOTHING_LEFT_OUT);
}

const NODE_KEPT = new Set<keyof MapNode>(['id']);
/** Written apart. */
const NODE_LEFT_OUT = new Set<keyof MapNode>(['levels']);
const CONNECTION_KEPT = new Set<keyof Connection>(['id', 'from', 'to']);
const NOTHING_LEFT_OUT = new Set<never>();

function storedNodeLevel(level: NodeLevel, nodeColour: string): StoredNodeLevel {
  const { levelId, position, colour, truth } = level;
  return {
    levelId,
    position,
    ...(colour === nodeColour ? {} : { colour }),
    ...(truth === 0 ? {} : { truth }),
  };
}

/** What loading gives an entity stored without a field (made once, on first use). */
let loaded: { node: MapNode; connection: Connection } | undefined;
function defaults() {
  loaded ??= { node: loadNode({}), connection: loadConnection({}) };
  return loaded;
}

/**
 * The entity without the fields that hold their default (equal plain values, or an empty list where the
 * default is an empty list) and without those `leftOut` names; `keep` names the fields written whatever
 * they hold. One pass over the entity's own fields, no copy before it: a large map has 125,000 entities.
 */
function withoutDefaults<T extends object, K extends keyof T>(
  entity: T,
  defaultEntity: Partial<T>,
  keep: ReadonlySet<K>,
  leftOut: ReadonlySet<keyof T>,
): Pick<T, K> & Partial<T> {
  const stored: Partial<T> = {};
  for (const key in entity) {
    if (leftOut.has(key)) continue;
    const value = entity[key];
    if (!keep.has(key as unknown as K) && isDefault(value, defaultEntity[key])) continue;
    stored[key] = value;
  }
  return stored as Pick<T, K> & Partial<T>;
}

function isDefault(value: unknown, defaultValue: unknown): boolean {
  if (Array.isArray(value))
    return value.length === 0 && Array.isArray(defaultValue) && defaultValue.length === 0;
  return value === defaultValue && (value === null || typeof value !== 'object');
}
