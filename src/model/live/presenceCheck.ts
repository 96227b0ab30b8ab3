/**
 * What a live-edit member may put in their presence (presence.ts): the server reads every awareness state
 * through this before the room sees it, so one member cannot flood the others or show a malformed chip.
 */
import { HEX_COLOUR_PATTERN } from '../map/constants';
import type { PresenceState } from './presence';

export const PRESENCE_LIMITS = {
  /** User and node ids are 10 characters today; the bound leaves room without letting a state grow. */
  maxIdLength: 64,
  maxNameLength: 200,
  maxInitialsLength: 4,
  maxSelection: 1000,
} as const;

const KEYS: readonly (keyof PresenceState)[] = [
  'userId',
  'name',
  'initials',
  'colour',
  'currentNodeId',
  'selection',
];

const boundedString = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

const isId = (value: unknown): value is string => boundedString(value, 1, PRESENCE_LIMITS.maxIdLength);

/** The value as a presence state when it is exactly one (no other fields, every field within its bounds). */
export function readPresenceState(value: unknown): PresenceState | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const state = value as Record<string, unknown>;
  const keys = Object.keys(state);
  if (keys.length !== KEYS.length || !KEYS.every((key) => Object.hasOwn(state, key))) return undefined;
  const { userId, name, initials, colour, currentNodeId, selection } = state;
  const wellFormed =
    isId(userId) &&
    boundedString(name, 0, PRESENCE_LIMITS.maxNameLength) &&
    boundedString(initials, 0, PRESENCE_LIMITS.maxInitialsLength) &&
    typeof colour === 'string' &&
    HEX_COLOUR_PATTERN.test(colour) &&
    (currentNodeId === null || isId(currentNodeId)) &&
    Array.isArray(selection) &&
    selection.length <= PRESENCE_LIMITS.maxSelection &&
    selection.every(isId);
  return wellFormed ? (state as unknown as PresenceState) : undefined;
}
