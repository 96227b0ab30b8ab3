import { describe, expect, it } from 'vitest';
import type {
  PresentationAnswer,
  PresentationChannel,
  PresentationChannelOptions,
} from '../../api/realtime/presentationChannel';
import { storedMapDocument } from '../../model/map/stored';
import { REPLAY_STATUS, type SubMode } from '../../model/presentation/constants';
import { newPresentation } from '../../model/presentation/load';
import { entry } from '../../model/presentation/recording';
import type { ActionPayload, ReplayStatusPayload } from '../../model/presentation/remote';
import { presentedMap } from '../../model/presentation/testPresentations';
import { MapDocumentStore } from '../MapDocumentStore';
import { ownerRecord } from '../testEditor';
import { PresentationPlayer } from './PresentationPlayer';
import { RemoteDisplay } from './RemoteDisplay';
import { stillFrames, TestClock } from './testPlayer';

const presentation = newPresentation('pres1', {
  sequence: [
    entry({ type: 'hideAllNodes' }, 0),
    entry({ type: 'showNodes', nodeIds: ['a'] }, 1000),
    entry({ type: 'showNodes', nodeIds: ['b'] }, 2000),
    entry({ type: 'selectConnection', connectionId: 'ab' }, 3000),
    entry({ type: 'showAllNodesExcept', nodeIds: [] }, 9000),
  ],
});
const FORBIDDEN: PresentationAnswer = {
  ok: false,
  code: 'FORBIDDEN',
  message: 'Only the presenter can drive this presentation.',
};

/** A channel that records what the display sends and lets the test speak for the room. */
function fakeRoom(answer: PresentationAnswer = { ok: true }) {
  const sent: { event: string; payload: unknown }[] = [];
  const listeners = new Map<string, (payload: never) => void>();
  let onJoined: PresentationChannelOptions['onJoined'] = () => {};
  const record = (event: string) => async (payload: unknown) => {
    sent.push({ event, payload });
    return answer;
  };
  const listen = (event: string) => (listener: (payload: never) => void) => {
    listeners.set(event, listener);
    return () => void listeners.delete(event);
  };
  const channel: PresentationChannel & { joined: boolean } = {
    joined: false,
    sendReplayStatus: record('replayStatus'),
    sendAction: (actionMode, action) => record('action')({ actionMode, action }),
    requestStatus: () => record('statusRequest')({}),
    onReplayStatus: listen('replayStatus'),
    onAction: listen('action'),
    onStatusRequest: listen('statusRequest'),
    close: () => listeners.clear(),
  };
  return {
    sent,
    open: (options: Pick<PresentationChannelOptions, 'onJoined'>) => {
      onJoined = options.onJoined;
      return channel;
    },
    join() {
      channel.joined = true;
      onJoined(true);
    },
    hear(event: 'replayStatus' | 'action' | 'statusRequest', payload: unknown) {
      listeners.get(event)?.(payload as never);
    },
    /** What was sent, once the answers have come. */
    async settled() {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return sent;
    },
  };
}

async function display(subMode: SubMode, options: { lead?: boolean; answer?: PresentationAnswer } = {}) {
  const record = ownerRecord('Presented', storedMapDocument(presentedMap));
  const document = new MapDocumentStore(async () => record);
  await document.load(record.id);
  const clock = new TestClock(10_000);
  const player = new PresentationPlayer(document, presentation, {
    clock,
    frames: stillFrames,
    schedule: () => () => {},
  });
  const room = fakeRoom(options.answer);
  let wallMs = 0;
  const remote = new RemoteDisplay({
    player,
    subMode,
    lead: options.lead,
    openChannel: room.open,
    now: () => wallMs,
  });
  room.join();
  return { player, clock, room, remote, passes: (ms: number) => (wallMs += ms) };
}

const statusOf = (replayIndex: number, timestamp: number, status: string): ReplayStatusPayload =>
  ({ mapId: 'm', presentationId: 'pres1', replayIndex, timestamp, status }) as ReplayStatusPayload;

