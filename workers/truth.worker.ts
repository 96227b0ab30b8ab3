/// <reference lib="webworker" />
/** The truth worker: truth calculation off the main thread (DESIGN.md); the logic is in truthHandler. */
import { createTruthSession, handleTruthRequest } from './truthHandler';
import { type TruthRequest, transferablesOf } from './truthProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const session = createTruthSession();

scope.addEventListener('message', (event: MessageEvent<TruthRequest>) => {
  const response = handleTruthRequest(session, event.data);
  scope.postMessage(response, transferablesOf(response));
});
