/**
 * The truth worker's handler behind the worker interface, answering asynchronously like a worker: for
 * Node (tests, server) and for browsers that cannot start module workers.
 */
import type { TruthWorkerPort } from './truthClient';
import { createTruthSession, handleTruthRequest } from './truthHandler';
import type { TruthRequest, TruthResponse } from './truthProtocol';

export function inProcessTruthPort(): TruthWorkerPort {
  const session = createTruthSession();
  const listeners: ((event: MessageEvent<TruthResponse>) => void)[] = [];
  let stopped = false;
  return {
    postMessage(request: TruthRequest) {
      const response = handleTruthRequest(session, structuredClone(request));
      setTimeout(() => {
        if (stopped) return;
        for (const listener of listeners) listener({ data: response } as MessageEvent<TruthResponse>);
      }, 0);
    },
    addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
      if (type === 'message') listeners.push(listener as (event: MessageEvent<TruthResponse>) => void);
    },
    terminate() {
      stopped = true;
    },
  };
}
