/** Test helper: an in-memory stand-in for the browser's CacheStorage, holding response bodies as text. */
import type { CacheLike, CacheStorageLike } from './OfflineCache';

export class MemoryCacheStorage implements CacheStorageLike {
  readonly caches = new Map<string, Map<string, string>>();

  async open(name: string): Promise<CacheLike> {
    let entries = this.caches.get(name);
    if (!entries) {
      entries = new Map();
      this.caches.set(name, entries);
    }
    const cache = entries;
    return {
      match: async (key) => {
        const body = cache.get(key);
        return body === undefined ? undefined : new Response(body);
      },
      put: async (key, response) => {
        cache.set(key, await response.text());
      },
      delete: async (key) => cache.delete(key),
      // Like the browser's: the keys come back as absolute URLs.
      keys: async () => [...cache.keys()].map((key) => ({ url: new URL(key, 'http://127.0.0.1:3001').href })),
    };
  }

  /** Writes raw text under a key, as a damaged or foreign entry would be. */
  async putText(name: string, key: string, body: string): Promise<void> {
    await (await this.open(name)).put(key, new Response(body));
  }
}
