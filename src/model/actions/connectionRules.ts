/**
 * Rules of connections (spec 2 section 5): which attributes each type allows, what counts as an
 * equivalent connection, and the one-truth-connection-per-pair rule.
 */
import type { Connection } from '../map/connection';
import { connectionsAt } from '../map/connectionIndex';
import {
  CONNECTION_TYPE,
  type ConnectionType,
  DEFAULT_RELEVANCE,
  DEFAULT_REVERSE_CONDITION,
  DEFAULT_VISIBILITY,
  STRENGTH_NEUTRAL,
} from '../map/constants';
import type { MapDocument } from '../map/types';
import { withoutKey } from './lists';

/**
 * The spec's attribute names. `inferring`, `collapsing` and `neighbourhoods` have no connection field;
 * they are listed so the UI and later actions read the same table.
 */
export type ConnectionAttribute =
  | 'strength'
  | 'relevance'
  | 'inferring'
  | 'collapsing'
  | 'claimType'
  | 'fallacyType'
  | 'neighbourhoods'
  | 'visibility'
  | 'colour'
  | 'width';

const { RELATIVE, GROUP, TRUTH, MATH, GENERIC, FALLACY, CLAIM, BIDIRECTIONAL } = CONNECTION_TYPE;

/** Spec 2 section 5, "Attributes by connection type". Collapsing on Group applies to descendants only. */
export const CONNECTION_ATTRIBUTES: Readonly<Record<ConnectionType, readonly ConnectionAttribute[]>> = {
  [RELATIVE]: ['collapsing', 'visibility', 'colour', 'width'],
  [GROUP]: ['collapsing', 'neighbourhoods'],
  [TRUTH]: ['strength', 'relevance', 'collapsing', 'visibility'],
  [MATH]: ['inferring', 'visibility'],
  [GENERIC]: ['visibility', 'colour', 'width'],
  [FALLACY]: ['fallacyType', 'visibility'],
  [CLAIM]: ['claimType', 'visibility'],
  [BIDIRECTIONAL]: ['visibility', 'colour', 'width'],
};

export function allowsAttribute(type: ConnectionType, attribute: ConnectionAttribute): boolean {
  return CONNECTION_ATTRIBUTES[type].includes(attribute);
}

/** 'truth' for TRUTH, for messages. */
export function connectionTypeName(type: ConnectionType): string {
  const entry = Object.entries(CONNECTION_TYPE).find(([, value]) => value === type);
  return entry ? entry[0].toLowerCase() : String(type);
}

/**
 * The connection as the type allows it: strength (with its reversal) and relevance back to their
 * defaults, and colour, width, claim and fallacy types removed, where the type does not allow them.
 */
export function normaliseForType(connection: Connection, type: ConnectionType): Connection {
  let result: Connection = { ...connection, type };
  if (!allowsAttribute(type, 'strength'))
    result = {
      ...result,
      strength: STRENGTH_NEUTRAL,
      reverseStrength: false,
      reverseStrengthCondition: DEFAULT_REVERSE_CONDITION,
    };
  if (!allowsAttribute(type, 'relevance')) result = { ...result, relevance: DEFAULT_RELEVANCE };
  if (!allowsAttribute(type, 'visibility')) result = { ...result, visibility: DEFAULT_VISIBILITY };
  if (!allowsAttribute(type, 'colour')) result = withoutKey(result, 'colour');
  if (!allowsAttribute(type, 'width')) result = withoutKey(result, 'width');
  if (!allowsAttribute(type, 'claimType')) result = withoutKey(result, 'claimType');
  if (!allowsAttribute(type, 'fallacyType')) result = withoutKey(result, 'fallacyType');
  return result;
}

/** Spec 2 section 4: a relative connection given a non-zero strength is a truth connection. */
export function effectiveType(type: ConnectionType, strength: number): ConnectionType {
  return type === RELATIVE && strength !== STRENGTH_NEUTRAL ? TRUTH : type;
}

/** Group and bidirectional connections have no direction, so either way round is the same pair. */
const UNDIRECTED_TYPES: readonly ConnectionType[] = [GROUP, BIDIRECTIONAL];

function joinsPair(connection: Connection, from: string, to: string): boolean {
  return (
    (connection.from === from && connection.to === to) || (connection.from === to && connection.to === from)
  );
}

/** Same type between the same nodes on the same level (the same direction unless the type has none). */
export function isEquivalent(a: Connection, b: Connection): boolean {
  if (a.type !== b.type || a.levelId !== b.levelId) return false;
  if (UNDIRECTED_TYPES.includes(a.type)) return joinsPair(b, a.from, a.to);
  return a.from === b.from && a.to === b.to;
}

export function findEquivalent(map: MapDocument, connection: Connection): Connection | undefined {
  // Only a connection at the same start can be equivalent.
  for (const other of connectionsAt(map.connections, connection.from))
    if (other.id !== connection.id && isEquivalent(other, connection)) return other;
  return undefined;
}

/**
 * A truth connection between the pair, either way round and on any level: truth propagates through the
 * whole map, so a second one would count the same support twice.
 */
export function findTruthConnection(map: MapDocument, connection: Connection): Connection | undefined {
  for (const other of connectionsAt(map.connections, connection.from))
    if (
      other.id !== connection.id &&
      other.type === TRUTH &&
      joinsPair(other, connection.from, connection.to)
    )
      return other;
  return undefined;
}

/** Non-group connections between the pair on the level, the connection itself included. */
export function countNonGroupConnections(map: MapDocument, connection: Connection): number {
  return map.connections.filter(
    (other) =>
      other.type !== GROUP &&
      other.levelId === connection.levelId &&
      joinsPair(other, connection.from, connection.to),
  ).length;
}
