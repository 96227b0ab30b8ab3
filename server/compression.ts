/**
 * Compressed answers, brotli else gzip, for every client that accepts them: the app's code, REST and
 * GraphQL. The editor's code is about 1.2 MB and a 50,000-node map's document 8-10 MB of JSON; brotli
 * sends them at a sixth to a seventh of that. Big answers are dynamic (a map document), so GraphQL uses
 * the fastest levels: on this project's machines brotli at quality 1 shrinks 10 MB of map in about 40 ms,
 * at quality 4 (the static code's level, about 20 ms for the largest chunk) it would take 280 ms.
 */
import { constants } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this (bytes) go as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/** Before any route is added: the plugin reads each route's `compress` option as it is added. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    // zstd is left out: Node 20's zlib has no zstd.
    encodings: ['br', 'gzip'],
    // Request bodies are taken as sent: a compressed one would pass the size checks made on its
    // Content-Length before it is read (server/graphql/bodyLimits.ts).
    globalDecompression: false,
    threshold: THRESHOLD_BYTES,
    brotliOptions: brotliAt(4),
    zlibOptions: { level: 6 },
  });
}

/** The `compress` option of routes whose answers can be megabytes built per request (map documents). */
export const FAST_COMPRESSION: Pick<FastifyCompressOptions, 'brotliOptions' | 'zlibOptions'> = {
  brotliOptions: brotliAt(1),
  zlibOptions: { level: 1 },
};

/** Brotli for text (every compressed answer is JSON, JavaScript, CSS or HTML) at `quality`. */
function brotliAt(quality: number): FastifyCompressOptions['brotliOptions'] {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
    },
  };
}
