/** The truth worker for the open map (DESIGN.md: truth is always calculated off the main thread). */
import { TruthWorkerClient } from '../../workers/truthClient';

export function startTruthWorker(): TruthWorkerClient {
  const worker = new Worker(new URL('../../workers/truth.worker.ts', import.meta.url), {
    type: 'module',
    name: 'truth',
  });
  return new TruthWorkerClient(worker);
}
