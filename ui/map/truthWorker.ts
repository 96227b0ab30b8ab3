/** The truth worker for the open map (DESIGN.md: truth is always calculated off the main thread). */
import { TruthWorkerClient } from '../../workers/truthClient';

export function startTruthWorker(): TruthWorkerClient {
  const worker = new Worker(new URL('../../workers/truth.worker.ts', import.meta.url), {
    type: 'module',
    name: 'truth',
  });
  return new TruthWorkerClient(worker);
}

/**
 * Resolves once the next frame has been drawn (a task after its animation frame callbacks), or after a
 * second at most: a hidden tab draws no frames.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 1000);
  });
}
