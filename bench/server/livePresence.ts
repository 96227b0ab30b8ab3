/**
 * Presence's figure (issue 24): one member of 50 moves to another node (y-websocket awareness at /collab,
 * through our own client module), and the time until each of the other 49 sees it.
 */
import { joinPresence, type Presence } from '../../src/api/live/presence';
import { newId } from '../../src/model/ids';
import { presenceOf } from '../../src/model/live/presence';
import type { LiveSessionInfo } from '../../src/model/live/protocol';
import { browserLikeWebSocket, collabUrlOf, waitFor } from '../../tests/support/realtimeClients';
import { type Metric, percentile, round } from '../types';
import { ask, type LiveServer, type LiveUser } from './liveServer';

const MEMBERS = 50;
const UPDATES = 40;

/** The owner and 49 connections of the viewer in the small map's session room. */
export async function benchLivePresence(live: LiveServer): Promise<Metric[]> {
  const mapId = live.smallMapId;
  const socket = await live.connect(live.owner);
  const members: Presence[] = [];
  try {
    const { session } = await ask<{ session: LiveSessionInfo }>(socket, 'start', { mapId });
    const join = (user: LiveUser, index: number) => {
      const name = `Bench Member ${index}`;
      return joinPresence({
        mapId,
        sessionId: session.sessionId,
        self: presenceOf({ userId: user.id, name }),
        url: collabUrlOf(live.baseUrl),
        WebSocketPolyfill: browserLikeWebSocket({
          cookie: user.browser.cookieHeader('/collab'),
          origin: live.baseUrl,
        }),
      });
    };
    for (let index = 0; index < MEMBERS; index++)
      members.push(join(index === 0 ? live.owner : live.viewer, index));
    await waitFor(() => members.every((member) => member.members().length === MEMBERS - 1), 30_000);

    const latencies: number[] = [];
    for (let update = 0; update < UPDATES; update++) {
      const mover = members[update % MEMBERS];
      const nodeId = newId();
      const sentAt = performance.now();
      const seen = members
        .filter((member) => member !== mover)
        .map(
          (member) =>
            new Promise<void>((resolve) => {
              const stop = member.onChange((others) => {
                if (!others.some((other) => other.currentNodeId === nodeId)) return;
                latencies.push(performance.now() - sentAt);
                stop();
                resolve();
              });
            }),
        );
      mover?.update({ currentNodeId: nodeId });
      await Promise.all(seen);
    }
    if (latencies.length !== UPDATES * (MEMBERS - 1))
      throw new Error('live presence: an update went missing');
    const metric = (p: number) => ({
      name: `live.presence50.p${p}`,
      value: round(percentile(latencies, p)),
      unit: 'ms',
      n: latencies.length,
    });
    return [metric(50), metric(95), metric(99)];
  } finally {
    for (const member of members) member.destroy();
    socket.disconnect();
  }
}
