/**
 * Paste (spec 2 section 5). Text: lines trimmed and empty ones dropped; with a tab in any line, each line
 * is a row and each tab-separated cell a column (200 by 100 apart; a leading tab is an empty first
 * column, so trimming keeps tabs); without, the lines are laid out like bulk add. A copied selection: it needs nodes; every node and connection gets a new id; connections
 * whose ends are not both pasted are dropped; tags are merged by name into the map's, new ones added
 * (under a new id when theirs is taken). Pasted nodes land on one level with their top-left at `origin`,
 * the workspace grows to hold them, and they end up selected.
 */
import type { DocumentAction } from '../actions/types';
import { newId as randomId } from '../ids';
import { bulkAddPositions, gridCell } from '../layout/grid';
import { ORIGIN, type Position } from '../map/bounds';
import type { Connection } from '../map/connection';
import { loadConnection } from '../map/loadConnection';
import { loadNode } from '../map/loadNode';
import type { MapNode, NodeLevel } from '../map/node';
import type { MapDocument, Tag } from '../map/types';
import { MAX_NODES_PER_COMMAND, COMMAND_MESSAGES as MESSAGES } from './messages';
import { growBoundsFor } from './placement';
import { type CommandResult, commandFailure } from './result';
import { readSubset } from './subset';
import { createTitledNodes, type TitledPosition } from './titledNodes';

export interface PasteOptions {
  /** Where the pasted content's top-left goes. */
  origin: Position;
  /** The level the content lands on: the viewer's current level. */
  levelId: number;
  newId?: () => string;
}

/** Pastes clipboard text: a copied selection when it is one, otherwise lines of titles. */
export function paste(map: MapDocument, clipboard: string, options: PasteOptions): CommandResult {
  const subset = readSubset(clipboard);
  return subset === undefined ? pasteText(map, clipboard, options) : pasteSubset(map, subset, options);
}

export function pasteText(map: MapDocument, text: string, options: PasteOptions): CommandResult {
  const lines = readRows(text);
  if (lines.length === 0) return commandFailure(MESSAGES.nothingToPaste);
  return createTitledNodes(
    map,
    textPlacement(lines, options.origin),
    options.levelId,
    options.newId ?? randomId,
  );
}

/** The clipboard's lines, blank ones dropped, trimmed of whitespace other than tabs (which are columns). */
function readRows(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^[^\S\t]+|[^\S\t]+$/g, ''))
    .filter((line) => line.trim() !== '');
}

function textPlacement(lines: readonly string[], origin: Position): TitledPosition[] {
  if (!lines.some((line) => line.includes('\t'))) {
    const positions = bulkAddPositions(lines.length, origin);
    return lines.map((title, index) => ({ title, position: positions[index] as Position }));
  }
  return lines.flatMap((line, row) =>
    line
      .split('\t')
      .map((cell, column) => ({ title: cell.trim(), position: gridCell(origin, column, row) }))
      .filter((entry) => entry.title !== ''),
  );
}

/** `subset` is untrusted JSON: every node and connection is read through the loaders. */
export function pasteSubset(map: MapDocument, subset: unknown, options: PasteOptions): CommandResult {
  const source = (typeof subset === 'object' && subset !== null ? subset : {}) as Record<string, unknown>;
  const nodes = records(source.nodes).map(loadNode);
  if (nodes.length === 0) return commandFailure(MESSAGES.emptySubset);
  if (nodes.length > MAX_NODES_PER_COMMAND) return commandFailure(MESSAGES.tooManyNodes);
  const newId = options.newId ?? randomId;
  const { levelId } = options;
  const sourceLevel = typeof source.levelId === 'number' ? source.levelId : undefined;

  const nodeIds = new Map(nodes.map((node) => [node.id, newId()]));
  const { actions: tagActions, tagIds } = mergeTags(map, records(source.tags), newId);
  const copiedLevels = nodes.map((node) => copiedLevel(node, sourceLevel));
  const positions = copiedLevels.map((level) => level?.position ?? ORIGIN);
  const offset = offsetTo(positions, options.origin);
  const pasted = nodes.map((node, index) =>
    pastedNode(node, {
      id: nodeIds.get(node.id) as string,
      level: {
        levelId,
        position: translate(positions[index] as Position, offset),
        colour: copiedLevels[index]?.colour ?? node.colour,
        truth: copiedLevels[index]?.truth ?? node.truth,
      },
      tagIds,
    }),
  );
  const connections = records(source.connections)
    .map(loadConnection)
    .filter((connection) => nodeIds.has(connection.from) && nodeIds.has(connection.to))
    .map((connection) => pastedConnection(connection, { id: newId(), levelId, nodeIds, offset }));

  const created = pasted.map((node) => node.id);
  const actions: DocumentAction[] = [
    ...growBoundsFor(
      map,
      pasted.map((node) => (node.levels[0] as { position: Position }).position),
    ),
    ...tagActions,
    ...pasted.map((node): DocumentAction => ({ type: 'createNode', node })),
    ...connections.map((connection): DocumentAction => ({ type: 'createConnection', connection })),
  ];
  return { ok: true, action: { type: 'batch', actions }, nodeIds: created };
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    : [];
}

