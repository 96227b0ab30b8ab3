import { describe, expect, it } from 'vitest';
import { PLAYBACK, REPLAY_STATUS, SUB_MODE, SUB_MODES } from './constants';
import {
  displayRole,
  followerMoves,
  type LeaderReplay,
  type LocalReplay,
  placeAfterFollowing,
  placeBeforeFollowing,
} from './follow';

const { PLAYING, PAUSED, STOPPED } = REPLAY_STATUS;
const local = (fields: Partial<LocalReplay> = {}): LocalReplay => ({
  step: 2,
  timeMs: 1000,
  status: PAUSED,
  ...fields,
});
const leader = (fields: Partial<LeaderReplay> = {}): LeaderReplay => ({
  replayIndex: 2,
  timestamp: 1000,
  status: PAUSED,
  ...fields,
});
const tolerance = PLAYBACK.externalRequestToleranceMs;

describe('displayRole', () => {
  it('makes Video and VideoMap lead, the three observers follow, and Standalone lead only when asked', () => {
    expect(SUB_MODES.map((subMode) => [subMode, displayRole(subMode, false)])).toEqual([
      ['standalone', 'standalone'],
      ['video', 'leader'],
      ['videomap', 'leader'],
      ['navigator', 'follower'],
      ['observer', 'follower'],
      ['videoobserver', 'follower'],
    ]);
    expect(displayRole(SUB_MODE.STANDALONE, true)).toBe('leader');
    expect(displayRole(SUB_MODE.OBSERVER, true)).toBe('follower');
  });
});

describe('followerMoves', () => {
  it('does nothing when the follower is where the leader is', () => {
    for (const subMode of [SUB_MODE.OBSERVER, SUB_MODE.VIDEO_OBSERVER])
      expect(followerMoves(local(), leader(), subMode)).toEqual({});
  });

  it("moves to the leader's step only when it differs", () => {
    expect(followerMoves(local({ step: 0 }), leader({ replayIndex: 3 }), SUB_MODE.OBSERVER)).toEqual({
      step: 3,
    });
    expect(followerMoves(local({ step: 3 }), leader({ replayIndex: 3 }), SUB_MODE.NAVIGATOR)).toEqual({});
  });

  it("keeps a VideoObserver's media within the tolerance each side of the leader's time", () => {
    const at = (timeMs: number) =>
      followerMoves(local({ timeMs }), leader({ timestamp: 5000 }), SUB_MODE.VIDEO_OBSERVER);
    expect(at(5000 - tolerance)).toEqual({});
    expect(at(5000 + tolerance)).toEqual({});
    expect(at(5000 - tolerance - 1)).toEqual({ seekMs: 5000 });
    expect(at(5000 + tolerance + 1)).toEqual({ seekMs: 5000 });
  });

  it("lets a paused Observer or Navigator keep its own time (the step matters), but not a playing one's", () => {
    for (const subMode of [SUB_MODE.OBSERVER, SUB_MODE.NAVIGATOR]) {
      expect(followerMoves(local({ timeMs: 0 }), leader({ timestamp: 8000 }), subMode)).toEqual({});
      expect(
        followerMoves(
          local({ timeMs: 0, status: PLAYING }),
          leader({ timestamp: 8000, status: PLAYING }),
          subMode,
        ),
      ).toEqual({ seekMs: 8000 });
    }
  });

  it("follows the leader's playing, pausing and stopping", () => {
    const moves = (mine: LocalReplay['status'], theirs: LeaderReplay['status']) =>
      followerMoves(local({ status: mine }), leader({ status: theirs }), SUB_MODE.OBSERVER);
    expect(moves(PAUSED, PLAYING)).toEqual({ play: true });
    expect(moves(STOPPED, PLAYING)).toEqual({ play: true });
    expect(moves(PLAYING, PLAYING)).toEqual({});
    expect(moves(PLAYING, PAUSED)).toEqual({ pause: true });
    expect(moves(STOPPED, PAUSED)).toEqual({});
    expect(moves(PLAYING, STOPPED)).toEqual({ stop: true });
    expect(moves(PAUSED, STOPPED)).toEqual({ stop: true });
    expect(moves(STOPPED, STOPPED)).toEqual({});
  });

  it('combines a step, a seek and a status change in one answer', () => {
    expect(
      followerMoves(
        local({ step: 1, timeMs: 0, status: STOPPED }),
        leader({ replayIndex: 3, timestamp: 2500, status: PLAYING }),
        SUB_MODE.VIDEO_OBSERVER,
      ),
    ).toEqual({ seekMs: 2500, step: 3, play: true });
  });
});

describe('the place a standalone viewer returns to', () => {
  it('keeps a place the viewer had, and none when it had not moved from the start', () => {
    expect(placeBeforeFollowing({ step: 0, timeMs: 0 })).toBeNull();
    expect(placeBeforeFollowing({ step: 2, timeMs: 1500 })).toEqual({ step: 2, timeMs: 1500 });
    expect(placeBeforeFollowing({ step: 0, timeMs: 400 })).toEqual({ step: 0, timeMs: 400 });
  });

  it('restores that place, or else resets to step 1 (0 without steps)', () => {
    expect(placeAfterFollowing({ step: 2, timeMs: 1500 }, 5)).toEqual({ step: 2, timeMs: 1500 });
    expect(placeAfterFollowing(null, 5)).toEqual({ step: 1 });
    expect(placeAfterFollowing(null, 0)).toEqual({ step: 0 });
  });
});
