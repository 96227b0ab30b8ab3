/**
 * Undo and redo (spec 2 section 4, "Undo"): up to 50 steps; moves, resizes, selection and title typing
 * are not recorded; recording is paused in presentation mode; entering review, edit or live edit clears
 * the history. An immutable value: every function returns a new history.
 */
import { LOADED_MAP_OPERATION_MODE, OPERATION_MODE, type OperationMode } from '../map/constants';
import type { SessionView } from '../session/types';
import { recordsUndo } from './traits';
import type { MapAction } from './types';

/** Spec 2 section 9. */
export const UNDO_LIMIT = 50;

export const HISTORY_MESSAGES = {
  nothingToUndo: 'Nothing to undo',
  nothingToRedo: 'Nothing to redo',
  paused: 'Undo is paused in this mode',
} as const;

/** Modes that pause the history. */
export const HISTORY_PAUSED_MODES: readonly OperationMode[] = [OPERATION_MODE.PRESENTATION];
/** Modes whose entry clears the history. */
export const HISTORY_CLEARING_MODES: readonly OperationMode[] = [
  OPERATION_MODE.REVIEW,
  OPERATION_MODE.EDIT,
  OPERATION_MODE.LIVE_EDIT,
];

/**
 * One step: the action as applied and the action that undoes it, document or session actions alike
 * (moving into a level is undone too). `before` and `after` are where the user stood and what they had
 * selected around a document step, so undo and redo bring the user back to what the step was about.
 */
export interface HistoryEntry {
  action: MapAction;
  inverse: MapAction;
  before?: SessionView;
  after?: SessionView;
}

export interface History {
  /** Oldest first; the last entry is undone next. */
  readonly undoStack: readonly HistoryEntry[];
  /** The last entry is redone next. */
  readonly redoStack: readonly HistoryEntry[];
  readonly mode: OperationMode;
}

/** An action applied by the history's caller (the store, to its document or session), with its inverse. */
export type AppliedStep = { ok: true; inverse: MapAction } | { ok: false; error: string; topic?: string };

export type HistoryStep<Step extends AppliedStep> =
  | {
      ok: true;
      history: History;
      /** The action applied (the entry's inverse on undo) and what applying it answered. */
      action: MapAction;
      applied: Extract<Step, { ok: true }>;
      /** The view to return the user to, when the step recorded one. */
      view?: SessionView;
    }
  | {
      ok: false;
      error: string;
      topic?: string;
      /**
       * The history to keep when the step can no longer be taken: its stack emptied, since every older
       * step lies behind this one (a change that is not recorded, such as a presentation's save, can
       * take away what a recorded step's inverse refers to). Absent when nothing was tried.
       */
      history?: History;
    };

/** Maps load in review only, so a new history starts there. */
export function createHistory(mode: OperationMode = LOADED_MAP_OPERATION_MODE): History {
  return { undoStack: [], redoStack: [], mode };
}

export function isPaused(history: History): boolean {
  return HISTORY_PAUSED_MODES.includes(history.mode);
}

export function canUndo(history: History): boolean {
  return !isPaused(history) && history.undoStack.length > 0;
}

export function canRedo(history: History): boolean {
  return !isPaused(history) && history.redoStack.length > 0;
}

/**
 * Records an applied action with its inverse; a new step drops the redo stack and the oldest beyond 50.
 * When title typing ends, the editor records `{setNodeTitle: final}` with `{setNodeTitle: original}` as
 * its inverse, so one undo returns the title the typing started from.
 */
export function record(history: History, entry: HistoryEntry): History {
  if (isPaused(history) || !recordsUndo(entry.action)) return history;
  const undoStack = [...history.undoStack, entry].slice(-UNDO_LIMIT);
  return { ...history, undoStack, redoStack: [] };
}

export function clear(history: History): History {
  return { ...history, undoStack: [], redoStack: [] };
}

/** Entering review, edit or live edit from another mode clears the history. */
export function setMode(history: History, mode: OperationMode): History {
  if (mode === history.mode) return history;
  const next = { ...history, mode };
  return HISTORY_CLEARING_MODES.includes(mode) ? clear(next) : next;
}

/**
 * Applies the last step's inverse through `apply`. The inverse's own inverse becomes the redo action, so
 * a redo restores exactly the state the undone action produced.
 */
export function undo<Step extends AppliedStep>(
  history: History,
  apply: (action: MapAction) => Step,
): HistoryStep<Step> {
  if (isPaused(history)) return { ok: false, error: HISTORY_MESSAGES.paused };
  const entry = history.undoStack.at(-1);
  if (entry === undefined) return { ok: false, error: HISTORY_MESSAGES.nothingToUndo };
  const applied = apply(entry.inverse);
  if (!applied.ok) return { ...applied, history: { ...history, undoStack: [] } };
  const redone: HistoryEntry = { ...entry, action: entry.inverse, inverse: applied.inverse };
  return {
    ok: true,
    history: {
      ...history,
      undoStack: history.undoStack.slice(0, -1),
      redoStack: [...history.redoStack, redone],
    },
    action: entry.inverse,
    applied: applied as Extract<Step, { ok: true }>,
    ...(entry.before && { view: entry.before }),
  };
}

export function redo<Step extends AppliedStep>(
  history: History,
  apply: (action: MapAction) => Step,
): HistoryStep<Step> {
  if (isPaused(history)) return { ok: false, error: HISTORY_MESSAGES.paused };
  const entry = history.redoStack.at(-1);
  if (entry === undefined) return { ok: false, error: HISTORY_MESSAGES.nothingToRedo };
  const applied = apply(entry.inverse);
  if (!applied.ok) return { ...applied, history: { ...history, redoStack: [] } };
  const undone: HistoryEntry = { ...entry, action: entry.inverse, inverse: applied.inverse };
  return {
    ok: true,
    history: {
      ...history,
      redoStack: history.redoStack.slice(0, -1),
      undoStack: [...history.undoStack, undone],
    },
    action: entry.inverse,
    applied: applied as Extract<Step, { ok: true }>,
    ...(entry.after && { view: entry.after }),
  };
}
