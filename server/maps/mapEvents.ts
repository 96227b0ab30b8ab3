/**
 * What happened to maps, for whoever listens (the realtime channels): a map's stored version moved on, or
 * a user's right to see it was taken away, or it was deleted. The maps code tells the hub after its write commits and knows
 * nothing of sockets; app.ts makes one hub per server process and the realtime layer subscribes.
 */
export interface MapEventPayloads {
  /** The stored version moved on (a save or a rename; a live checkpoint is told by live edit itself). */
  updated: { mapId: string; version: number; updated: string };
  /** The user may no longer view the map (their share was removed). */
  accessRevoked: { mapId: string; userId: string };
  /** The map is gone, its live session with it. */
  deleted: { mapId: string };
}

export type MapEventName = keyof MapEventPayloads;
type Listener<E extends MapEventName> = (payload: MapEventPayloads[E]) => void;

export class MapEvents {
  private readonly listeners: { [E in MapEventName]: Set<Listener<E>> } = {
    updated: new Set(),
    accessRevoked: new Set(),
    deleted: new Set(),
  };

  /** Subscribes; answers the unsubscribe. */
  on<E extends MapEventName>(event: E, listener: Listener<E>): () => void {
    const set = this.listeners[event] as Set<Listener<E>>;
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Tells every listener; one that throws neither stops the others nor fails the write that told. */
  emit<E extends MapEventName>(event: E, payload: MapEventPayloads[E]): void {
    for (const listener of this.listeners[event] as Set<Listener<E>>) {
      try {
        listener(payload);
      } catch {
        // A listener's failure is its own (the realtime layer logs its errors).
      }
    }
  }
}
