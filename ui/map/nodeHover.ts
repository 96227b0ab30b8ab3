/**
 * Which node the mouse rests on over the canvas, told once it has rested there for the tooltip delay
 * (700 ms): the engine answers what is under a point; a press, a wheel turn, the pointer leaving or the
 * camera moving lets it go. Touch and pen have no hover (a long press opens the context menu instead).
 */
import type { Camera } from '../../engine/geometry/camera';
import { worldToScreen } from '../../engine/geometry/camera';
import type { HitResult } from '../../engine/interaction/engineInteraction';
import type { NodeView } from '../../engine/scene/views';
import { TOOLTIP_OPEN_DELAY_MS } from '../components/Tooltip';

export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where a node is drawn on the canvas, in CSS pixels from its top-left. */
export function nodeScreenBox(
  view: Pick<NodeView, 'x' | 'y' | 'width' | 'height'>,
  camera: Camera,
): ScreenBox {
  const { x, y } = worldToScreen(camera, view.x, view.y);
  return { x, y, width: view.width * camera.scale, height: view.height * camera.scale };
}

/** What the hover needs of the engine (MapEngine fits). */
export interface HoverSurface {
  readonly canvas: HTMLElement;
  hitTest(x: number, y: number): HitResult | undefined;
  onCameraMove(listener: (camera: Camera) => void): () => void;
}

/** Calls `onRest` with the node rested on (null: none any more); answers how to stop. */
export function watchNodeHover(engine: HoverSurface, onRest: (nodeId: string | null) => void): () => void {
  const { canvas } = engine;
  let over: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const letGo = () => {
    clearTimeout(timer);
    if (over !== null) onRest(null);
    over = null;
  };
  const move = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || event.buttons !== 0) return letGo();
    const rect = canvas.getBoundingClientRect();
    const hit = engine.hitTest(event.clientX - rect.left, event.clientY - rect.top);
    const nodeId = hit?.kind === 'node' ? hit.id : null;
    if (nodeId === over) return;
    letGo();
    over = nodeId;
    if (nodeId !== null) timer = setTimeout(() => onRest(nodeId), TOOLTIP_OPEN_DELAY_MS);
  };
  canvas.addEventListener('pointermove', move);
  canvas.addEventListener('pointerdown', letGo);
  canvas.addEventListener('pointerleave', letGo);
  canvas.addEventListener('wheel', letGo, { passive: true });
  const stopCamera = engine.onCameraMove(letGo);
  return () => {
    letGo();
    stopCamera();
    canvas.removeEventListener('pointermove', move);
    canvas.removeEventListener('pointerdown', letGo);
    canvas.removeEventListener('pointerleave', letGo);
    canvas.removeEventListener('wheel', letGo);
  };
}
