/** Changing a connection's type and attributes (spec 2 sections 4 "Connection type change" and 5). */

import type { Connection, Waypoint } from '../map/connection';
import {
  CONNECTION_LOCATIONS,
  CONNECTION_TYPE,
  CONNECTION_TYPES,
  FALLACY_TYPES,
  FONT_SIZE_NAMES,
  HEX_COLOUR_PATTERN,
  LINE_TYPES,
  RELEVANCE_MAX,
  RELEVANCE_MIN,
  STRENGTH_MAX,
  STRENGTH_MIN,
  STRENGTH_NEUTRAL,
  TRUTH_ISSUE_CATEGORIES,
  VISIBILITIES,
} from '../map/constants';
import type { MapDocument } from '../map/types';
import { findRuleProblem, isRelevance } from './connectionLifecycle';
import {
  allowsAttribute,
  type ConnectionAttribute,
  connectionTypeName,
  countNonGroupConnections,
  effectiveType,
  normaliseForType,
} from './connectionRules';
import { withoutKey } from './lists';
import { findConnection } from './lookup';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { isReverseCondition, knownCondition } from './nodeAttributes';
import { isStrength } from './nodeFields';
import { fail, succeed } from './result';
import type {
  ActionResult,
  ChangeConnectionTypeAction,
  ConnectionAttributes,
  ReplaceConnectionAction,
  SetConnectionAttributesAction,
} from './types';

/**
 * Strength goes back to neutral unless given; a relative type with non-zero strength becomes truth;
 * attributes the new type does not allow are dropped. The inverse puts the whole connection back,
 * since the change may have dropped several attributes.
 */
export function changeConnectionType(map: MapDocument, action: ChangeConnectionTypeAction): ActionResult {
  const found = findConnection(map, action.connectionId);
  if (!found.ok) return found;
  const current = found.value;
  if (!CONNECTION_TYPES.includes(action.connectionType))
    return fail(MESSAGES.unknownConnectionType(action.connectionType));
  const strength = action.strength ?? STRENGTH_NEUTRAL;
  if (!isStrength(strength)) return fail(MESSAGES.strengthOutOfRange(STRENGTH_MIN, STRENGTH_MAX));
  if (current.type === CONNECTION_TYPE.GENERIC && countNonGroupConnections(map, current) > 1)
    return fail(MESSAGES.genericTypeChange);

  const changed = normaliseForType({ ...current, strength }, effectiveType(action.connectionType, strength));
  const problem = findRuleProblem(map, changed);
  if (problem !== undefined) return fail(problem);
  return succeed(
    { ...map, connections: map.connections.replaced(changed) },
    { type: 'replaceConnection', connection: current },
    { connections: [current.id] },
  );
}

/** Puts a connection back exactly as given; only inverses need it, so no rule is checked again. */
export function replaceConnection(map: MapDocument, action: ReplaceConnectionAction): ActionResult {
  const found = findConnection(map, action.connection.id);
  if (!found.ok) return found;
  return succeed(
    { ...map, connections: map.connections.replaced(action.connection) },
    { type: 'replaceConnection', connection: found.value },
    { connections: [found.value.id] },
  );
}

/** Which spec attribute governs each editable field; undefined means every type allows it. */
export const FIELD_ATTRIBUTE: Readonly<Record<keyof ConnectionAttributes, ConnectionAttribute | undefined>> =
  {
    content: undefined,
    prose: undefined,
    strength: 'strength',
    reverseStrength: 'strength',
    reverseStrengthCondition: 'strength',
    relevance: 'relevance',
    colour: 'colour',
    width: 'width',
    claimType: 'claimType',
    fallacyType: 'fallacyType',
    visibility: 'visibility',
    lineType: undefined,
    fromLocation: undefined,
    toLocation: undefined,
    labelFontSize: undefined,
    waypoints: undefined,
  };

function fieldsOf(attributes: ConnectionAttributes): (keyof ConnectionAttributes)[] {
  return (Object.keys(FIELD_ATTRIBUTE) as (keyof ConnectionAttributes)[]).filter(
    (field) => field in attributes,
  );
}

