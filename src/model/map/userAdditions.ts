/**
 * A reader's own additions to a map they may personalise (spec 2 sections 3, 4 and 6; issue 23): nodes
 * and connections kept for them alone, beside the author's map and never in it. On load they are laid
 * over the author's current map, so the author's later changes still reach the reader; in personalise
 * mode the reader changes only their own entities.
 */
import { z } from 'zod';
import type { ChangedIds } from '../actions/types';
import { changedParts } from '../changes/changeSet';
import type { Connection } from './connection';
import { loadMap } from './load';
import { loadConnection } from './loadConnection';
import { loadNode } from './loadNode';
import type { MapNode } from './node';
import { readRecords } from './read';
import { type StoredConnection, type StoredMapNode, storedConnection, storedMapNode } from './stored';
import type { MapDocument } from './types';
import { validateMap } from './validate';

/** What a reader adds: nodes and connections in their stored form. Notes are the user's notes (userNotes.ts). */
export interface UserAdditions {
  nodes: StoredMapNode[];
  connections: StoredConnection[];
}

/** Stored additions larger than this are refused (a reader's additions, not a second map). */
export const USER_ADDITIONS_MAX_BYTES = 1_000_000;

export const USER_ADDITIONS_MESSAGES = {
  malformed: 'Your additions are not well formed: they need a nodes and a connections list.',
  invalid: (firstError: string) => `Your additions are not valid: ${firstError}`,
  tooLarge: (bytes: number) =>
    `Your additions are too large to save (${Math.ceil(bytes / 1e5) / 10} MB; the limit is ${USER_ADDITIONS_MAX_BYTES / 1e6} MB).`,
  /** The gate's refusal of an edit that would change the author's map. */
  authorEntity:
    "This is the author's map: in personalise mode you can change only the nodes and connections you added.",
} as const;

/** The ids of the author's nodes and connections: what a personalising reader may not change. */
export interface AuthorIds {
  nodes: ReadonlySet<string>;
  connections: ReadonlySet<string>;
}

export function authorIdsOf(map: MapDocument): AuthorIds {
  return {
    nodes: new Set(map.nodes.map((node) => node.id)),
    connections: new Set(map.connections.map((connection) => connection.id)),
  };
}

/**
 * Why a change (from `before` to `after`, touching `changed`) may not be made while personalising, or
 * null when it may: it must touch no author node or connection and leave every map-level part (levels,
 * settings, name...) as it was, since those are the author's too. A part rebuilt with equal content (a
 * deletion re-lists the levels) is no change.
 */
export function personalEditProblem(
  author: AuthorIds,
  before: MapDocument,
  after: MapDocument,
  changed: ChangedIds,
): string | null {
  const touchesAuthor =
    changed.nodes.some((id) => author.nodes.has(id)) ||
    changed.connections.some((id) => author.connections.has(id)) ||
    changedParts(before, after).some((part) => JSON.stringify(before[part]) !== JSON.stringify(after[part]));
  return touchesAuthor ? USER_ADDITIONS_MESSAGES.authorEntity : null;
}

/** The reader's additions in `map`: every node and connection that is not the author's, in stored form. */
export function userAdditionsOf(map: MapDocument, author: AuthorIds): UserAdditions {
  return {
    nodes: map.nodes.filter((node) => !author.nodes.has(node.id)).map(storedMapNode),
    connections: map.connections
      .filter((connection) => !author.connections.has(connection.id))
      .map(storedConnection),
  };
}

export function hasAdditions(additions: UserAdditions): boolean {
  return additions.nodes.length > 0 || additions.connections.length > 0;
}

/**
 * The author's map with the reader's stored additions laid over it. What the author's changes since left
 * without footing is dropped: a node whose id the author now uses or on none of the map's levels any
 * more, a connection whose id is taken, whose level is gone or whose end is gone. Untrusted input is read
 * as loading reads it (never throws).
 */
export function mergeUserAdditions(author: MapDocument, raw: unknown): MapDocument {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const levelIds = new Set(author.levels.map((level) => level.id));
  const nodes: MapNode[] = [];
  for (const node of readRecords(source.nodes).map(loadNode)) {
    if (author.nodes.has(node.id) || nodes.some((kept) => kept.id === node.id)) continue;
    const levels = node.levels.filter((level) => levelIds.has(level.levelId));
    if (levels.length > 0) nodes.push({ ...node, levels });
  }
  const nodeLevels = new Map<string, ReadonlySet<number>>();
  for (const node of [...author.nodes, ...nodes])
    nodeLevels.set(node.id, new Set(node.levels.map((level) => level.levelId)));
  const connections: Connection[] = [];
  for (const connection of readRecords(source.connections).map(loadConnection)) {
    if (author.connections.has(connection.id) || connections.some((kept) => kept.id === connection.id))
      continue;
    const onLevel = (nodeId: string) => nodeLevels.get(nodeId)?.has(connection.levelId) === true;
    if (onLevel(connection.from) && onLevel(connection.to) && connection.from !== connection.to)
      connections.push(connection);
  }
  if (nodes.length === 0 && connections.length === 0) return author;
  return loadMap({
    ...author,
    nodes: [...author.nodes, ...nodes],
    connections: [...author.connections, ...connections],
  });
}

const additionsShape = z.object({ nodes: z.array(z.unknown()), connections: z.array(z.unknown()) }).strict();

export type UserAdditionsReading =
  | { ok: true; additions: UserAdditions }
  | { ok: false; error: string; tooLarge?: boolean };

/**
 * Checks additions on their way into storage against the author's stored map: well shaped, within the
 * size limit, and valid as part of the map (ids unique across the map and the additions, nodes on the
 * map's levels, connections only between nodes of the map or the additions). Answers them in stored form.
 */
export function readUserAdditions(raw: unknown, authorStored: Record<string, unknown>): UserAdditionsReading {
  const shaped = additionsShape.safeParse(raw);
  if (!shaped.success) return { ok: false, error: USER_ADDITIONS_MESSAGES.malformed };
  const rawText = JSON.stringify(shaped.data);
  const rawBytes = new TextEncoder().encode(rawText).length;
  if (rawBytes > USER_ADDITIONS_MAX_BYTES)
    return { ok: false, error: USER_ADDITIONS_MESSAGES.tooLarge(rawBytes), tooLarge: true };
  const authorNodes = Array.isArray(authorStored.nodes) ? authorStored.nodes : [];
  const authorConnections = Array.isArray(authorStored.connections) ? authorStored.connections : [];
  const checked = validateMap({
    ...authorStored,
    nodes: [...authorNodes, ...shaped.data.nodes],
    connections: [...authorConnections, ...shaped.data.connections],
  });
  if (!checked.ok) return { ok: false, error: USER_ADDITIONS_MESSAGES.invalid(checked.errors[0] ?? '') };
  const additions: UserAdditions = {
    nodes: checked.map.nodes.slice(authorNodes.length).map(storedMapNode),
    connections: checked.map.connections.slice(authorConnections.length).map(storedConnection),
  };
  return { ok: true, additions };
}
