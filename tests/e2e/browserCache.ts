/** The app's offline cache as the page's own CacheStorage holds it, for tests to look into. */
import type { Page } from '@playwright/test';
import { OFFLINE_CACHE_NAME } from '../../src/api/offline/keys';

/** An entry of the offline cache (a key from `cacheKey`), parsed; null when absent. */
export function cachedEntry(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    async ({ name, key }) => (await (await caches.open(name)).match(key))?.json() ?? null,
    { name: OFFLINE_CACHE_NAME, key },
  );
}