/** Refuses any attribute the connection's type does not allow, and any value out of its range. */
export function setConnectionAttributes(
  map: MapDocument,
  action: SetConnectionAttributesAction,
): ActionResult {
  const found = findConnection(map, action.connectionId);
  if (!found.ok) return found;
  const current = found.value;
  const { attributes } = action;
  for (const field of fieldsOf(attributes)) {
    const attribute = FIELD_ATTRIBUTE[field];
    if (attribute !== undefined && !allowsAttribute(current.type, attribute))
      return fail(MESSAGES.attributeNotAllowed(field, connectionTypeName(current.type)));
  }
  const problem = findValueProblem(attributes);
  if (problem !== undefined) return fail(problem);
  return succeed(
    { ...map, connections: map.connections.replaced(withAttributes(current, attributes)) },
    {
      type: 'setConnectionAttributes',
      connectionId: current.id,
      attributes: attributesOf(current, fieldsOf(attributes)),
    },
    { connections: [current.id] },
  );
}

function findValueProblem(attributes: ConnectionAttributes): string | undefined {
  const { strength, reverseStrength, reverseStrengthCondition, relevance } = attributes;
  const { colour, width, claimType, fallacyType, visibility } = attributes;
  if (strength !== undefined && !isStrength(strength))
    return MESSAGES.strengthOutOfRange(STRENGTH_MIN, STRENGTH_MAX);
  if (reverseStrength !== undefined && typeof reverseStrength !== 'boolean')
    return MESSAGES.notBoolean('reverseStrength');
  if (reverseStrengthCondition !== undefined && !isReverseCondition(reverseStrengthCondition))
    return MESSAGES.unknownValue('reverse condition', reverseStrengthCondition);
  if (relevance !== undefined && !isRelevance(relevance))
    return MESSAGES.relevanceOutOfRange(RELEVANCE_MIN, RELEVANCE_MAX);
  if (typeof colour === 'string' && !HEX_COLOUR_PATTERN.test(colour)) return MESSAGES.notHexColour(colour);
  if (typeof width === 'number' && !(Number.isFinite(width) && width > 0)) return MESSAGES.notSize;
  if (typeof claimType === 'string' && !TRUTH_ISSUE_CATEGORIES.includes(claimType))
    return MESSAGES.unknownValue('claim type', claimType);
  if (typeof fallacyType === 'string' && !FALLACY_TYPES.includes(fallacyType))
    return MESSAGES.unknownValue('fallacy type', fallacyType);
  if (visibility !== undefined && !VISIBILITIES.includes(visibility))
    return MESSAGES.unknownValue('visibility', visibility);
  return findDrawingProblem(attributes);
}

function findDrawingProblem(attributes: ConnectionAttributes): string | undefined {
  const { lineType, fromLocation, toLocation, labelFontSize, waypoints } = attributes;
  if (lineType !== undefined && !LINE_TYPES.includes(lineType))
    return MESSAGES.unknownValue('line type', lineType);
  for (const location of [fromLocation, toLocation])
    if (location !== undefined && !CONNECTION_LOCATIONS.includes(location))
      return MESSAGES.unknownValue('location', location);
  if (labelFontSize !== undefined && !FONT_SIZE_NAMES.includes(labelFontSize))
    return MESSAGES.unknownValue('font size', labelFontSize);
  if (waypoints !== undefined && !areWaypoints(waypoints)) return MESSAGES.notWaypoints;
  return undefined;
}

function areWaypoints(waypoints: unknown): boolean {
  if (!Array.isArray(waypoints)) return false;
  const ids = new Set<string>();
  for (const waypoint of waypoints as Partial<Waypoint>[]) {
    const { id, position } = waypoint ?? {};
    if (typeof id !== 'string' || id === '' || ids.has(id)) return false;
    if (!position || !Number.isFinite(position.x) || !Number.isFinite(position.y)) return false;
    ids.add(id);
  }
  return true;
}

/** Null removes an optional field, so it is absent again rather than undefined. */
function withAttributes(connection: Connection, attributes: ConnectionAttributes): Connection {
  const { colour, width, claimType, fallacyType, prose, ...required } = attributes;
  let result: Connection = { ...connection };
  for (const [key, value] of Object.entries(required))
    if (value !== undefined) result = { ...result, [key]: value };
  const optionals = { colour, width, claimType, fallacyType, prose };
  for (const key of Object.keys(optionals) as (keyof typeof optionals)[]) {
    const value = optionals[key];
    if (value === null) result = withoutKey(result, key);
    else if (value !== undefined) result = { ...result, [key]: value };
  }
  return result;
}

/** The connection's current values of the fields, null for an absent optional one: the inverse. */
function attributesOf(
  connection: Connection,
  fields: readonly (keyof ConnectionAttributes)[],
): ConnectionAttributes {
  const values: Record<string, unknown> = {};
  for (const field of fields)
    values[field] =
      field === 'reverseStrengthCondition'
        ? knownCondition(connection.reverseStrengthCondition)
        : (connection[field] ?? null);
  return values as ConnectionAttributes;
}
