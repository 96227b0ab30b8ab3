import { useEffect, useState } from 'react';
import { RECORDING } from '../../../src/model/presentation/constants';
import type { Presentation } from '../../../src/model/presentation/types';
import type { MapDocumentStore } from '../../../src/stores/MapDocumentStore';
import { PresentationPlayer } from '../../../src/stores/presentation/PresentationPlayer';
import { type FrameLoop, MediaElementClock } from '../../../src/stores/presentation/ReplayClock';

/** Ticks once a frame while the replay plays. */
const animationFrames: FrameLoop = (tick) => {
  let frame = requestAnimationFrame(function run() {
    tick();
    frame = requestAnimationFrame(run);
  });
  return () => cancelAnimationFrame(frame);
};

/** Runs `work` when the browser is idle (soon, where it cannot say); answers how to cancel it. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/**
 * The player of `presentation` over the open map, made once its media element is in the page (or at
 * once without media), and told what the element does: paused or ended by itself, waiting for data,
 * its length known. It opens on the state at the start (its first steps: hide everything).
 */
export function usePlayer(
  document: MapDocumentStore,
  presentation: Presentation | null,
  media: { expected: boolean; element: HTMLMediaElement | null },
  /** Recording: the player's own clock runs as long as needed, and the author's selection stays theirs. */
  recording = false,
): PresentationPlayer | null {
  const [player, setPlayer] = useState<PresentationPlayer | null>(null);
  const { expected, element } = media;
  useEffect(() => {
    if (!presentation || !document.map || (expected && !element)) return;
    const clock = element ? new MediaElementClock(element) : undefined;
    const made = new PresentationPlayer(document, presentation, {
      clock,
      frames: animationFrames,
      ...(recording && { ownDurationMs: RECORDING.defaultFinalTimeMs, keepsSelection: true }),
    });
    made.seek(0);
    const warming = whenIdle(() => made.warm());
    const listeners: [string, () => void][] = [
      ['pause', () => made.mediaPaused()],
      ['ended', () => made.mediaPaused()],
      ['waiting', () => made.setBuffering(true)],
      ['playing', () => made.setBuffering(false)],
      ['canplay', () => made.setBuffering(false)],
      ['loadedmetadata', () => made.refreshDuration()],
      ['durationchange', () => made.refreshDuration()],
    ];
    for (const [event, listener] of listeners) element?.addEventListener(event, listener);
    setPlayer(made);
    return () => {
      for (const [event, listener] of listeners) element?.removeEventListener(event, listener);
      warming();
      made.dispose();
      setPlayer(null);
    };
  }, [document, presentation, expected, element, recording]);
  return player;
}
