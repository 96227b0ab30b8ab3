/**
 * The recording rules of spec 3 section 4.3, as pure functions over a sequence: each answers a new
 * sequence (sorted by time) and leaves the one given alone. A recorded sequence starts with hide-all
 * and ends with show-all; those two stay first and last, and every other step sits between them.
 */

import { RECORDING } from './constants';
import { firstNodeOf } from './load';
import type { PresentationStep, SequenceEntry } from './types';

const HIDE_ALL: PresentationStep = { type: 'hideAllNodes' };
const SHOW_ALL: PresentationStep = { type: 'showAllNodesExcept', nodeIds: [] };

/** The closing show-all's time for media this long (ms; 0 or less: not known yet). */
export function finalStepTime(mediaDurationMs: number): number {
  if (!(mediaDurationMs > 0)) return RECORDING.defaultFinalTimeMs;
  return Math.max(RECORDING.minimumFinalTimeMs, mediaDurationMs - RECORDING.finalBeforeEndMs);
}

/** A new recording: hide-all at the start, show-all near the end of the media. */
export function newSequence(mediaDurationMs = 0): SequenceEntry[] {
  return [entry(HIDE_ALL, 0), entry(SHOW_ALL, finalStepTime(mediaDurationMs))];
}

/**
 * The sequence with its opening hide-all and closing show-all (added where missing), the closing one
 * moved near the media's end once its length is known.
 */
export function withBookends(sequence: readonly SequenceEntry[], mediaDurationMs = 0): SequenceEntry[] {
  const first = sequence[0];
  const last = sequence.at(-1);
  const opens = first?.action.type === 'hideAllNodes';
  const closes = sequence.length > 1 && isShowAll(last?.action);
  const middle = sequence.slice(opens ? 1 : 0, closes ? -1 : undefined);
  const opening = opens && first ? first : entry(HIDE_ALL, 0);
  const closing = closes && last ? last : entry(SHOW_ALL, 0);
  const finalTime = finalStepTime(mediaDurationMs);
  const latest = Math.max(0, ...middle.map(timeOf));
  return [opening, ...middle, { ...closing, timeSync: { timestamp: Math.max(finalTime, latest) } }];
}

function isShowAll(step: PresentationStep | undefined): boolean {
  return step?.type === 'showAllNodesExcept' && step.nodeIds.length === 0;
}

/** The time a step happens at: its own, else (a step without one) the start. */
export function timeOf(entry: SequenceEntry): number {
  return entry.timeSync?.timestamp ?? 0;
}

export function entry(
  action: PresentationStep,
  timestamp: number,
  transitionAutomatically?: boolean,
): SequenceEntry {
  const nodeId = firstNodeOf(action);
  return {
    action,
    timeSync: { timestamp: Math.max(0, Math.round(timestamp)) },
    ...(transitionAutomatically !== undefined && { transitionAutomatically }),
    ...(nodeId !== undefined && { nodeId }),
  };
}

/** The index the step goes at: after every step at or before `timeMs`, between the bookends. */
export function insertionIndex(sequence: readonly SequenceEntry[], timeMs: number): number {
  let index = 1;
  while (index < sequence.length - 1 && timeOf(sequence[index] as SequenceEntry) <= timeMs) index++;
  return Math.min(index, Math.max(1, sequence.length - 1));
}

/**
 * The step recorded at `timeMs`, inserted at its place in time. Media played to within the end margin
 * of its length is at its end: the step goes just before the closing show-all. A jump to a location
 * replaces earlier jumps to the same nodes.
 */
export function insertStep(
  sequence: readonly SequenceEntry[],
  step: PresentationStep,
  timeMs: number,
  mediaDurationMs = 0,
): SequenceEntry[] {
  const bookended = sequence.length >= 2 ? [...sequence] : newSequence(mediaDurationMs);
  const finalTime = timeOf(bookended.at(-1) as SequenceEntry);
  const atEnd = mediaDurationMs > 0 && timeMs >= mediaDurationMs - RECORDING.videoEndMarginMs;
  const time = Math.max(0, Math.min(atEnd ? finalTime : timeMs, finalTime));
  const index = insertionIndex(bookended, time);
  const kept =
    step.type === 'jumpToLocation'
      ? bookended.filter((existing, at) => at >= index || !jumpsToSame(existing.action, step.nodeIds))
      : bookended;
  const at = index - (bookended.length - kept.length);
  return [...kept.slice(0, at), entry(step, time), ...kept.slice(at)];
}

