/**
 * First render of the maps table with 10,000 maps (issue 7, target under 500 ms), in headless Chromium
 * against the real server: from clicking Maps in the left navigation (the app already loaded, as a user
 * arrives from the dashboard) to the first rows on screen, and the part of it after the maps query
 * answered (the table's own render).
 */
import { chromium } from '@playwright/test';
import { BROWSER_ARGS, chromiumExecutable } from '../../tests/support/chromium';
import { printProfile, startProfile } from '../profile';
import { type Metric, percentile, round } from '../types';

const RUNS = 5;

export async function measureMapsTable(
  baseUrl: string,
  credentials: { username: string; password: string },
): Promise<Metric[]> {
  const browser = await chromium.launch({
    ...chromiumExecutable(),
    args: BROWSER_ARGS,
  });
  const total: number[] = [];
  const afterQuery: number[] = [];
  try {
    // The app's service worker would download the whole build in the background during the measurement.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await page.goto(`${baseUrl}/app/login`);
    await page.getByLabel('Email').fill(credentials.username);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/app\/home$/);
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${baseUrl}/app/home`);
      await page.evaluate(() => localStorage.setItem('gettingStartedShown', '1'));
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.evaluate(() => performance.clearResourceTimings());
      const cdp =
        process.env.MAPS_TABLE_PROFILE && run === RUNS - 1 ? await page.context().newCDPSession(page) : null;
      if (cdp) await startProfile(cdp);
      const started = await page.evaluate(() => {
        const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent === 'Maps');
        const at = performance.now();
        (link as HTMLAnchorElement).click();
        return at;
      });
      const shown = await page.waitForFunction(
        () => (document.querySelector('[role="table"] [data-map-id]') ? performance.now() : false),
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      const rowsAt = (await shown.jsonValue()) as number;
      if (cdp) await printProfile(cdp, 25);
      const answered = await page.evaluate(() =>
        Math.max(
          0,
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('/graphql'))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        ),
      );
      total.push(rowsAt - started);
      afterQuery.push(rowsAt - answered);
    }
  } finally {
    await browser.close();
  }
  return [
    { name: 'client.mapsTable10k.firstRows.p50', value: round(percentile(total, 50)), unit: 'ms', n: RUNS },
    {
      name: 'client.mapsTable10k.renderAfterQuery.p50',
      value: round(percentile(afterQuery, 50)),
      unit: 'ms',
      n: RUNS,
    },
  ];
}
