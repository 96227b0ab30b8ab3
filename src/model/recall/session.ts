/**
 * A recall session's state and its actions (spec 3 section 4.6: initialise, match text, recognition
 * start and stop, session complete, set result, reset), as one pure reducer. The matcher is built once
 * per session over its nodes (./matching.ts); times come in with the actions, so the reducer reads no clock.
 */
import type { RecallMatcher } from './matching';
import type { RecallResult } from './types';

export interface RecallStats {
  matched: number;
  available: number;
  /** When the session started and ended (ms since the epoch); null before and while it runs. */
  startedAt: number | null;
  endedAt: number | null;
}

/** Spec 3 section 3, Recall state, with the last entry that named nothing. */
export interface RecallState {
  availableNodeIds: readonly string[];
  /** In the order they were named. */
  matchedNodeIds: readonly string[];
  /** What is in the entry box. */
  matchText: string;
  /** The last entry named a node. */
  matchMade: boolean;
  stats: RecallStats;
  /** Speech recognition is listening. */
  recording: boolean;
  sessionComplete: boolean;
  result: RecallResult | null;
  /** The last submitted entry (or spoken phrase) that named nothing, shown to the learner. */
  lastMiss: string | null;
}

export type RecallAction =
  | { type: 'initialise'; availableNodeIds: readonly string[]; now: number }
  /** A change to the entry box (`submit` false) or an entry given whole: Enter, or a spoken phrase. */
  | { type: 'matchText'; text: string; submit: boolean; now: number }
  | { type: 'recognitionStart' }
  | { type: 'recognitionStop' }
  | { type: 'sessionComplete'; now: number }
  | { type: 'setResult'; result: RecallResult }
  | { type: 'reset'; now: number };

export function initialRecallState(availableNodeIds: readonly string[], now: number | null): RecallState {
  return {
    availableNodeIds,
    matchedNodeIds: [],
    matchText: '',
    matchMade: false,
    stats: { matched: 0, available: availableNodeIds.length, startedAt: now, endedAt: null },
    recording: false,
    sessionComplete: false,
    result: null,
    lastMiss: null,
  };
}

export function recallReducer(state: RecallState, action: RecallAction, matcher: RecallMatcher): RecallState {
  switch (action.type) {
    case 'initialise':
      return initialRecallState(action.availableNodeIds, action.now);
    case 'reset':
      return initialRecallState(state.availableNodeIds, action.now);
    case 'matchText':
      return state.sessionComplete ? state : matchText(state, action, matcher);
    case 'recognitionStart':
      return state.sessionComplete ? state : { ...state, recording: true };
    case 'recognitionStop':
      return { ...state, recording: false };
    case 'sessionComplete':
      return state.sessionComplete ? state : complete(state, action.now);
    case 'setResult':
      return { ...state, result: action.result };
  }
}

function matchText(
  state: RecallState,
  { text, submit, now }: Extract<RecallAction, { type: 'matchText' }>,
  matcher: RecallMatcher,
): RecallState {
  const named = new Set(state.matchedNodeIds);
  const found = submit ? matcher.matchEntry(text, named) : matcher.matchAsTyped(text, named);
  if (found.length === 0) {
    // A submitted entry that names nothing stays in the box to be corrected (a spoken one is not typed).
    const blank = text.trim() === '';
    return {
      ...state,
      matchText: text,
      matchMade: false,
      lastMiss: submit && !blank ? text.trim() : state.lastMiss,
    };
  }
  const matchedNodeIds = [...state.matchedNodeIds, ...found];
  const next: RecallState = {
    ...state,
    matchedNodeIds,
    matchText: '',
    matchMade: true,
    lastMiss: null,
    stats: { ...state.stats, matched: matchedNodeIds.length },
  };
  return matchedNodeIds.length >= state.availableNodeIds.length ? complete(next, now) : next;
}

function complete(state: RecallState, now: number): RecallState {
  return { ...state, sessionComplete: true, recording: false, stats: { ...state.stats, endedAt: now } };
}

/** The session's length so far (or in all, once complete), in ms. */
export function recallElapsed(state: RecallState, now: number): number {
  const { startedAt, endedAt } = state.stats;
  if (startedAt === null) return 0;
  return Math.max(0, (endedAt ?? now) - startedAt);
}
