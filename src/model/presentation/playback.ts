/**
 * The playback rules of spec 3 section 4.2, as pure functions: when a replay starts by itself, how
 * stepping moves, which step a time reaches, when it is over, which presentation comes next, when a
 * beep sounds and when a follower is out of step with its leader.
 */
import {
  NEW_PRESENTATION_ID,
  PLAYBACK,
  PRESENTATION_TYPE,
  REPLAY_STATUS,
  type ReplayStatus,
  SUB_MODE,
  type SubMode,
} from './constants';
import { timeOf } from './recording';
import type { SequenceEntry } from './types';

/** Whether entering presentation mode starts playing (otherwise it stays stopped). */
export function startsPlaying(entry: {
  startedByUser: boolean;
  hasVideo: boolean;
  isIOS: boolean;
  subMode: SubMode;
}): boolean {
  return entry.startedByUser && entry.hasVideo && !entry.isIOS && entry.subMode === SUB_MODE.STANDALONE;
}

/**
 * The step a stepping request lands on (steps are counted 1..length; 0 is before the first), or null
 * when it falls outside 1..length and is ignored. A jump to a list index goes to that index plus one.
 */
export function steppedTo(
  step: number,
  length: number,
  request: { kind: 'next' } | { kind: 'previous' } | { kind: 'jump'; index: number },
): number | null {
  const target =
    request.kind === 'next' ? step + 1 : request.kind === 'previous' ? step - 1 : request.index + 1;
  return Number.isInteger(target) && target >= 1 && target <= length ? target : null;
}

/**
 * How many steps a replay at `timeMs` has applied: every step up to the last one due by then. A step
 * without a time of its own is due with the step before it.
 */
export function stepAtTime(sequence: readonly SequenceEntry[], timeMs: number): number {
  let due = 0;
  let time = 0;
  for (let index = 0; index < sequence.length; index++) {
    const entry = sequence[index] as SequenceEntry;
    time = entry.timeSync === undefined ? time : timeOf(entry);
    if (time > timeMs) break;
    due = index + 1;
  }
  return due;
}

/** The time step `step` (1..length) is due at; 0 for the start. */
export function timeOfStep(sequence: readonly SequenceEntry[], step: number): number {
  let time = 0;
  for (let index = 0; index < Math.min(step, sequence.length); index++) {
    const entry = sequence[index] as SequenceEntry;
    if (entry.timeSync !== undefined) time = timeOf(entry);
  }
  return time;
}

/** Over at the end of the media: it has a length, and the played time plus the margin reaches it. */
export function isOver(durationMs: number, playedMs: number): boolean {
  return durationMs > 0 && playedMs + PLAYBACK.endMarginMs >= durationMs;
}

/**
 * The standard presentation to offer next: in presentation mode, the one after the current one in the
 * list of standard presentations; otherwise the first. Undefined when there is none.
 */
export function nextStandardPresentation<P extends { id: string; type: string }>(
  presentations: readonly P[],
  currentId: string | null,
  inPresentationMode: boolean,
): P | undefined {
  const standard = presentations.filter((presentation) => presentation.type === PRESENTATION_TYPE.STANDARD);
  if (!inPresentationMode) return standard[0];
  const at = standard.findIndex((presentation) => presentation.id === currentId);
  return at < 0 ? standard[0] : standard[at + 1];
}

/** Whether a beep is due: a trigger time is at most PLAYBACK.beepWithinMs ahead. */
export function beepDue(nowMs: number, triggerMs: number): boolean {
  const ahead = triggerMs - nowMs;
  return ahead >= 0 && ahead <= PLAYBACK.beepWithinMs;
}

/** The next step's time after `nowMs`, for the beep; undefined when none is left. */
export function nextTrigger(sequence: readonly SequenceEntry[], nowMs: number): number | undefined {
  for (const entry of sequence)
    if (entry.timeSync !== undefined && timeOf(entry) > nowMs) return timeOf(entry);
  return undefined;
}

/** Whether a display at `localMs` must seek to its leader's `leaderMs` (outside the tolerance). */
export function outOfStep(localMs: number, leaderMs: number): boolean {
  return Math.abs(localMs - leaderMs) > PLAYBACK.externalRequestToleranceMs;
}

/** A replay status however it was written (PLAYING or playing); undefined for anything else. */
export function readReplayStatus(value: unknown): ReplayStatus | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.toUpperCase();
  return (Object.values(REPLAY_STATUS) as string[]).includes(upper) ? (upper as ReplayStatus) : undefined;
}

/** Whether a route's presentation id names a presentation not saved yet (NEW, in any case). */
export function isNewPresentationId(id: string): boolean {
  return id.toUpperCase() === NEW_PRESENTATION_ID;
}

/** A route's sub-mode in any case; standalone when none or unknown. */
export function readSubMode(value: string | undefined): SubMode {
  const lower = value?.toLowerCase();
  return (Object.values(SUB_MODE) as string[]).includes(lower ?? '')
    ? (lower as SubMode)
    : SUB_MODE.STANDALONE;
}

/** Whether the browser runs on iOS or iPadOS (an iPad reports itself as a Mac with a touch screen). */
export function isIOSDevice(userAgent: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** The beep's loudness over its length: up over the first 5 percent, level, down over the last 5 (seconds). */
export function beepEnvelope(lengthSeconds: number): {
  fadeInEnd: number;
  fadeOutStart: number;
  end: number;
} {
  const fade = lengthSeconds * PLAYBACK.beepFadeFraction;
  return { fadeInEnd: fade, fadeOutStart: lengthSeconds - fade, end: lengthSeconds };
}
