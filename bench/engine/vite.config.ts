/// <reference types="vitest/config" />
/** Builds the engine's benchmark page on its own (`bench/engine/run.ts` serves the result). */
import path from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  build: {
    outDir: path.resolve(import.meta.dirname, '../../.tmp/bench-engine'),
    emptyOutDir: true,
  },
});