describe('RemoteDisplay leading the room', () => {
  it('tells the room where it is on joining, on each step and status change, and sends play and pause', async () => {
    const { player, room, remote } = await display('video');
    expect(remote.leading).toBe(true);
    player.moveToStep(3);
    player.play();
    player.pause();
    player.stop();
    expect(await room.settled()).toEqual([
      { event: 'replayStatus', payload: { status: 'STOPPED', timestamp: 0, replayIndex: 0 } },
      { event: 'replayStatus', payload: { status: 'STOPPED', timestamp: 2000, replayIndex: 3 } },
      { event: 'replayStatus', payload: { status: 'PLAYING', timestamp: 2000, replayIndex: 3 } },
      { event: 'action', payload: { actionMode: 'primary', action: { type: 'play' } } },
      { event: 'replayStatus', payload: { status: 'PAUSED', timestamp: 2000, replayIndex: 3 } },
      { event: 'action', payload: { actionMode: 'primary', action: { type: 'pause' } } },
      { event: 'replayStatus', payload: { status: 'STOPPED', timestamp: 2000, replayIndex: 3 } },
    ]);
  });

  it('tells a time that jumps (a seek), not one that moves with the time passing', async () => {
    const { player, room, passes } = await display('videomap');
    player.seek(4000);
    await room.settled();
    room.sent.length = 0;
    // Step 4 runs from 3000 to 9000: only the time moves.
    player.seek(4300);
    player.seek(4000);
    expect(room.sent).toEqual([]);
    player.seek(6000);
    expect(room.sent).toEqual([
      { event: 'replayStatus', payload: { status: 'STOPPED', timestamp: 6000, replayIndex: 4 } },
    ]);
    player.play();
    room.sent.length = 0;
    passes(1000);
    player.seek(7000);
    expect(room.sent).toEqual([]);
    passes(100);
    player.seek(3500);
    expect(room.sent).toEqual([
      { event: 'replayStatus', payload: { status: 'PLAYING', timestamp: 3500, replayIndex: 4 } },
    ]);
  });

  it("answers a late joiner's status request, and shows the server's refusal", async () => {
    const { room, remote } = await display('standalone', { lead: true, answer: FORBIDDEN });
    room.sent.length = 0;
    room.hear('statusRequest', { mapId: 'm', presentationId: 'pres1' });
    expect(await room.settled()).toEqual([
      { event: 'replayStatus', payload: { status: 'STOPPED', timestamp: 0, replayIndex: 0 } },
    ]);
    expect(remote.error).toBe(FORBIDDEN.message);
  });
});

describe('RemoteDisplay following the room', () => {
  it('asks where the replay is on joining, then moves as the leader says, sending nothing else', async () => {
    const { player, room, remote } = await display('observer');
    expect(remote.following).toBe(true);
    expect(remote.connected).toBe(true);
    room.hear('replayStatus', statusOf(3, 2000, 'PLAYING'));
    expect([player.step, player.status]).toEqual([3, REPLAY_STATUS.PLAYING]);
    expect(remote.leaderStatus).toMatchObject({ replayIndex: 3, status: 'PLAYING' });
    room.hear('action', {
      actionMode: 'primary',
      action: { type: 'pause' },
    } satisfies Partial<ActionPayload>);
    expect(player.status).toBe(REPLAY_STATUS.PAUSED);
    room.hear('replayStatus', statusOf(2, 1000, 'STOPPED'));
    expect([player.step, player.status]).toEqual([2, REPLAY_STATUS.STOPPED]);
    expect(await room.settled()).toEqual([{ event: 'statusRequest', payload: {} }]);
  });

  it("keeps a VideoObserver's media within half a second of the leader's", async () => {
    const { player, clock, room } = await display('videoobserver');
    clock.timeMs = 2300;
    player.seek(2300);
    room.hear('replayStatus', statusOf(3, 2600, 'PAUSED'));
    expect(clock.timeMs).toBe(2300);
    room.hear('replayStatus', statusOf(4, 3400, 'PAUSED'));
    expect([player.step, clock.timeMs]).toEqual([4, 3400]);
  });

  it('lets a Standalone viewer follow, then pause and get its own place back', async () => {
    const { player, room, remote } = await display('standalone');
    player.seek(1500);
    room.hear('replayStatus', statusOf(4, 3000, 'PLAYING'));
    expect([remote.following, player.step, remote.leaderStatus?.replayIndex]).toEqual([false, 2, 4]);
    remote.follow();
    room.hear('replayStatus', statusOf(4, 3000, 'PLAYING'));
    expect([player.step, player.status]).toEqual([4, REPLAY_STATUS.PLAYING]);
    remote.stopFollowing();
    expect([remote.following, player.step, player.timeMs, player.status]).toEqual([
      false,
      2,
      1500,
      REPLAY_STATUS.PAUSED,
    ]);
    expect((await room.settled()).map(({ event }) => event)).toEqual(['statusRequest']);
  });

  it('resets a Standalone viewer that followed from the start to step 1', async () => {
    const { player, room, remote } = await display('standalone');
    remote.follow();
    room.hear('replayStatus', statusOf(4, 3000, 'PAUSED'));
    expect(player.step).toBe(4);
    remote.stopFollowing();
    expect(player.step).toBe(1);
  });
});
