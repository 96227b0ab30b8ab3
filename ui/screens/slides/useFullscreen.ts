import { type RefObject, useCallback, useEffect, useState } from 'react';

export interface Fullscreen {
  /** Whether the browser lets this page go full screen. */
  supported: boolean;
  /** Whether the element is full screen now. */
  active: boolean;
  /** Enters full screen, or leaves it; rejects when the browser refuses. */
  toggle: () => Promise<void>;
}

/** The Fullscreen API for one element; full screen ends when the element goes. */
export function useFullscreen(target: RefObject<HTMLElement | null>): Fullscreen {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const changed = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    changed();
    document.addEventListener('fullscreenchange', changed);
    return () => {
      document.removeEventListener('fullscreenchange', changed);
      if (document.fullscreenElement !== null && document.fullscreenElement === target.current)
        void document.exitFullscreen().catch(() => undefined);
    };
  }, [target]);
  const toggle = useCallback(async () => {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await target.current?.requestFullscreen();
  }, [target]);
  return { supported: document.fullscreenEnabled === true, active, toggle };
}
