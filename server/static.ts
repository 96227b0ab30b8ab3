import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APP_BASE_PATH } from '../src/model/version.ts';

const NOT_BUILT = 'The web app has not been built: run `npm run build` (npm start does it for you).';

/** The service worker the build writes beside index.html (vite.config.ts, VitePWA `filename`). */
export const SERVICE_WORKER_FILE = 'sw.js';

export interface StaticAppOptions {
  /** Serve the build's source maps (`*.map`), which show the app's source to anyone (SOURCE_MAPS). */
  sourceMaps: boolean;
}

/**
 * The built single-page app under `/app`, with history fallback: any `/app/...` path that is not a
 * file answers `index.html`, so client routes survive a reload. Hashed assets are cached for a year;
 * `index.html` and the service worker never are, so a new version is picked up at once. The service
 * worker controls the whole app (`/app/`), which lets a map kept offline open with no network. Source
 * maps are served only where configured (by default not in production): without them a map file is a 404.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  appDir: string,
  { sourceMaps }: StaticAppOptions,
): Promise<void> {
  const indexFile = path.join(appDir, 'index.html');

  app.get('/', async (_request, reply) => reply.redirect(`${APP_BASE_PATH}/`));
  app.get(APP_BASE_PATH, async (_request, reply) => reply.redirect(`${APP_BASE_PATH}/`));

  if (!existsSync(indexFile)) {
    app.get(`${APP_BASE_PATH}/*`, async (_request, reply) =>
      reply.code(503).type('text/plain').send(NOT_BUILT),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: appDir,
    prefix: `${APP_BASE_PATH}/`,
    index: 'index.html',
    wildcard: true,
    allowedPath: (pathName) => sourceMaps || !pathName.endsWith('.map'),
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (path.relative(appDir, filePath) === SERVICE_WORKER_FILE)
        reply.header('service-worker-allowed', `${APP_BASE_PATH}/`);
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && request.url.startsWith(`${APP_BASE_PATH}/`);
    // A missing asset (a path with an extension) is a real 404, not the app shell.
    if (wantsPage && path.extname(request.url.split('?')[0] ?? '') === '') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', appDir);
    }
    return reply.code(404).send({ success: false, errors: ['Not found'] });
  });
}
