import { type PointerEvent as ReactPointerEvent, type RefObject, useState } from 'react';

export interface Point {
  x: number;
  y: number;
}

/**
 * An undocked video floats where the viewer drags it (by its control bar), within the map's area:
 * `start` takes it from where it is drawn, `onPointerDown` drags it.
 */
export function useFloating(box: RefObject<HTMLElement | null>) {
  const [at, setAt] = useState<Point>({ x: 0, y: 0 });

  /** Where the box is now, relative to its container: where it starts floating. */
  const start = () => {
    const element = box.current;
    const parent = element?.parentElement;
    if (!element || !parent) return;
    const own = element.getBoundingClientRect();
    const area = parent.getBoundingClientRect();
    setAt({ x: own.left - area.left, y: own.top - area.top });
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    // Buttons and fields in the bar keep their own clicks.
    if ((event.target as HTMLElement).closest('button, select, input')) return;
    const element = box.current;
    const parent = element?.parentElement;
    if (!element || !parent) return;
    const from = { x: event.clientX, y: event.clientY };
    const origin = { x: element.offsetLeft, y: element.offsetTop };
    const maxX = Math.max(0, parent.clientWidth - element.offsetWidth);
    const maxY = Math.max(0, parent.clientHeight - element.offsetHeight);
    const move = (moved: PointerEvent) =>
      setAt({
        x: Math.min(maxX, Math.max(0, origin.x + moved.clientX - from.x)),
        y: Math.min(maxY, Math.max(0, origin.y + moved.clientY - from.y)),
      });
    const end = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    event.preventDefault();
  };

  return { at, start, onPointerDown };
}
