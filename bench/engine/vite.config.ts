/// <reference types="vitest/config" />
/** Builds the engine's benchmark page on its own (`bench/engine/run.ts` serves the result). */
import path from 'node:path';
import { defineConfig } from 'vite';
import { pixiAliases } from '../../engine/build/pixiAliases.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  resolve: { alias: pixiAliases },
  build: {
    outDir: path.resolve(import.meta.dirname, '../../.tmp/bench-engine'),
    emptyOutDir: true,
  },
});
