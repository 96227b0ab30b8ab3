/**
 * Loading a stored or imported map (spec 2 sections 3 and 4): every missing list becomes empty and legacy
 * shapes are converted. What older maps stored of a viewer's state (current level, mode, rights) is not
 * read: each viewer's session starts afresh (src/model/session). Loading never
 * throws and never mutates its input; it drops what it cannot read, so check untrusted input with
 * `validateMap` first. Content the editor does not interpret (rich text, presentations, questions) is
 * shared with the input, not copied.
 */

import { newId } from '../ids';
import { loadQuizSettings } from '../quiz/load';
import { growBoundsToContain, isWellFormedBounds, type Position, type WorkspaceBounds } from './bounds';
import type { Connection } from './connection';
import {
  CONNECTION_TYPES,
  CURRENT_MAP_VERSION,
  DEFAULT_LEVEL_ID,
  DEFAULT_LEVEL_NAME,
  DEFAULT_WORKSPACE_BOUNDS,
} from './constants';
import type { StoredAnswer } from './content';
import { EntityList, type ReadonlyList } from './entityList';
import { loadConnection } from './loadConnection';
import { loadNode } from './loadNode';
import type { MapNode } from './node';
import { readColour } from './palette';
import {
  isRecord,
  optional,
  readBoolean,
  readId,
  readInteger,
  readList,
  readOneOf,
  readRecords,
  readString,
  readStrings,
  type UnknownRecord,
} from './read';
import { DEFAULT_MAP_SETTINGS, type MapSettings } from './settings';
import type { Level, MapDocument, Neighbourhood, Tag } from './types';

export function loadMap(raw: unknown): MapDocument {
  const source: UnknownRecord = isRecord(raw) ? raw : {};
  // A loaded map loads again as it is (its lists are entity lists, not arrays).
  const nodes = EntityList.from(readRecords(entriesOf(source.nodes)).map(loadNode));
  const connections = EntityList.from(readRecords(entriesOf(source.connections)).map(loadConnection));
  return {
    // A map imported without an id is a new map.
    id: readId(source.id) ?? newId(),
    courseId: readId(source.courseId) ?? null,
    name: readString(source.name, ''),
    updated: readNullableString(source.updated),
    created: readNullableString(source.created),
    nodes,
    connections,
    presentations: readRecords(source.presentations).filter(hasStringId),
    courseItems: readRecords(source.courseItems).filter(hasStringId),
    questions: readRecords(source.questions).filter(hasStringId),
    answers: readRecords(source.answers).filter(
      (answer): answer is StoredAnswer => typeof answer.questionId === 'string',
    ),
    levels: loadLevels(source.levels),
    tags: loadTags(source.tags),
    settings: loadSettings(source.settings),
    overviewProse: source.overviewProse ?? null,
    userNoteTemplate: source.userNoteTemplate ?? null,
    userAdditions: source.userAdditions ?? null,
    neighbourhoods: loadNeighbourhoods(source.neighbourhoods),
    proseContent: source.proseContent ?? null,
    lastUpdated: readNullableString(source.lastUpdated),
    workspaceBounds: loadWorkspaceBounds(source.workspaceBounds, nodes, connections),
  };
}

const entriesOf = (value: unknown) => (value instanceof EntityList ? value.toArray() : value);

/** Levels keep their order; the default level (id 1, 'Main') is added first when missing. */
function loadLevels(value: unknown): Level[] {
  const levels = readRecords(value).flatMap((entry): Level[] => {
    // Older maps call the id levelId, as nodes and connections do.
    const id = readInteger(entry.id) ?? readInteger(entry.levelId);
    if (id === undefined) return [];
    const backgroundImage = readId(entry.backgroundImage);
    return [
      { id, description: readString(entry.description, ''), ...optional('backgroundImage', backgroundImage) },
    ];
  });
  if (levels.some((level) => level.id === DEFAULT_LEVEL_ID)) return levels;
  return [{ id: DEFAULT_LEVEL_ID, description: DEFAULT_LEVEL_NAME }, ...levels];
}

function loadTags(value: unknown): Tag[] {
  return readRecords(value).flatMap((entry) => {
    const id = readId(entry.id);
    if (id === undefined) return [];
    return [
      { id, description: readString(entry.description, ''), selected: readBoolean(entry.selected, false) },
    ];
  });
}

/** A map older than the current version is converted by loading, so it loads as the current version. */
function loadSettings(value: unknown): MapSettings {
  const settings: UnknownRecord = isRecord(value) ? value : {};
  const version = readInteger(settings.version) ?? CURRENT_MAP_VERSION;
  const defaults = DEFAULT_MAP_SETTINGS;
  return {
    version: Math.max(version, CURRENT_MAP_VERSION),
    positiveTruthColour: readColour(settings.positiveTruthColour, defaults.positiveTruthColour),
    negativeTruthColour: readColour(settings.negativeTruthColour, defaults.negativeTruthColour),
    neutralTruthColour: readColour(settings.neutralTruthColour, defaults.neutralTruthColour),
    defaultConnectionType: readOneOf(
      CONNECTION_TYPES,
      settings.defaultConnectionType,
      defaults.defaultConnectionType,
    ),
    ...optional('quiz', loadQuizSettings(settings.quiz)),
  };
}

/** A bare id (the spec's "neighbourhood ids") names a neighbourhood rooted at that node. */
function loadNeighbourhoods(value: unknown): Neighbourhood[] {
  return readList(value).flatMap((entry): Neighbourhood[] => {
    const bareId = readId(entry);
    if (bareId !== undefined) return [{ id: bareId, rootNodeId: bareId, nodeIds: [] }];
    if (!isRecord(entry)) return [];
    const id = readId(entry.id);
    if (id === undefined) return [];
    return [{ id, rootNodeId: readId(entry.rootNodeId) ?? id, nodeIds: readStrings(entry.nodeIds) }];
  });
}

/** The stored bounds (a new map's defaults when missing or malformed), grown to hold all content. */
export function loadWorkspaceBounds(
  value: unknown,
  nodes: ReadonlyList<MapNode>,
  connections: ReadonlyList<Connection>,
): WorkspaceBounds {
  const stored = readBounds(value) ?? { ...DEFAULT_WORKSPACE_BOUNDS };
  return { ...growBoundsToContain(stored, mapContentPositions(nodes, connections)) };
}

function readBounds(value: unknown): WorkspaceBounds | undefined {
  if (!isRecord(value)) return undefined;
  const { minX, minY, maxX, maxY } = value;
  if (![minX, minY, maxX, maxY].every((n) => typeof n === 'number')) return undefined;
  const bounds = { minX, minY, maxX, maxY } as WorkspaceBounds;
  return isWellFormedBounds(bounds) ? bounds : undefined;
}

/** Every position a map's content occupies: its nodes on every level and its waypoints. */
export function mapContentPositions(
  nodes: ReadonlyList<MapNode>,
  connections: ReadonlyList<Connection>,
): Position[] {
  // Plain loops into an array: a generator's resumption per position is most of the cost on a large map.
  const positions: Position[] = [];
  nodes.forEach((node) => {
    for (const level of node.levels) positions.push(level.position);
  });
  connections.forEach((connection) => {
    for (const waypoint of connection.waypoints) positions.push(waypoint.position);
  });
  return positions;
}

function hasStringId(entry: UnknownRecord): entry is UnknownRecord & { id: string } {
  return typeof entry.id === 'string';
}

function readNullableString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
