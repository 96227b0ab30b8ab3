/**
 * Vite aliases for a page that bundles the engine: swaps pixi's import-time canvas probe for a constant
 * (noCanvasBlendProbe.ts). Used by bench/engine/vite.config.ts; the app's build should add it too.
 */
import path from 'node:path';

export const pixiAliases = [
  {
    find: /^.*\/canUseNewCanvasBlendModes\.mjs$/,
    replacement: path.join(import.meta.dirname, 'noCanvasBlendProbe.ts'),
  },
];
