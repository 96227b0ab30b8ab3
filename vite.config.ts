/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pixiAliases } from './engine/build/pixiAliases.ts';

// In Node, graphql-yoga loads graphql's CommonJS build; tests must load the same copy, or errors thrown
// by resolvers fail yoga's `instanceof GraphQLError` check (the dual-package hazard).
const nodeResolve = {
  alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
};

// CI asks for JSON reports (TEST_REPORT_DIR) to total the results of every suite.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? process.env.npm_lifecycle_event ?? 'vitest';

const API = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  base: '/app/',
  plugins: [
    react(),
    // The service worker (spec 2, offline maps): precaches the built app so /app/offline/{id} opens with
    // no network. src/api/offline/serviceWorker.ts registers it; an update waits for 'Refresh and Update'.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      manifest: false,
      filename: 'sw.js',
      scope: '/app/',
      workbox: {
        cacheId: 'study-maps',
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        globIgnores: ['**/*.map', '.vite/**'],
        // The editor's chunk (pixi, slate) is over workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/app/index.html',
        navigateFallbackAllowlist: [/^\/app\//],
        // Outside the worker's /app/ scope anyway; never the app shell for the server's own paths.
        navigateFallbackDenylist: [/^\/a\//, /^\/graphql/, /^\/smartremote/, /^\/collab/],
        // Feature flags gate the app's start: offline, the last ones fetched stand in.
        runtimeCaching: [
          {
            urlPattern: /\/a\/feature\/flags$/,
            handler: 'NetworkFirst',
            options: { cacheName: 'study-maps-feature-flags' },
          },
        ],
        cleanupOutdatedCaches: true,
        sourcemap: false,
      },
    }),
  ],
  // pixi's import-time canvas probe waits on the GPU for up to seconds; the engine never needs its answer.
  resolve: { alias: pixiAliases },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true, chunkSizeWarningLimit: 1500 },
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The dev server serves the app; every call goes to the API server (npm run dev starts both).
    proxy: {
      // A regex: a bare '/a' prefix would also swallow '/app'.
      '^/a/': API,
      '/graphql': API,
      '/smartremote': { target: API, ws: true },
      '/collab': { target: API, ws: true },
    },
  },
  test: {
    setupFiles: ['tests/support/entityListEquality.ts'],
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir
      ? { outputFile: { json: path.join(reportDir, `${reportName.replace(':', '-')}.json`) } }
      : {}),
    projects: [
      {
        extends: true,
        resolve: nodeResolve,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'engine/**/*.test.ts',
            'workers/**/*.test.ts',
            'bench/**/*.test.ts',
            'server/**/*.test.ts',
            'ui/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
          // Property tests run hundreds of cases: on a busy 2-core machine 5 s is not enough for them.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        resolve: nodeResolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server and database; two cores run two at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
