/**
 * Stands in for pixi's `canUseNewCanvasBlendModes` (see `pixiAliases.ts`): the real one runs when pixi.js
 * is imported, draws on 2D canvases and reads a pixel back, which waits for the GPU process and cost
 * 1.3 to 1.8 s of page load under SwiftShader. Only pixi's Canvas 2D renderer reads the answer, and the
 * engine renders with WebGL, so "no" is always right here.
 */
export function canUseNewCanvasBlendModes(): boolean {
  return false;
}
