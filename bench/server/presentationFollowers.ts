/**
 * Remote displays (issue 25, Performance: "a follower display shows a presenter's step at p95 under
 * 100 ms, loopback, 50 followers"). On the real server (bench/server/liveServer.ts), the map's owner
 * presents: their socket sends `replayStatus` (playing, the step and its time) as the presentation channel
 * does (src/api/realtime/presentationChannel.ts: with an acknowledgement), and 50 sockets of a viewer of the
 * map, each following it, hear it. Each arrival is timed from the send until the follower has read the
 * payload as its channel reads it (`readRemotePayload`); what the follower's player then does is
 * `presentation.seek.*`'s figure (bench/model/presentationSeek.ts).
 */
import type { Socket } from 'socket.io-client';
import { REPLAY_STATUS } from '../../src/model/presentation/constants';
import { type ReplayStatusInput, readRemotePayload } from '../../src/model/presentation/remote';
import { request } from '../../tests/support/realtimeClients';
import { type Metric, percentile, round } from '../types';
import { ask, type LiveServer, startLiveServer } from './liveServer';

const FOLLOWERS = 50;
const STATUSES = 100;
const PRESENTATION_ID = 'bench-presentation';

/** Its own live server over PGlite (the live group's seeding: an owner and a viewer sharing a small map). */
export async function benchPresentationFollowers(): Promise<Metric[]> {
  const live = await startLiveServer();
  try {
    return await measureFollowers(live);
  } finally {
    await live.stop();
  }
}

async function measureFollowers(live: LiveServer): Promise<Metric[]> {
  const mapId = live.smallMapId;
  const presenter = await live.connect(live.owner);
  const followers: Socket[] = [];
  try {
    for (let index = 0; index < FOLLOWERS; index++) followers.push(await live.connect(live.viewer));
    for (const socket of [presenter, ...followers]) await ask(socket, 'map', { mapId });
    const status = (replayIndex: number): ReplayStatusInput => ({
      mapId,
      presentationId: PRESENTATION_ID,
      status: REPLAY_STATUS.PLAYING,
      timestamp: replayIndex * 1500,
      replayIndex,
    });
    // A viewer may follow but not lead: the figure is of the presenter's path, the one the server lets through.
    const refused = await request(followers[0] as Socket, 'replayStatus', status(0));
    if (refused.ok) throw new Error('presentation followers: a viewer was let lead the room');

    const latencies: number[] = [];
    for (let replayIndex = 1; replayIndex <= STATUSES; replayIndex++) {
      const sentAt = performance.now();
      const arrivals = followers.map(
        (socket) =>
          new Promise<void>((resolve) => {
            const onStatus = (raw: unknown) => {
              const payload = readRemotePayload('replayStatus', raw);
              if (payload?.presentationId !== PRESENTATION_ID || payload.replayIndex !== replayIndex) return;
              latencies.push(performance.now() - sentAt);
              socket.off('replayStatus', onStatus);
              resolve();
            };
            socket.on('replayStatus', onStatus);
          }),
      );
      await ask(presenter, 'replayStatus', status(replayIndex));
      await Promise.all(arrivals);
    }
    if (latencies.length !== FOLLOWERS * STATUSES)
      throw new Error('presentation followers: a status went missing');
    const metric = (name: string, value: number): Metric => ({
      name: `presentation.followers.${name}`,
      value: round(value),
      unit: 'ms',
      n: latencies.length,
    });
    return [
      metric('p50', percentile(latencies, 50)),
      metric('p95', percentile(latencies, 95)),
      metric('p99', percentile(latencies, 99)),
    ];
  } finally {
    for (const socket of [presenter, ...followers]) socket.disconnect();
  }
}
