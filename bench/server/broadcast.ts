import { io, type Socket } from 'socket.io-client';
import { type Metric, percentile, round } from '../types';

const FOLLOWERS = 200;
const ACTIONS = 50;

/** Time for one presenter's action to reach each of 200 followers of the map over /smartremote. */
export async function benchBroadcast(baseUrl: string): Promise<Metric[]> {
  const connect = () =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(baseUrl, { path: '/smartremote', transports: ['websocket'], reconnection: false });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  const presenter = await connect();
  const followers: Socket[] = [];
  for (let index = 0; index < FOLLOWERS; index++) followers.push(await connect());
  const everyone = [presenter, ...followers];

  try {
    const joined = new Promise<void>((resolve) => {
      presenter.on('mapStatus', (status: { userCount: number }) => {
        if (status.userCount === everyone.length) resolve();
      });
    });
    for (const socket of everyone) socket.emit('map', { mapId: 'bench-map' });
    await joined;

    const latencies: number[] = [];
    for (let sequence = 0; sequence < ACTIONS; sequence++) {
      const sentAt = performance.now();
      const arrivals = followers.map(
        (socket) =>
          new Promise<void>((resolve) => {
            const onAction = (payload: { action: { sequence: number } }) => {
              if (payload.action.sequence !== sequence) return;
              latencies.push(performance.now() - sentAt);
              socket.off('action', onAction);
              resolve();
            };
            socket.on('action', onAction);
          }),
      );
      presenter.emit('action', { mapId: 'bench-map', actionMode: 'primary', action: { sequence } });
      await Promise.all(arrivals);
    }
    return [
      {
        name: 'smartremote.broadcast200.p50',
        value: round(percentile(latencies, 50)),
        unit: 'ms',
        n: latencies.length,
      },
      {
        name: 'smartremote.broadcast200.p95',
        value: round(percentile(latencies, 95)),
        unit: 'ms',
        n: latencies.length,
      },
    ];
  } finally {
    for (const socket of everyone) socket.disconnect();
  }
}
