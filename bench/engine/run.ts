/**
 * The engine benchmark: builds bench/engine, serves it with generated fixtures of 1k, 10k and 50k nodes,
 * and measures each in headless Chromium (SwiftShader WebGL, 1280 by 800, no vsync) the way the shared
 * harness does: load time to the first full frame, frame intervals over the 3-second camera path,
 * main-thread busy time per frame (DevTools TaskDuration) and the JS heap after load. Each size is opened
 * in a fresh page several times (BENCH_ENGINE_RUNS, 3; in rounds over the sizes) and the median taken
 * (summary.ts). Beside them: the
 * engine's own share of the main thread per frame, over the whole path and over its pan at scale 1 (the
 * same view on every size, so what should not grow with the map), and a 10-node map, whose figures are
 * what the browser's own frame production costs on the machine (the floor under every size's).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { BROWSER_ARGS, chromiumExecutable, SWIFTSHADER_ARGS } from '../../tests/support/chromium';
import { printProfile, startProfile } from '../profile';
import type { Metric } from '../types';
import { generateFixture } from './fixture';
import { type EngineRun, summariseRuns } from './summary';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, '.tmp', 'bench-engine');
const ALL_SIZES = [
  // Next to nothing to draw: what producing a frame costs the browser itself on this machine.
  { label: '10', nodes: 10 },
  { label: '1k', nodes: 1_000 },
  { label: '10k', nodes: 10_000 },
  { label: '50k', nodes: 50_000 },
];
/** BENCH_ENGINE_SIZES=1k,10k limits a run to some sizes. */
const SIZES = ALL_SIZES.filter(
  (size) => !process.env.BENCH_ENGINE_SIZES || process.env.BENCH_ENGINE_SIZES.split(',').includes(size.label),
);
const ANIMATION_MS = 3_000;
/** Fresh openings of the page per size (BENCH_ENGINE_RUNS). */
const RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 3);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    response.end(await readFile(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

export async function benchEngine(): Promise<Metric[]> {
  await build({
    configFile: path.join(import.meta.dirname, 'vite.config.ts'),
    // BENCH_UNMINIFIED=1 keeps the engine's names readable in a debug run's profiles.
    ...(process.env.BENCH_UNMINIFIED ? { build: { minify: false } } : {}),
  });
  await mkdir(path.join(outDir, 'fixtures'), { recursive: true });
  for (const size of SIZES)
    await writeFile(
      path.join(outDir, 'fixtures', `map-${size.label}.json`),
      JSON.stringify(generateFixture(size.nodes)),
    );

  const { server, url } = await serve(outDir);
  const browser = await chromium.launch({
    ...chromiumExecutable(),
    args: [...BROWSER_ARGS, ...SWIFTSHADER_ARGS, '--disable-gpu-vsync', '--disable-frame-rate-limit'],
  });
  const runs = new Map<string, EngineRun[]>(SIZES.map((size) => [size.label, []]));
  try {
    for (let round = 0; round < RUNS; round++)
      for (const size of SIZES) runs.get(size.label)?.push(await measure(browser, url, size.label));
  } finally {
    await browser.close();
    server.close();
  }
  return SIZES.flatMap((size) => summariseRuns(size.label, runs.get(size.label) ?? []));
}

/** Opens the page on one fixture, waits for the first full frame and runs the camera path. */
async function measure(
  browser: import('@playwright/test').Browser,
  url: string,
  label: string,
): Promise<EngineRun> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('crash', () => errors.push('the page crashed'));
  page.on('console', (message) => {
    if (message.text().startsWith('DEBUG')) console.error(message.text());
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const profileLoad = process.env.BENCH_ENGINE_PROFILE === 'load';
    if (profileLoad) await startProfile(cdp);
    const debug = process.env.BENCH_ENGINE_DEBUG ? '&debug=1' : '';
    await page.goto(`${url}/index.html?fixture=/fixtures/map-${label}.json${debug}`);
    const { loadMs } = await page.evaluate(() => window.__benchReady);
    if (profileLoad) await printProfile(cdp, 15);
    if (process.env.BENCH_ENGINE_SCREENSHOTS)
      await page.screenshot({ path: path.join(root, '.tmp', `bench-engine-${label}.png`) });
    const readCounters = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const find = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
      const engineWork = await page.evaluate(() => window.__benchEngineWorkMs());
      return { task: find('TaskDuration'), heap: find('JSHeapUsedSize'), engineWork };
    };
    const before = await readCounters();
    const profileFrames = process.env.BENCH_ENGINE_PROFILE && !profileLoad;
    if (profileFrames) await startProfile(cdp);
    const intervals = await page.evaluate((ms) => window.__benchAnimate(ms), ANIMATION_MS);
    if (profileFrames) await printProfile(cdp, 15);
    const after = await readCounters();
    const { pan } = await page.evaluate(() => window.__benchPathParts);
    // After the path, so that its tiles and text are not made ahead for it.
    if (process.env.BENCH_ENGINE_GPU) {
      const points = (process.env.BENCH_ENGINE_GPU_AT ?? '0,0.2,0.4,0.55,0.8,0.9').split(',').map(Number);
      const gpu = await page.evaluate((ts) => window.__benchGpuMs(ts, 9), points);
      console.error(
        `${label} GPU ms per frame at t=${points.join('/')}: ${gpu.map((ms) => ms.toFixed(1)).join(' / ')}`,
      );
    }
    if (process.env.BENCH_ENGINE_DEBUG)
      console.error(label, {
        wallMs: intervals.reduce((sum, value) => sum + value, 0),
        taskSeconds: after.task - before.task,
        longest: Math.max(...intervals),
      });
    if (errors.length > 0) throw new Error(`engine bench page ${label}: ${errors.join('; ')}`);
    return {
      loadMs,
      intervals,
      taskMs: (after.task - before.task) * 1000,
      engineWorkMs: after.engineWork - before.engineWork,
      pan,
      heapMiB: before.heap / 2 ** 20,
    };
  } finally {
    await page.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  for (const metric of await benchEngine())
    console.log(
      `${metric.name.padEnd(52)} ${String(metric.value).padStart(10)} ${metric.unit} (n=${metric.n})`,
    );
}
