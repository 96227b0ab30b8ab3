/**
 * The one DOM piece of interaction: pointer, wheel, context-menu and Escape events on the engine's
 * canvas turned into controller inputs (canvas-relative CSS pixels, performance.now() times). Pointer
 * moves are coalesced to one per animation frame; the long-press timer is armed from the controller's
 * deadline. Returns the detach function.
 */
import type { InteractionController } from './controller';
import type { PointerInput, PointerKind } from './types';

export function attachDomInput(canvas: HTMLCanvasElement, controller: InteractionController): () => void {
  const now = () => performance.now();
  const touchAction = canvas.style.touchAction;
  // Touch and pen gestures come to us as pointer events instead of scrolling the page.
  canvas.style.touchAction = 'none';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const pending = new Map<number, PointerInput>();

  const local = (e: MouseEvent) => {
    const rect = canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const toInput = (e: PointerEvent): PointerInput => ({
    id: e.pointerId,
    ...local(e),
    time: now(),
    shift: e.shiftKey,
    alt: e.altKey,
    button: e.button,
    pointerType: pointerKind(e.pointerType),
  });
  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    const deadline = controller.nextDeadline();
    if (deadline === undefined) return;
    timer = setTimeout(
      () => {
        controller.tick(now());
        schedule();
      },
      Math.max(0, deadline - now()),
    );
  };
  const flush = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    for (const input of pending.values()) controller.pointerMove(input);
    pending.clear();
    schedule();
  };

  const onDown = (e: PointerEvent) => {
    flush();
    if (e.button !== 2) canvas.setPointerCapture?.(e.pointerId);
    controller.pointerDown(toInput(e));
    schedule();
  };
  const onMove = (e: PointerEvent) => {
    pending.set(e.pointerId, toInput(e));
    if (frame === 0) frame = requestAnimationFrame(flush);
  };
  const onUp = (e: PointerEvent) => {
    flush();
    controller.pointerUp(toInput(e));
    if (canvas.hasPointerCapture?.(e.pointerId)) canvas.releasePointerCapture(e.pointerId);
    schedule();
  };
  const onCancel = (e: PointerEvent) => {
    pending.delete(e.pointerId);
    flush();
    controller.pointerCancel(toInput(e));
    schedule();
  };
  const onLeave = (e: PointerEvent) => {
    // Moves still waiting for a frame happened before the pointer left.
    flush();
    if (e.buttons === 0) controller.pointerLeave();
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    controller.wheel({ ...local(e), deltaY: e.deltaY, deltaMode: e.deltaMode });
  };
  const onContextMenu = (e: MouseEvent) => {
    e.preventDefault();
    // A touch long press fires this too, mid-gesture: the controller's own long press answers that.
    if (controller.gesture !== 'idle') return;
    const { x, y } = local(e);
    controller.contextMenuAt(x, y);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && controller.gesture !== 'idle') controller.cancel();
  };

  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onCancel);
  canvas.addEventListener('pointerleave', onLeave);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  canvas.addEventListener('contextmenu', onContextMenu);
  window.addEventListener('keydown', onKey);
  return () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    canvas.style.touchAction = touchAction;
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
    canvas.removeEventListener('pointerleave', onLeave);
    canvas.removeEventListener('wheel', onWheel);
    canvas.removeEventListener('contextmenu', onContextMenu);
    window.removeEventListener('keydown', onKey);
  };
}

function pointerKind(type: string): PointerKind {
  return type === 'touch' || type === 'pen' ? type : 'mouse';
}