function jumpsToSame(step: PresentationStep, nodeIds: readonly string[]): boolean {
  if (step.type !== 'jumpToLocation' || step.nodeIds.length !== nodeIds.length) return false;
  const wanted = new Set(nodeIds);
  return step.nodeIds.every((id) => wanted.has(id));
}

/** Whether the step at `index` can be changed (deleted, moved, retimed): not a bookend. */
export function isEditableStep(sequence: readonly SequenceEntry[], index: number): boolean {
  return index > 0 && index < sequence.length - 1;
}

export function deleteStep(sequence: readonly SequenceEntry[], index: number): SequenceEntry[] {
  if (!isEditableStep(sequence, index)) return [...sequence];
  return sequence.filter((_, at) => at !== index);
}

/**
 * The step moved one place up (-1) or down (+1), trading times with its neighbour, so it stays there
 * once the sequence is sorted again. Neither bookend moves, and nothing moves past them.
 */
export function moveStep(sequence: readonly SequenceEntry[], index: number, by: -1 | 1): SequenceEntry[] {
  const other = index + by;
  if (!isEditableStep(sequence, index) || !isEditableStep(sequence, other)) return [...sequence];
  const moved = [...sequence];
  const a = moved[index] as SequenceEntry;
  const b = moved[other] as SequenceEntry;
  moved[index] = { ...b, timeSync: { timestamp: timeOf(a) } };
  moved[other] = { ...a, timeSync: { timestamp: timeOf(b) } };
  return moved;
}

/**
 * The step retimed by `seconds` (negative: earlier), with the steps after it too when `following`;
 * times stay between the bookends' and the sequence is sorted again.
 */
export function retimeStep(
  sequence: readonly SequenceEntry[],
  index: number,
  seconds: number,
  following = false,
): SequenceEntry[] {
  if (!isEditableStep(sequence, index) || !Number.isFinite(seconds)) return [...sequence];
  const shiftMs = Math.round(seconds * 1000);
  const start = timeOf(sequence[0] as SequenceEntry);
  const end = timeOf(sequence.at(-1) as SequenceEntry);
  const shifted = sequence.map((existing, at) => {
    const moves = at === index || (following && at > index && at < sequence.length - 1);
    if (!moves) return existing;
    const timestamp = Math.min(end, Math.max(start, timeOf(existing) + shiftMs));
    return { ...existing, timeSync: { timestamp } };
  });
  return sortSequence(shifted);
}

export function toggleTransition(sequence: readonly SequenceEntry[], index: number): SequenceEntry[] {
  return sequence.map((existing, at) =>
    at === index
      ? { ...existing, transitionAutomatically: existing.transitionAutomatically !== true }
      : existing,
  );
}

/** Sorted by time between the bookends; steps at the same time keep their order. */
export function sortSequence(sequence: readonly SequenceEntry[]): SequenceEntry[] {
  if (sequence.length < 3) return [...sequence];
  const middle = sequence.slice(1, -1);
  const sorted = middle
    .map((existing, order) => ({ existing, order }))
    .sort((a, b) => timeOf(a.existing) - timeOf(b.existing) || a.order - b.order)
    .map(({ existing }) => existing);
  return [sequence[0] as SequenceEntry, ...sorted, sequence.at(-1) as SequenceEntry];
}

/**
 * A selection made while recording, as the step it records (spec 3 section 4.3): only a connection
 * selected with Shift, or selections cleared with Shift, are recorded; anything else is not a step.
 */
export type RecordingSelection =
  | { kind: 'connection'; connectionId: string; shift: boolean }
  | { kind: 'clear'; shift: boolean }
  | { kind: 'nodes'; nodeIds: readonly string[]; shift: boolean };

export function recordedSelection(selection: RecordingSelection): PresentationStep[] {
  if (!selection.shift) return [];
  if (selection.kind === 'connection')
    return [{ type: 'selectConnection', connectionId: selection.connectionId }];
  if (selection.kind === 'clear')
    return [
      { type: 'setSelection', nodeIds: [] },
      { type: 'selectConnection', connectionId: null },
    ];
  return [];
}
