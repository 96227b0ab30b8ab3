/** Loading one connection: the spec's defaults for every field a stored connection may lack. */
import { newId } from '../ids';
import type { Connection, Waypoint } from './connection';
import {
  CONNECTION_LOCATIONS,
  CONNECTION_TYPES,
  DEFAULT_CONNECTION_LOCATION,
  DEFAULT_CONNECTION_TYPE,
  DEFAULT_LABEL_FONT_SIZE,
  DEFAULT_LEVEL_ID,
  DEFAULT_LINE_TYPE,
  DEFAULT_RELEVANCE,
  DEFAULT_REVERSE_CONDITION,
  DEFAULT_VISIBILITY,
  FALLACY_TYPES,
  FONT_SIZE_NAMES,
  LINE_TYPES,
  STRENGTH_NEUTRAL,
  TRUTH_ISSUE_CATEGORIES,
  VISIBILITIES,
} from './constants';
import { resolveColour } from './palette';
import {
  assignDefined,
  isPosition,
  isRecord,
  readBoolean,
  readId,
  readInteger,
  readList,
  readNumber,
  readOneOf,
  readOptionalNumber,
  readOptionalOneOf,
  readString,
  type UnknownRecord,
} from './read';

export function loadConnection(raw: UnknownRecord): Connection {
  const connection: Connection = {
    id: readId(raw.id) ?? newId(),
    from: readString(raw.from, ''),
    to: readString(raw.to, ''),
    type: readOneOf(CONNECTION_TYPES, raw.type, DEFAULT_CONNECTION_TYPE),
    // A connection stored without a level predates levels, so it belongs to the default one.
    levelId: readInteger(raw.levelId) ?? DEFAULT_LEVEL_ID,
    content: readString(raw.content, ''),
    strength: readNumber(raw.strength, STRENGTH_NEUTRAL),
    reverseStrength: readBoolean(raw.reverseStrength, false),
    reverseStrengthCondition: readString(raw.reverseStrengthCondition, DEFAULT_REVERSE_CONDITION),
    relevance: readNumber(raw.relevance, DEFAULT_RELEVANCE),
    labelFontSize: readOneOf(FONT_SIZE_NAMES, raw.labelFontSize, DEFAULT_LABEL_FONT_SIZE),
    lineType: readOneOf(LINE_TYPES, raw.lineType, DEFAULT_LINE_TYPE),
    fromLocation: readOneOf(CONNECTION_LOCATIONS, raw.fromLocation, DEFAULT_CONNECTION_LOCATION),
    toLocation: readOneOf(CONNECTION_LOCATIONS, raw.toLocation, DEFAULT_CONNECTION_LOCATION),
    waypoints: loadWaypoints(raw.waypoints),
    visibility: readOneOf(VISIBILITIES, raw.visibility, DEFAULT_VISIBILITY),
    fromHidden: readBoolean(raw.fromHidden, false),
    toHidden: readBoolean(raw.toHidden, false),
  };
  assignDefined(connection, 'prose', raw.prose ?? undefined);
  assignDefined(connection, 'colour', resolveColour(raw.colour));
  assignDefined(connection, 'width', readOptionalNumber(raw.width));
  assignDefined(connection, 'claimType', readOptionalOneOf(TRUTH_ISSUE_CATEGORIES, raw.claimType));
  assignDefined(connection, 'fallacyType', readOptionalOneOf(FALLACY_TYPES, raw.fallacyType));
  return connection;
}

/** Waypoints without a position are dropped; those without an id get one, so each can be addressed. */
function loadWaypoints(value: unknown): Waypoint[] {
  // A loop, not flatMap: an array per entry is garbage to collect on a large map.
  const waypoints: Waypoint[] = [];
  for (const entry of readList(value)) {
    if (!isRecord(entry) || !isPosition(entry.position)) continue;
    const { position } = entry;
    waypoints.push({ id: readId(entry.id) ?? newId(), position: { x: position.x, y: position.y } });
  }
  return waypoints;
}
