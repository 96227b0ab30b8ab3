/**
 * Remote displays (spec 3 sections 3 and 4.2; issue 25), the decisions only: which part a display plays
 * in its room, what a follower does with the replay status its leader sent, and where a standalone
 * viewer lands when it stops following. The store (src/stores/presentation/RemoteDisplay.ts) applies them.
 */
import {
  FOLLOWER_SUB_MODES,
  PRIMARY_SUB_MODES,
  REPLAY_STATUS,
  type ReplayStatus,
  SUB_MODE,
  type SubMode,
} from './constants';
import { outOfStep } from './playback';

/**
 * leader: its replay drives the room (Video, VideoMap, and a presenter's Standalone that chose to lead);
 * follower: it follows the leader from the start (Navigator, Observer, VideoObserver);
 * standalone: it follows itself, and follows the room only while asked to.
 */
export type DisplayRole = 'leader' | 'follower' | 'standalone';

export function displayRole(subMode: SubMode, lead: boolean): DisplayRole {
  if (PRIMARY_SUB_MODES.includes(subMode)) return 'leader';
  if (FOLLOWER_SUB_MODES.includes(subMode)) return 'follower';
  return lead ? 'leader' : 'standalone';
}

/** Where a display's replay is. */
export interface LocalReplay {
  step: number;
  timeMs: number;
  status: ReplayStatus;
}

/** Where the leader's replay is, as its replay status says. */
export interface LeaderReplay {
  replayIndex: number;
  timestamp: number;
  status: ReplayStatus;
}

/**
 * What the follower does, applied in this order: seek to `seekMs`, then move to `step` if the seek did
 * not land there (the map always ends on the leader's step), then play, pause or stop.
 */
export interface FollowerMoves {
  step?: number;
  seekMs?: number;
  play?: boolean;
  pause?: boolean;
  stop?: boolean;
}

/**
 * Whether the follower's time must follow the leader's. A VideoObserver has a video of its own: its
 * media time follows always. Navigator and Observer show the map only, so the step is what matters;
 * their time follows only while the leader plays, since their own clock then moves the steps on.
 */
function timeFollows(subMode: SubMode, leader: LeaderReplay): boolean {
  return subMode === SUB_MODE.VIDEO_OBSERVER || leader.status === REPLAY_STATUS.PLAYING;
}

export function followerMoves(local: LocalReplay, leader: LeaderReplay, subMode: SubMode): FollowerMoves {
  const moves: FollowerMoves = {};
  if (timeFollows(subMode, leader) && outOfStep(local.timeMs, leader.timestamp))
    moves.seekMs = leader.timestamp;
  if (leader.replayIndex !== local.step) moves.step = leader.replayIndex;
  if (leader.status === REPLAY_STATUS.PLAYING && local.status !== REPLAY_STATUS.PLAYING) moves.play = true;
  // A stopped follower told "paused" is not playing either: nothing to pause.
  if (leader.status === REPLAY_STATUS.PAUSED && local.status === REPLAY_STATUS.PLAYING) moves.pause = true;
  if (leader.status === REPLAY_STATUS.STOPPED && local.status !== REPLAY_STATUS.STOPPED) moves.stop = true;
  return moves;
}

/** A standalone viewer's own place in the replay, kept while it follows the room. */
export interface OwnPlace {
  step: number;
  timeMs: number;
}

/** The place worth restoring: none when the viewer had not moved from the start before following. */
export function placeBeforeFollowing(local: OwnPlace): OwnPlace | null {
  return local.step > 0 || local.timeMs > 0 ? { step: local.step, timeMs: local.timeMs } : null;
}

/**
 * Where a standalone viewer lands when it stops following. Spec 4.2 says both "restores the original
 * state" and "resets to step 1": a viewer that had a place of its own gets it back; one that had none
 * (it followed from the start) lands on step 1, or stays at 0 when the presentation has no steps.
 */
export function placeAfterFollowing(
  saved: OwnPlace | null,
  length: number,
): { step: number; timeMs?: number } {
  if (saved) return { step: saved.step, timeMs: saved.timeMs };
  return { step: Math.min(1, length) };
}
