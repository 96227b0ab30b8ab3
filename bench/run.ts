/** `npm run bench`: builds the app, runs every benchmark against the real server, writes the results. */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from '../tests/support/serverProcess';
import { benchLoginBundle } from './client/bundle';
import { benchEngine } from './engine/run';
import { benchActions } from './model/actions';
import { benchTruth } from './model/truth';
import { benchBroadcast } from './server/broadcast';
import { benchHttp } from './server/http';
import { benchMapsQuery } from './server/mapsQuery';
import type { Metric } from './types';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function main() {
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('vite build failed');
  const metrics: Metric[] = [...(await benchLoginBundle(path.join(root, 'dist')))];
  metrics.push(...(await benchTruth()));
  metrics.push(...(await benchActions()));
  metrics.push(...(await benchEngine()));

  const dataDir = await mkdtemp(path.join(tmpdir(), 'study-maps-bench-'));
  const server = spawnServer({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  try {
    const baseUrl = await server.started;
    metrics.push(...(await benchHttp(baseUrl, seconds)));
    metrics.push(...(await benchBroadcast(baseUrl)));
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
  // Its own server over its own database of 10,000 maps.
  metrics.push(...(await benchMapsQuery()));

  const resultsDir = path.join(root, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, 'latest.json'), `${JSON.stringify(metrics, null, 2)}\n`);
  for (const metric of metrics)
    console.log(
      `${metric.name.padEnd(40)} ${String(metric.value).padStart(10)} ${metric.unit} (n=${metric.n})`,
    );
}

await main();
