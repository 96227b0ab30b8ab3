/** Types of the shared camera path (../shared/bench/camera-path.js, copied beside this file). */
export interface BenchCamera {
  cx: number;
  cy: number;
  scale: number;
}
export interface CameraKeys {
  fit: BenchCamera;
  a: BenchCamera;
  b: BenchCamera;
}
export function mapBounds(nodes: readonly { x: number; y: number; w: number; h: number }[]): {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
};
export function cameraKeys(
  nodes: readonly { x: number; y: number; w: number; h: number }[],
  viewportWidth: number,
  viewportHeight: number,
): CameraKeys;
export function cameraAt(t: number, keys: CameraKeys): BenchCamera;
