/**
 * Offline maps (spec 2 section 4): a map kept offline opens at /app/offline/{id} with no network (the
 * service worker serves the app, the cache the map), is changed and saved to the cache, survives a
 * reload still offline, and is synced to the server by itself once back online (a save made elsewhere
 * meanwhile gives the conflict, and the copy keeps its work). An unmodified copy follows the versions
 * saved online. A malformed cached map is refused with the spec's message.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { cacheKey, OFFLINE_CACHE_NAME } from '../../src/api/offline/keys';
import { cachedEntry } from './browserCache';
import { MAP_LOAD_MS, marqueeAll, newDemoMap } from './canvas';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about one.
test.use({ serviceWorkers: 'allow' });

/** Chromium's console line for a request that could not leave the machine: the test went offline. */
const isOfflineRequestFailure = (text: string) => text.includes('net::ERR_INTERNET_DISCONNECTED');

/** Only requests that found no network failed: nothing else went wrong while offline. */
function expectOnlyOfflineRequestFailures(pageErrors: string[]) {
  const unexpected = pageErrors.filter((text) => !isOfflineRequestFailure(text));
  pageErrors.length = 0;
  expect(unexpected).toEqual([]);
}

/** File, Keep offline on the open map (named New map), and its confirmation. */
async function keepMapOffline(page: Page) {
  await page.getByRole('button', { name: 'File' }).click();
  await page.getByRole('menuitem', { name: 'Keep offline' }).click();
  await expect(page.getByText('New map is kept offline on this device.')).toBeVisible();
}

/** The demo user, signed in on another device (a browser context of its own), adds a node to the map and saves it. */
async function addNodeElsewhere(browser: Browser, mapId: string) {
  const device = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await device.newPage();
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await page.goto(`/app/${mapId}/edit`);
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });
  await page.getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await device.close();
}

async function selectAll(page: Page, canvas: Locator) {
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await marqueeAll(page, canvas);
}

