import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** How long typing may pause before the edit so far is committed. */
export const COMMIT_IDLE_MS = 700;

/**
 * Gathers a stream of values into one commit: after `idleMs` without a change, when `flush` is called (the
 * editor lost focus), or when the component unmounts. Only the last value is committed.
 */
export function useDebouncedCommit<T>(commit: (value: T) => void, idleMs = COMMIT_IDLE_MS) {
  const latest = useRef(commit);
  latest.current = commit;
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) latest.current(next.value);
  }, []);
  const change = useCallback(
    (value: T) => {
      pending.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, idleMs);
    },
    [flush, idleMs],
  );
  useEffect(() => flush, [flush]);
  return { change, flush };
}

/**
 * Flushes before the rest of the page acts: a press outside `container` (Save, the canvas, another
 * field) or Ctrl/Cmd+S anywhere commits what is pending first, even while the editor has no focus.
 */
export function useFlushBeforeOutsideActions(container: RefObject<HTMLElement | null>, flush: () => void) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && container.current?.contains(event.target))) flush();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') flush();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [container, flush]);
}
