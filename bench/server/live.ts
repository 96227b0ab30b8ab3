/**
 * The live-edit group (issue 24): broadcast, presence and convergence on PGlite; convergence again on
 * PostgreSQL when TEST_DATABASE_URL names a server (as the integration tests take it).
 */
import type { Metric } from '../types';
import { benchLiveBroadcast, benchLiveConvergence } from './liveEdit';
import { benchLivePresence } from './livePresence';
import { startLiveServer } from './liveServer';

/** `bareP95`: the bare socket.io broadcast's p95 (`smartremote.broadcast200.p95`), for the ratio. */
export async function benchLive(bareP95: number | undefined): Promise<Metric[]> {
  const metrics: Metric[] = [];
  const pglite = await startLiveServer();
  try {
    metrics.push(...(await benchLiveBroadcast(pglite, bareP95)));
    metrics.push(...(await benchLivePresence(pglite)));
    metrics.push(...(await benchLiveConvergence(pglite)));
  } finally {
    await pglite.stop();
  }
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) return metrics;
  const postgres = await startLiveServer(postgresUrl);
  try {
    metrics.push(...(await benchLiveConvergence(postgres)));
  } finally {
    await postgres.stop();
  }
  return metrics;
}
