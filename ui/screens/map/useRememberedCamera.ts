/**
 * The camera a map was last looked at with, kept in its user settings, and where the map opens: fitted
 * to the view when zoomToFit is on (the spec's default), else at that camera. The camera is written once
 * it has rested for a moment (a pan publishes one a frame), and when the map is closed.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { Camera } from '../../../engine/geometry/camera';
import type { PanelSettingsHandle } from '../../panels/usePanelSettings';

/** How long the camera rests before it is written (ms). */
const CAMERA_REST_MS = 400;

export interface RememberedCamera {
  /** For the canvas: where the map opens (null: fit it), once the settings are read. */
  openAt: () => Promise<Camera | null>;
  /** For the canvas: every camera it draws with. */
  onCamera: (camera: Camera) => void;
}

export function useRememberedCamera({ update, read }: PanelSettingsHandle): RememberedCamera {
  const pending = useRef<{ camera: Camera; timer: ReturnType<typeof setTimeout> } | null>(null);
  const updateRef = useRef(update);
  updateRef.current = update;

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    updateRef.current({ camera: waiting.camera });
  }, []);

  useEffect(() => flush, [flush]);

  const openAt = useCallback(
    () => read().then((settings) => (settings.zoomToFit ? null : settings.camera)),
    [read],
  );
  const onCamera = useCallback(
    (camera: Camera) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { camera, timer: setTimeout(flush, CAMERA_REST_MS) };
    },
    [flush],
  );
  return { openAt, onCamera };
}
