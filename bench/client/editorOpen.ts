/**
 * The map editor on large maps (issue 6): the time to open a 10k and a 50k node map in the editor route
 * (navigation start to the map fitted and drawn on the canvas; target under 2 s for 50k), the time until
 * its far parts are drawn too (they come in slices after the first frame), and the save round trip
 * (the GraphQL save of the whole document, from Node; and in the browser, from clicking Save to 'Saved').
 * Its own server over its own embedded database, in headless Chromium with SwiftShader WebGL.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../server/demo/seed';
import { printProfile, startProfile } from '../profile';
import { type Metric, percentile, round } from '../types';
import { CREATE_MAP, demoClient, withBenchApp } from './benchApp';
import { editorBenchMap } from './editorMap';

const ALL_SIZES = [
  { label: '10k', nodes: 10_000, opens: 3, saves: 3 },
  { label: '50k', nodes: 50_000, opens: 3, saves: 2 },
] as const;
/** BENCH_EDITOR_SIZES=10k limits a run to some sizes. */
const SIZES = ALL_SIZES.filter(
  (size) => !process.env.BENCH_EDITOR_SIZES || process.env.BENCH_EDITOR_SIZES.split(',').includes(size.label),
);
/** BENCH_EDITOR_OPENS=5 opens each map more times (the median is reported). */
const OPENS = Number(process.env.BENCH_EDITOR_OPENS ?? 0);
/** BENCH_EDITOR_PROFILE=1 prints a CPU profile of each size's last open (a debug run). */
const PROFILE = Boolean(process.env.BENCH_EDITOR_PROFILE);
/** BENCH_EDITOR_TIMELINE=1 prints when each request of each open started and ended (a debug run). */
const TIMELINE = Boolean(process.env.BENCH_EDITOR_TIMELINE);
const SAVE = `mutation($mapId: ID!, $baseVersion: Int!, $document: JSON!) {
  saveMap(mapId: $mapId, baseVersion: $baseVersion, document: $document) { version }
}`;

export async function benchEditor(appDir: string): Promise<Metric[]> {
  const metrics: Metric[] = [];
  return withBenchApp(appDir, 'editor', async ({ baseUrl, browser }) => {
    const client = await demoClient(baseUrl);
    // The app's service worker would download the whole build in the background during the measurement.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await signIn(page, baseUrl);
    for (const size of SIZES) {
      const document = editorBenchMap(size.nodes, `Bench ${size.label}`);
      const created = await client.graphql<{ createMap: { id: string; version: number } }>(CREATE_MAP, {
        name: `Bench ${size.label}`,
        document,
      });
      const map = created.body.data?.createMap;
      if (!map) throw new Error(`createMap failed: ${JSON.stringify(created.body.errors)}`);

      const saves: number[] = [];
      let version = map.version;
      for (let run = 0; run < size.saves; run++) {
        const started = performance.now();
        const saved = await client.graphql<{ saveMap: { version: number } }>(SAVE, {
          mapId: map.id,
          baseVersion: version,
          document,
        });
        saves.push(performance.now() - started);
        version = saved.body.data?.saveMap.version ?? Number.NaN;
      }
      metrics.push(metric(`editor.saveRoundTrip${size.label}.p50`, saves));

      const opens: number[] = [];
      const wholes: number[] = [];
      const openCount = OPENS || size.opens;
      for (let run = 0; run < openCount; run++) {
        const cdp = PROFILE && run === openCount - 1 ? await page.context().newCDPSession(page) : null;
        if (cdp) await startProfile(cdp);
        const { shown, whole } = await openEditor(page, baseUrl, map.id);
        opens.push(shown);
        wholes.push(whole);
        if (TIMELINE) console.error(await requestTimeline(page), `shown ${Math.round(shown)}`);
        if (cdp) await printProfile(cdp, 40, `open${size.label}`);
      }
      if (PROFILE || OPENS)
        console.error(`editor.open${size.label}`, opens.map(Math.round), wholes.map(Math.round));
      metrics.push(metric(`editor.open${size.label}.p50`, opens));
      metrics.push(metric(`editor.wholeMapDrawn${size.label}.p50`, wholes));
      const saveCdp = PROFILE ? await page.context().newCDPSession(page) : null;
      if (saveCdp) await startProfile(saveCdp);
      metrics.push(metric(`editor.saveInBrowser${size.label}`, [await saveInBrowser(page)]));
      if (saveCdp) await printProfile(saveCdp, 40, `save${size.label}`);
    }
    return metrics;
  });
}

function metric(name: string, values: number[]): Metric {
  return { name, value: round(percentile(values, 50)), unit: 'ms', n: values.length };
}

/** Signs in through the login page, as the demo user unless told whom. */
export async function signIn(
  page: Page,
  baseUrl: string,
  { username, password } = { username: DEMO_USERNAME, password: DEMO_PASSWORD },
): Promise<void> {
  await page.goto(`${baseUrl}/app/login`);
  await page.evaluate(() => localStorage.setItem('gettingStartedShown', '1'));
  await page.getByLabel('Email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/app\/home$/);
}

/**
 * Navigation start to the map fitted and drawn on the canvas and two frames drawn after it (`shown`);
 * and to the whole map drawn, its far parts included (`whole`).
 */
async function openEditor(
  page: Page,
  baseUrl: string,
  mapId: string,
): Promise<{ shown: number; whole: number }> {
  await page.goto(`${baseUrl}/app/${mapId}/edit`);
  const fitted = await page.waitForFunction(
    () =>
      document.querySelector('[role="application"][data-camera]') &&
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const drawn = await page.waitForFunction(
    () => (document.querySelector('[role="application"][data-scene="drawn"]') ? performance.now() : false),
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  return { shown: (await fitted.jsonValue()) as number, whole: (await drawn.jsonValue()) as number };
}

/** The page's requests since navigation start, one line each: start, end (ms), bytes and the path. */
function requestTimeline(page: Page): Promise<string> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const page = navigation
      ? ['unloadEventEnd', 'fetchStart', 'responseStart', 'responseEnd', 'domInteractive']
          .map(
            (key) => `${key} ${Math.round(navigation[key as keyof PerformanceNavigationTiming] as number)}`,
          )
          .join(', ')
      : '';
    const requests = performance
      .getEntriesByType('resource')
      .map((entry) => {
        const { startTime, responseEnd, name, decodedBodySize } = entry as PerformanceResourceTiming;
        const times = `${Math.round(startTime)}\t${Math.round(responseEnd)}`;
        return `${times}\t${decodedBodySize}\t${new URL(name).pathname}`;
      })
      .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
    return [page, ...requests].join('\n');
  });
}

/** One edit, then Save clicked to 'Saved' shown. */
async function saveInBrowser(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Add node' }).click();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.waitFor();
  const started = await page.evaluate(() => performance.now());
  await save.click();
  const shown = await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="save-state"]')?.textContent === 'Saved'
        ? performance.now()
        : false,
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  return ((await shown.jsonValue()) as number) - started;
}