/** The node on the level it was copied from, else on its first level. */
function copiedLevel(node: MapNode, levelId: number | undefined): NodeLevel | undefined {
  return node.levels.find((entry) => entry.levelId === levelId) ?? node.levels[0];
}

/** A paste landing within this of where its nodes were copied from is moved on by it. */
export const PASTE_NUDGE = 20;

/**
 * How far the pasted nodes move: their top-left to the origin, in whole units (an origin read from the
 * screen has fractions). Pasted where they were copied from, the copies would hide the originals.
 */
function offsetTo(positions: readonly Position[], origin: Position): Position {
  const x = Math.round(origin.x - Math.min(...positions.map((position) => position.x)));
  const y = Math.round(origin.y - Math.min(...positions.map((position) => position.y)));
  if (Math.abs(x) < PASTE_NUDGE && Math.abs(y) < PASTE_NUDGE)
    return { x: x + PASTE_NUDGE, y: y + PASTE_NUDGE };
  return { x, y };
}

const translate = (position: Position, offset: Position): Position => ({
  x: position.x + offset.x,
  y: position.y + offset.y,
});

/**
 * Each pasted tag joins the map's tag of the same name (trimmed, any case), or is added: under its own
 * id when that is free, under a new one when the id is taken by another tag.
 */
function mergeTags(map: MapDocument, sourceTags: Record<string, unknown>[], newId: () => string) {
  const byName = new Map(map.tags.map((tag) => [nameKey(tag.description), tag.id]));
  const taken = new Set(map.tags.map((tag) => tag.id));
  const tagIds = new Map<string, string>();
  const actions: DocumentAction[] = [];
  for (const raw of sourceTags) {
    if (typeof raw.id !== 'string') continue;
    const description = typeof raw.description === 'string' ? raw.description : '';
    const existing = byName.get(nameKey(description));
    if (existing !== undefined) {
      tagIds.set(raw.id, existing);
      continue;
    }
    const tag: Tag = { id: taken.has(raw.id) ? newId() : raw.id, description, selected: false };
    taken.add(tag.id);
    byName.set(nameKey(description), tag.id);
    tagIds.set(raw.id, tag.id);
    actions.push({ type: 'createTag', tag });
  }
  return { actions, tagIds };
}

const nameKey = (name: string): string => name.trim().toLowerCase();

interface NodePlacement {
  id: string;
  level: NodeLevel;
  tagIds: ReadonlyMap<string, string>;
}

function pastedNode(node: MapNode, { id, level, tagIds }: NodePlacement): MapNode {
  const tags = [...new Set(node.tags.flatMap((tagId) => tagIds.get(tagId) ?? []))];
  return {
    ...node,
    id,
    levels: [level],
    tags,
  };
}

interface ConnectionPlacement {
  id: string;
  levelId: number;
  nodeIds: ReadonlyMap<string, string>;
  offset: Position;
}

function pastedConnection(connection: Connection, placement: ConnectionPlacement): Connection {
  const { id, levelId, nodeIds, offset } = placement;
  return {
    ...connection,
    id,
    levelId,
    from: nodeIds.get(connection.from) as string,
    to: nodeIds.get(connection.to) as string,
    waypoints: connection.waypoints.map((waypoint) => ({
      ...waypoint,
      position: translate(waypoint.position, offset),
    })),
  };
}
