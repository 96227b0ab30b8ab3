import { describe, expect, it } from 'vitest';
import { storedMapDocument } from '../../model/map/stored';
import { newPresentation } from '../../model/presentation/load';
import { entry, withBookends } from '../../model/presentation/recording';
import { isHidden } from '../../model/presentation/reveal';
import { presentedMap } from '../../model/presentation/testPresentations';
import type { Presentation } from '../../model/presentation/types';
import { MapDocumentStore } from '../MapDocumentStore';
import { ownerRecord } from '../testEditor';
import { PresentationPlayer, type Schedule } from './PresentationPlayer';
import { TestClock } from './testPlayer';

const presentation: Presentation = newPresentation('p', {
  sequence: [
    entry({ type: 'hideAllNodes' }, 0),
    entry({ type: 'showNodes', nodeIds: ['a'] }, 1000),
    entry({ type: 'showNodes', nodeIds: ['b'] }, 2000),
    entry({ type: 'selectConnection', connectionId: 'ab' }, 3000),
    entry({ type: 'showAllNodesExcept', nodeIds: [] }, 9000),
  ],
});

async function setUp(durationMs = 10_000) {
  const record = ownerRecord('Presented', storedMapDocument(presentedMap));
  const document = new MapDocumentStore(async () => record);
  await document.load(record.id);
  const clock = new TestClock(durationMs);
  let tick: (() => void) | null = null;
  const pending: (() => void)[] = [];
  const schedule: Schedule = (run) => {
    pending.push(run);
    return () => pending.splice(pending.indexOf(run), 1);
  };
  const player = new PresentationPlayer(document, presentation, {
    clock,
    schedule,
    frames: (run) => {
      tick = run;
      return () => {
        tick = null;
      };
    },
  });
  const changes: string[] = [];
  document.listen((change) => changes.push(`${change.origin}:${change.action?.type}`));
  /** The clock at `timeMs`, and a frame seeing it. */
  const at = (timeMs: number) => {
    clock.timeMs = timeMs;
    tick?.();
  };
  const shown = () => ['a', 'b', 'c'].filter((id) => !isHidden(document.session.presented.reveal, id));
  const runScheduled = () => {
    for (const run of pending.splice(0)) run();
  };
  return { document, clock, player, at, shown, changes, runScheduled, ticking: () => tick !== null };
}

describe('PresentationPlayer', () => {
  it('shows the steps due as the media plays, one replay change each time the due step moves', async () => {
    const { player, at, shown, changes, clock } = await setUp();
    player.play();
    expect(clock.playing).toBe(true);
    at(0);
    expect(player.step).toBe(1);
    expect(shown()).toEqual([]);
    at(500);
    at(1000);
    expect(shown()).toEqual(['a']);
    at(2500);
    expect(shown()).toEqual(['a', 'b']);
    expect(changes).toEqual(['replay:setReplayState', 'replay:setReplayState', 'replay:setReplayState']);
  });

  it('seeks backwards and forwards to the state the steps due by then give, and re-syncs 200 ms later', async () => {
    const { player, document, shown, runScheduled, clock } = await setUp();
    player.seek(3500);
    expect(player.step).toBe(4);
    expect(document.session.presented.connectionId).toBe('ab');
    player.seek(1200);
    expect(player.step).toBe(2);
    expect(shown()).toEqual(['a']);
    expect(document.session.presented.connectionId).toBeNull();
    expect(player.seeking).toBe(true);
    // The media landed a little later than asked: the re-sync follows it.
    clock.timeMs = 2100;
    runScheduled();
    expect(player.seeking).toBe(false);
    expect(player.step).toBe(3);
  });

  it('steps next and previous, ignoring steps outside the sequence, and moves the media to each step', async () => {
    const { player, clock } = await setUp();
    player.nextStep();
    expect(player.step).toBe(1);
    player.nextStep();
    expect([player.step, clock.timeMs]).toEqual([2, 1000]);
    player.jumpToIndex(3);
    expect([player.step, clock.timeMs]).toEqual([4, 3000]);
    player.jumpToIndex(7);
    expect(player.step).toBe(4);
    player.previousStep();
    expect(player.step).toBe(3);
    player.moveToStep(null);
    expect(player.step).toBe(3);
  });

  it('counts the jumps of its time by hand (seeks and steps), not the time that playing moves', async () => {
    const { player, at } = await setUp();
    const before = player.jumps;
    player.play();
    at(1500);
    at(2500);
    expect(player.jumps).toBe(before);
    player.seek(500);
    player.nextStep();
    player.forward();
    expect(player.jumps).toBe(before + 3);
  });

  it('stops at the end of the media with everything shown, and plays again from the start', async () => {
    const { player, at, shown, ticking, clock } = await setUp();
    player.play();
    at(9100);
    expect(player.status).toBe('STOPPED');
    expect(player.step).toBe(5);
    expect(shown()).toEqual(['a', 'b', 'c']);
    expect(ticking()).toBe(false);
    player.play();
    expect(clock.timeMs).toBe(0);
    expect(player.step).toBe(1);
  });

  it('seeks to the same state once warmed (its snapshots taken ahead)', async () => {
    const { player, document } = await setUp();
    player.seek(3500);
    const cold = document.session.presented;
    player.seek(0);
    player.warm();
    player.seek(3500);
    expect(document.session.presented).toEqual(cold);
  });

  it('pauses, sets the speed and mutes through the clock', async () => {
    const { player, clock, ticking } = await setUp();
    player.play();
    player.pause();
    expect([player.status, clock.playing, ticking()]).toEqual(['PAUSED', false, false]);
    player.setSpeed(1.5);
    player.setSpeed(0);
    expect(clock.speed).toBe(1.5);
    player.setMuted(true);
    expect(clock.muted).toBe(true);
    player.forward();
    expect(clock.timeMs).toBe(10_000);
    player.rewind(4000);
    expect(clock.timeMs).toBe(6000);
  });

  it('runs a presentation without media on a clock of its own, as long as its timed steps', async () => {
    const { document } = await setUp();
    const frames = () => () => {};
    expect(new PresentationPlayer(document, presentation, { frames }).durationMs).toBe(10_000);
    // Recorded without media, the closing show-all waits at its placeholder time: it does not count.
    const unbounded = { ...presentation, sequence: withBookends(presentation.sequence.slice(0, -1)) };
    expect(new PresentationPlayer(document, unbounded, { frames }).durationMs).toBe(4000);
  });
});
