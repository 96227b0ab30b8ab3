/** Camera gestures for the controller: pinch state, and applying a camera change (or its warning). */
import { type Camera, pinch } from '../geometry/camera';
import type { Point } from '../geometry/vector';
import type { InteractionHost } from './types';

export interface PinchState {
  a: number;
  b: number;
  startA: Point;
  startB: Point;
  camera: Camera;
}

/** A pinch of the first two pointers, from the camera now. */
export function startPinch(pointers: ReadonlyMap<number, Point>, camera: Camera): PinchState {
  const [[a, startA], [b, startB]] = [...pointers] as [[number, Point], [number, Point]];
  return { a, b, startA: { ...startA }, startB: { ...startB }, camera };
}

export function movePinch(
  host: InteractionHost,
  state: PinchState,
  pointers: ReadonlyMap<number, Point>,
): void {
  const nowA = pointers.get(state.a);
  const nowB = pointers.get(state.b);
  if (nowA === undefined || nowB === undefined) return;
  const change = pinch(state.camera, state.startA, state.startB, nowA, nowB);
  applyCamera(host, change.camera, change.warning);
}

/** Moves the camera and emits cameraChange; a warning (zero scale) is logged instead. */
export function applyCamera(host: InteractionHost, camera: Camera, warning?: string): void {
  if (warning !== undefined) {
    host.warn(warning);
    return;
  }
  const now = host.camera;
  if (camera.x === now.x && camera.y === now.y && camera.scale === now.scale) return;
  host.setCamera(camera);
  host.emit('cameraChange', { camera });
}
