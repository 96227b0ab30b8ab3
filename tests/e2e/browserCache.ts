/** The app's offline cache as the page's own CacheStorage holds it, for tests to look into. */
import type { Page } from '@playwright/test';
import { offlineCacheName } from '../../src/api/offline/keys';
import { OFFLINE_OWNER_KEY } from '../../src/api/offline/offlineOwner';

/** The offline cache of the user signed in on the page (each user's copies are kept apart). */
export async function pageOfflineCacheName(page: Page): Promise<string> {
  return offlineCacheName(await page.evaluate((key) => localStorage.getItem(key), OFFLINE_OWNER_KEY));
}

/** An entry of the offline cache (a key from `cacheKey`), parsed; null when absent. */
export async function cachedEntry(page: Page, key: string): Promise<unknown> {
  const name = await pageOfflineCacheName(page);
  return page.evaluate(
    async ({ name, key }) => (await (await caches.open(name)).match(key))?.json() ?? null,
    {
      name,
      key,
    },
  );
}
