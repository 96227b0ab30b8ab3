/**
 * A map with a size cap that forgets the least recently used entry first (a Map's insertion order is
 * the recency order: reading an entry re-inserts it). Evicted values go to `onEvict`, so textures can
 * be reused or freed.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly capacity: number;
  private readonly onEvict: (value: V, key: K) => void;

  constructor(capacity: number, onEvict: (value: V, key: K) => void = () => {}) {
    this.capacity = Math.max(1, capacity);
    this.onEvict = onEvict;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, marked as just used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value without touching its recency. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Stores the value as the most recent; evicts the oldest entries beyond the cap. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const [oldKey, oldValue] of this.entries) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldKey);
      this.onEvict(oldValue, oldKey);
    }
  }

  /** Drops the entry, passing it to `onEvict`. */
  delete(key: K): boolean {
    const value = this.entries.get(key);
    if (value === undefined) return false;
    this.entries.delete(key);
    this.onEvict(value, key);
    return true;
  }

  /** Drops every entry for which `test` holds; returns how many. */
  deleteWhere(test: (value: V, key: K) => boolean): number {
    let count = 0;
    for (const [key, value] of [...this.entries])
      if (test(value, key)) {
        this.delete(key);
        count++;
      }
    return count;
  }

  clear(): void {
    this.deleteWhere(() => true);
  }

  values(): IterableIterator<V> {
    return this.entries.values();
  }
}
