/** The main thread's side of the truth worker: posts requests and resolves each by its request id. */
import type { TruthConnectionInput, TruthMapInput, TruthNodeInput } from '../src/model/truth';
import {
  TRUTH_WORKER_MESSAGES,
  type TruthRequest,
  type TruthResponse,
  type TruthValues,
} from './truthProtocol';

/** What the client needs of a Worker; a real Worker fits, and so does a fake in tests. */
export interface TruthWorkerPort {
  postMessage(message: TruthRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<TruthResponse>) => void): void;
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void;
  terminate(): void;
}

/** Distributes Omit over the request union, so each request keeps its own fields. */
type Unsent<T> = T extends unknown ? Omit<T, 'requestId'> : never;

interface Pending {
  resolve: (response: TruthResponse) => void;
  reject: (error: Error) => void;
}

/** Only the fields the calculation reads, so a large map's content is not copied to the worker. */
export function truthInputOf(map: TruthMapInput): {
  nodes: TruthNodeInput[];
  connections: TruthConnectionInput[];
} {
  return {
    nodes: map.nodes.map(
      (node): TruthNodeInput => ({
        id: node.id,
        operator: node.operator,
        strength: node.strength,
        ignoreManualStrength: node.ignoreManualStrength,
        reverseTruth: node.reverseTruth,
        reverseTruthCondition: node.reverseTruthCondition,
      }),
    ),
    connections: map.connections.map(
      (connection): TruthConnectionInput => ({
        id: connection.id,
        from: connection.from,
        to: connection.to,
        type: connection.type,
        levelId: connection.levelId,
        strength: connection.strength,
        reverseStrength: connection.reverseStrength,
        reverseStrengthCondition: connection.reverseStrengthCondition,
        relevance: connection.relevance,
      }),
    ),
  };
}

export class TruthWorkerClient {
  private nextRequestId = 1;
  private readonly pending = new Map<number, Pending>();
  /** The loaded map's node order, which 'calculated' answers follow. */
  private nodeIds: readonly string[] = [];

  constructor(private readonly worker: TruthWorkerPort) {
    worker.addEventListener('message', (event) => this.receive(event.data));
    worker.addEventListener('error', (event) => this.failAll(TRUTH_WORKER_MESSAGES.failed(event.message)));
  }

  /** Loads a map and answers with its node ids and the number of truth inputs compiled. */
  async load(
    map: TruthMapInput,
    levelId?: number,
  ): Promise<{ nodeIds: readonly string[]; inputCount: number }> {
    const input = truthInputOf(map);
    const response = await this.request(
      levelId === undefined ? { type: 'load', map: input } : { type: 'load', map: input, levelId },
    );
    if (response.type !== 'loaded') throw unexpected(response);
    this.nodeIds = response.nodeIds;
    return { nodeIds: response.nodeIds, inputCount: response.inputCount };
  }

  /** Every node's truth. */
  async calculate(): Promise<TruthValues> {
    const response = await this.request({ type: 'calculate' });
    if (response.type !== 'calculated') throw unexpected(response);
    return { nodeIds: this.nodeIds, truth: response.truth, calculated: response.calculated };
  }

  /** Sets a manual strength (null clears it); answers with the nodes that changed. */
  async setStrength(nodeId: string, strength: number | null): Promise<TruthValues> {
    const response = await this.request({ type: 'setStrength', nodeId, strength });
    if (response.type !== 'changed') throw unexpected(response);
    return { nodeIds: response.nodeIds, truth: response.truth, calculated: response.calculated };
  }

  /** Stops the worker; pending requests fail. */
  dispose(): void {
    this.worker.terminate();
    this.failAll(TRUTH_WORKER_MESSAGES.stopped);
  }

  private request(message: Unsent<TruthRequest>): Promise<TruthResponse> {
    const requestId = this.nextRequestId++;
    return new Promise((resolve, reject) => {
      this.pending.set(requestId, { resolve, reject });
      this.worker.postMessage({ ...message, requestId } as TruthRequest);
    });
  }

  private receive(response: TruthResponse): void {
    const pending = this.pending.get(response.requestId);
    if (!pending) return;
    this.pending.delete(response.requestId);
    if (response.type === 'error') pending.reject(new Error(response.message));
    else pending.resolve(response);
  }

  private failAll(message: string): void {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const { reject } of pending) reject(new Error(message));
  }
}

const unexpected = (response: TruthResponse) =>
  new Error(TRUTH_WORKER_MESSAGES.failed(`unexpected ${response.type}`));