test('a map kept offline is edited with no network, saved to the cache and synced when back online', async ({
  page,
  context,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const { mapId } = await newDemoMap(page);
  await page.getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  await keepMapOffline(page);
  await page.getByRole('button', { name: 'File' }).click();
  await expect(page.getByRole('menuitem', { name: 'Remove offline copy' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The service worker has precached the app; a load it controls also keeps the feature flags.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  // The list of offline maps opens with no network, and leads to the copy.
  await page.goto('/app/offline');
  await page.getByRole('link', { name: 'New map' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/offline/${mapId}$`));
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  await expect(page.getByText('Offline copy')).toBeVisible();
  // Offline there is nothing to sync and no error to show.
  await expect(page.getByRole('button', { name: 'Sync' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const canvas = page.getByRole('application', { name: 'Map New map' });
  await page.getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await expect(page.getByTestId('offline-unsynced')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });
  await expect(canvas).toHaveAttribute('data-camera', /^\S+ \S+ \S+$/);
  await selectAll(page, canvas);
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  await expect(page.getByTestId('offline-unsynced')).toBeVisible();

  // Back online, the work saved offline is synced without asking.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-sync-state')).toHaveText('Synced with the server');
  await expect(page.getByTestId('offline-unsynced')).toBeHidden();

  // The server has the node added offline.
  await page.goto(`/app/${mapId}`);
  await expect(page.getByTestId('operation-mode')).toHaveText('Review only', { timeout: MAP_LOAD_MS });
  await expect(canvas).toHaveAttribute('data-camera', /^\S+ \S+ \S+$/);
  await selectAll(page, canvas);
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');

  expectOnlyOfflineRequestFailures(pageErrors);
});

test('an online save reaches an unmodified offline copy; a sync over a save made elsewhere shows the conflict and keeps the copy', async ({
  page,
  context,
  browser,
  pageErrors,
}) => {
  test.setTimeout(150_000);
  const { canvas, mapId } = await newDemoMap(page);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await page.getByRole('button', { name: 'Add node' }).click();
  await save.click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await keepMapOffline(page);
  // Saved online after it was kept: the copy, holding nothing unsynced, takes the saved version.
  await page.getByRole('button', { name: 'Add node' }).click();
  await save.click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  // The user's settings of the map (userSettings/{mapId}) outlive the page and follow it offline.
  const searchToggle = page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Search' });
  await searchToggle.click();
  await expect(searchToggle).toHaveAttribute('aria-pressed', 'true');
  // Both reach the cache in the background: leaving the page sooner would cut them off.
  await expect
    .poll(() => cachedEntry(page, cacheKey('userSettings', mapId)))
    .toMatchObject({ showSearchPanel: true });
  await expect
    .poll(() => cachedEntry(page, cacheKey('offline', mapId)))
    .toMatchObject({ isModified: false, version: 3 });

  await page.goto(`/app/offline/${mapId}`);
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });
  await expect(searchToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(canvas).toHaveAttribute('data-camera', /^\S+ \S+ \S+$/);
  await selectAll(page, canvas);
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  await page.keyboard.press('Escape');

  // Edited with no network, while the map is changed and saved on another device.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add node' }).click();
  await save.click();
  await expect(page.getByTestId('offline-unsynced')).toBeVisible();
  await addNodeElsewhere(browser, mapId);

  // Back online, the sync is refused: the conflict is shown and the copy keeps its work.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-sync-state')).toHaveText(
    /^This map was changed elsewhere since you opened it\./,
  );
  await expect(page.getByTestId('offline-unsynced')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('offline-unsynced')).toBeVisible({ timeout: MAP_LOAD_MS });
  await expect(canvas).toHaveAttribute('data-camera', /^\S+ \S+ \S+$/, { timeout: MAP_LOAD_MS });
  await selectAll(page, canvas);
  await expect(page.getByTestId('selection-count')).toHaveText('3 selected');
  // Removing a copy with work not synced asks first, in the confirm dialog's own words; Cancel keeps it.
  await page.goto(`/app/${mapId}`);
  const removeCopy = async () => {
    await page.getByRole('button', { name: 'File' }).click();
    await page.getByRole('menuitem', { name: 'Remove offline copy' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
    await expect(confirm).toContainText('Any unsaved changes will be lost. Are you sure?');
    return confirm;
  };
  await (await removeCopy()).getByRole('button', { name: 'Cancel' }).click();
  expect(await cachedEntry(page, cacheKey('offline', mapId))).not.toBeNull();
  await (await removeCopy()).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The offline copy of New map was removed.')).toBeVisible();
  expect(await cachedEntry(page, cacheKey('offline', mapId))).toBeNull();
  expect(await cachedEntry(page, cacheKey('id', mapId))).toBeNull();
  expectOnlyOfflineRequestFailures(pageErrors);
});

test('an offline copy opened online takes a newer version saved elsewhere, when it holds nothing unsynced', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { canvas, mapId } = await newDemoMap(page);
  await page.getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await keepMapOffline(page);

  await addNodeElsewhere(browser, mapId);
  await page.goto(`/app/offline/${mapId}`);
  await expect(page.getByTestId('offline-sync-state')).toHaveText(
    'Updated to the newer version saved on the server',
    { timeout: MAP_LOAD_MS },
  );
  await expect(canvas).toHaveAttribute('data-camera', /^\S+ \S+ \S+$/);
  await selectAll(page, canvas);
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  await expect(page.getByTestId('offline-unsynced')).toHaveCount(0);
  expect(await cachedEntry(page, cacheKey('offline', mapId))).toMatchObject({
    isModified: false,
    version: 3,
  });
});

test('a malformed map in the offline cache is not loaded, with the spec message', async ({ page }) => {
  await page.goto('/app/login');
  await page.evaluate(
    async ({ name, mapKey, recordKey }) => {
      const cache = await caches.open(name);
      const json = (value: unknown) =>
        new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
      // A stored map needs a non-empty nodes list to be a well-formed offline map.
      const document = { id: 'broken0001', name: 'Broken', nodes: [], settings: { version: 4 } };
      await cache.put(mapKey, json({ id: 'broken0001', name: 'Broken', version: 1, document }));
      await cache.put(recordKey, json({ name: 'Broken', isModified: false, updated: Date.now() }));
    },
    {
      name: OFFLINE_CACHE_NAME,
      mapKey: cacheKey('id', 'broken0001'),
      recordKey: cacheKey('offline', 'broken0001'),
    },
  );
  await page.goto('/app/offline/broken0001');
  // The offline map screen loads as any map does (the app, then the cache): as long on a busy machine.
  await expect(page.getByRole('alert')).toHaveText('The offline map is not well formed.', {
    timeout: MAP_LOAD_MS,
  });
  await expect(page.getByRole('application')).toHaveCount(0);
});

test('a save with no network says so; kept offline with its changes, the next online save takes the copy along', async ({
  page,
  context,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const { mapId } = await newDemoMap(page);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await page.getByRole('button', { name: 'Add node' }).click();
  await context.setOffline(true);
  await save.click();
  // The spec's words (error catalogue), not the browser's ('Failed to fetch').
  await expect(page.getByText('No connection to server.')).toBeVisible();
  await keepMapOffline(page);
  await expect.poll(() => cachedEntry(page, cacheKey('offline', mapId))).toMatchObject({ isModified: true });

  // Saved online from the page that kept it: the copy holds nothing the server lacks.
  await context.setOffline(false);
  await save.click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await expect.poll(() => cachedEntry(page, cacheKey('offline', mapId))).toMatchObject({ isModified: false });
  await page.goto('/app/offline');
  await expect(page.getByRole('link', { name: 'New map' })).toBeVisible();
  await expect(page.getByText('Not synced')).toHaveCount(0);
  expectOnlyOfflineRequestFailures(pageErrors);
});
