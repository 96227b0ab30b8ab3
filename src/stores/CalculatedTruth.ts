/**
 * What each node's inputs give before its manual strength, as the truth worker last calculated it: derived
 * like truth itself, never stored in the map; read for the truth status texts (spec 2 section 2,
 * 'Dissonant: Manual truth is ...'), which describe a node's state and are not errors.
 */
import { action, makeObservable, observableRef } from 'mobx';
import type { TruthMapInput } from '../model/truth/graph';
import { nodeTruthStatus } from '../model/truth/status';

export interface CalculatedValues {
  nodeIds: readonly string[];
  /** Index by index with `nodeIds`; absent where an answer carries none. */
  calculated?: ArrayLike<number>;
}

export class CalculatedTruth {
  private values: ReadonlyMap<string, number> = new Map();

  constructor() {
    makeObservable<CalculatedTruth, 'values'>(this, {
      values: observableRef,
      take: action,
      clear: action,
    });
  }

  /** The worker's answer: every node after a full calculation, the changed ones after a strength change. */
  take({ nodeIds, calculated }: CalculatedValues): void {
    if (calculated === undefined || nodeIds.length === 0) return;
    const values = new Map(this.values);
    nodeIds.forEach((id, index) => {
      values.set(id, calculated[index] ?? 0);
    });
    this.values = values;
  }

  /** Another map (or the same one loaded again): nothing is known until the worker answers. */
  clear(): void {
    this.values = new Map();
  }

  of(nodeId: string): number | undefined {
    return this.values.get(nodeId);
  }

  /** The node's truth status text in `map`, or null (not dissonant, or not calculated yet). */
  statusOf(map: TruthMapInput, nodeId: string): string | null {
    return nodeTruthStatus(map, nodeId, this.of(nodeId));
  }
}
