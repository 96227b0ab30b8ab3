import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPE, OPERATOR } from '../src/model/map/constants';
import { TruthWorkerClient, type TruthWorkerPort, truthInputOf } from './truthClient';
import { createTruthSession, handleTruthRequest } from './truthHandler';
import type { TruthRequest, TruthResponse } from './truthProtocol';

type Listener = (event: { data: TruthResponse; message: string }) => void;

/** A Worker stand-in that runs the real handler and answers asynchronously, like a worker would. */
function fakeWorker(options: { silent?: boolean } = {}) {
  const session = createTruthSession();
  const listeners = new Map<string, Listener[]>();
  const posted: TruthRequest[] = [];
  let terminated = false;
  const emit = (type: string, data: TruthResponse, message = '') => {
    for (const listener of listeners.get(type) ?? []) listener({ data, message });
  };
  const worker = {
    postMessage(message: TruthRequest) {
      posted.push(message);
      if (options.silent) return;
      const response = handleTruthRequest(session, structuredClone(message));
      setTimeout(() => emit('message', response), 0);
    },
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    terminate() {
      terminated = true;
    },
  };
  return {
    port: worker as unknown as TruthWorkerPort,
    posted,
    emit,
    terminated: () => terminated,
  };
}

const map = {
  nodes: [
    {
      id: 'b',
      operator: OPERATOR.AVG,
      strength: null,
      ignoreManualStrength: false,
      reverseTruth: false,
      reverseTruthCondition: 'always',
      title: 'not sent',
    },
    {
      id: 'a',
      operator: OPERATOR.AVG,
      strength: 70,
      ignoreManualStrength: false,
      reverseTruth: false,
      reverseTruthCondition: 'always',
    },
  ],
  connections: [
    {
      id: 'c1',
      from: 'a',
      to: 'b',
      type: CONNECTION_TYPE.TRUTH,
      levelId: 1,
      strength: -100,
      reverseStrength: false,
      reverseStrengthCondition: 'always',
      relevance: 100,
    },
  ],
};

describe('TruthWorkerClient', () => {
  it('loads, calculates and propagates changes through request ids', async () => {
    const worker = fakeWorker();
    const client = new TruthWorkerClient(worker.port);
    expect(await client.load(map)).toEqual({ nodeIds: ['a', 'b'], inputCount: 1 });
    const [full, change] = await Promise.all([client.calculate(), client.setStrength('a', 20)]);
    expect(full.nodeIds).toEqual(['a', 'b']);
    expect([...full.truth]).toEqual([70, -70]);
    expect(change.nodeIds).toEqual(['a', 'b']);
    expect([...change.truth]).toEqual([20, -20]);
    expect(worker.posted.map((request) => request.requestId)).toEqual([1, 2, 3]);
  });

  it('sends only the fields the calculation reads', () => {
    expect(truthInputOf(map).nodes[0]).not.toHaveProperty('title');
  });

  it('rejects with the worker error message', async () => {
    const client = new TruthWorkerClient(fakeWorker().port);
    await expect(client.calculate()).rejects.toThrow('No map is loaded in the truth worker.');
  });

  it('fails pending requests when the worker errs or is disposed', async () => {
    const worker = fakeWorker({ silent: true });
    const client = new TruthWorkerClient(worker.port);
    const first = client.calculate();
    worker.emit('error', { requestId: 0, type: 'error', message: '' }, 'boom');
    await expect(first).rejects.toThrow('The truth worker failed: boom');
    const second = client.calculate();
    client.dispose();
    await expect(second).rejects.toThrow('The truth worker was stopped.');
    expect(worker.terminated()).toBe(true);
  });
});
