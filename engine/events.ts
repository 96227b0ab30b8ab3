/** A small typed event emitter: `on` returns the unsubscribe. A throwing listener does not stop the rest. */
export class Emitter<M extends object> {
  private readonly listeners = new Map<keyof M, Set<(event: never) => void>>();

  on<K extends keyof M>(type: K, listener: (event: M[K]) => void): () => void {
    let set = this.listeners.get(type);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener as (event: never) => void);
    return () => {
      set.delete(listener as (event: never) => void);
    };
  }

  emit<K extends keyof M>(type: K, event: M[K]): void {
    const set = this.listeners.get(type);
    if (set === undefined) return;
    for (const listener of [...set]) {
      try {
        (listener as (event: M[K]) => void)(event);
      } catch (error) {
        console.error(error);
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}
