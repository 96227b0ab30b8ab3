/**
 * Keeps the open map's calculated truth current (spec 2 section 4, Truth calculation): the worker
 * compiles the map when it loads and whenever the truth graph changes, and propagates a single manual
 * strength change incrementally; its answers come back into the store as derived values.
 */
import type { TruthEffect } from '../model/changes/truthEffect';
import type { MapDocument } from '../model/map/types';
import type { TruthValuesInput } from '../model/truth/applyValues';
import type { TruthMapInput } from '../model/truth/graph';
import type { CalculatedValues } from './CalculatedTruth';
import type { MapDocumentStore } from './MapDocumentStore';

/** What the sync needs of a calculator: the truth worker's client (workers/truthClient.ts) fits. */
export interface TruthCalculator {
  load(map: TruthMapInput): Promise<unknown>;
  calculate(): Promise<TruthValuesInput & CalculatedValues>;
  setStrength(nodeId: string, strength: number | null): Promise<TruthValuesInput & CalculatedValues>;
  dispose(): void;
}

export class TruthSync {
  private readonly stop: () => void;
  /** Requests run one after another, so answers are applied in the order the changes were made. */
  private queue: Promise<void> = Promise.resolve();
  private disposed = false;

  constructor(
    private readonly store: MapDocumentStore,
    private readonly worker: TruthCalculator,
    private readonly onError: (error: unknown) => void = (error) => console.error(error),
    /**
     * Awaited before a whole map is handed to the worker: copying a large map for it takes a fifth of a
     * second on the main thread, which the app waits for the map's first frame (ui/map/mapDrawn.ts).
     */
    private readonly beforeWholeMap: () => Promise<void> = () => Promise.resolve(),
  ) {
    // Each change says what it did to the calculation's inputs; a load is a whole new map.
    this.stop = store.listen((change) =>
      this.enqueue(change.truth, change.changed === 'all' ? this.beforeWholeMap : undefined),
    );
    if (store.map !== null) this.enqueue({ kind: 'graph' }, this.beforeWholeMap);
  }

  /** Resolves when every requested calculation has been applied. */
  settled(): Promise<void> {
    return this.queue;
  }

  /** Stops listening and stops the worker; calculations still under way are dropped quietly. */
  dispose(): void {
    this.disposed = true;
    this.stop();
    this.worker.dispose();
  }

  private enqueue(work: TruthEffect, before?: () => Promise<void>): void {
    if (work.kind === 'none') return;
    this.queue = this.queue
      .then(async () => {
        await before?.();
        await this.run(work);
      })
      .catch((error: unknown) => {
        if (!this.disposed) this.onError(error);
      });
  }

  private async run(work: TruthEffect): Promise<void> {
    const map = this.store.map;
    if (map === null || this.disposed) return;
    const shown = this.store.session.presented.strengths;
    if (work.kind === 'strength') {
      const node = map.nodes.get(work.nodeId);
      if (node) {
        const strength = shown.has(node.id) ? (shown.get(node.id) ?? null) : node.strength;
        this.store.setTruth(await this.worker.setStrength(node.id, strength));
        return;
      }
    }
    await this.worker.load(withShownStrengths(map, shown));
    this.store.setTruth(await this.worker.calculate());
  }
}

/**
 * The map with the strengths a presentation shows this viewer in place of the nodes' own (spec 3: the
 * change-strength step), so their truth is calculated from them; the same map when it shows none.
 */
function withShownStrengths(map: MapDocument, shown: ReadonlyMap<string, number | null>): MapDocument {
  const replaced = [...shown].flatMap(([id, strength]) => {
    const node = map.nodes.get(id);
    return node ? [{ ...node, strength }] : [];
  });
  return replaced.length === 0 ? map : { ...map, nodes: map.nodes.replaced(...replaced) };
}
