import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authMessages } from '../auth/messages.ts';
import { AppError } from '../errors.ts';
import { sniffImage } from '../maps/imageSniff.ts';
import { sendErrors } from './errors.ts';

const IMAGE_TYPES = ['image/png', 'image/webp', 'application/octet-stream'];

export interface ThumbnailLimits {
  maxWidth: number;
  maxHeight: number;
  maxBytes: number;
}

export const thumbnailMessages = (limits: ThumbnailLimits) =>
  ({
    notAnImage: 'The thumbnail must be a PNG or WebP image.',
    tooLarge: `The thumbnail must be at most ${limits.maxWidth}×${limits.maxHeight} pixels.`,
  }) as const;

export interface StoredThumbnail {
  contentType: string;
  image: Uint8Array;
  version: number;
}

/** One kind of thumbnail: where it lives, who may write and read it, and its rows. */
export interface ThumbnailRoutes {
  /** The route, with `:id` for the owner's id. */
  path: string;
  limits: ThumbnailLimits;
  /** Throws the AppError (403, 404) answered to a viewer who may not write it. */
  requireWriter: (viewerId: string, id: string) => Promise<void>;
  /** Throws the AppError answered to a viewer (null: signed out) who may not read it. */
  requireReader: (viewerId: string | null, id: string) => Promise<void>;
  /** Whether a signed-out visitor may ask at all (else 401 before anything is read). */
  readableSignedOut: boolean;
  write: (id: string, contentType: string, image: Buffer) => Promise<number>;
  read: (id: string) => Promise<StoredThumbnail | undefined>;
}

type ThumbnailRequest = FastifyRequest<{ Params: { id: string } }>;

/** Runs a handler that may throw an AppError (403 or 404), answered as a REST error. */
async function answering(reply: FastifyReply, handle: () => Promise<FastifyReply>): Promise<FastifyReply> {
  try {
    return await handle();
  } catch (error) {
    if (error instanceof AppError) return sendErrors(reply, error.httpStatus, [error.message]);
    throw error;
  }
}

/**
 * A thumbnail's routes, under the media path (DESIGN.md: plain HTTP uploads under `/a/media`):
 *
 * - `PUT` (its writers): a PNG or WebP body of at most `limits.maxBytes` (413 beyond) and `limits`' size;
 *   its type is read from its bytes, not the header. It replaces the last one and bumps its version.
 * - `GET` (its readers): the image with its sniffed type and the version as ETag; a browser revalidates
 *   (`no-cache`) and gets 304 while the version stands. 204 where there is none yet; 404 to a stranger.
 */
export function registerThumbnailRoutes(
  app: FastifyInstance,
  routes: ThumbnailRoutes,
  resolveViewer: (request: FastifyRequest) => Promise<string | null>,
): void {
  const messages = thumbnailMessages(routes.limits);
  void app.register(async (scoped) => {
    // Only these routes take raw image bodies.
    scoped.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scoped.put(
      routes.path,
      { bodyLimit: routes.limits.maxBytes },
      async (request: ThumbnailRequest, reply) => {
        const viewerId = await resolveViewer(request);
        if (!viewerId) return sendErrors(reply, 401, [authMessages.notSignedIn]);
        return answering(reply, async () => {
          await routes.requireWriter(viewerId, request.params.id);
          const body = request.body;
          const image = body instanceof Buffer ? sniffImage(body) : null;
          if (!image || !(body instanceof Buffer)) return sendErrors(reply, 400, [messages.notAnImage]);
          const { maxWidth, maxHeight } = routes.limits;
          if (image.width < 1 || image.height < 1 || image.width > maxWidth || image.height > maxHeight)
            return sendErrors(reply, 400, [messages.tooLarge]);
          const version = await routes.write(request.params.id, image.type, body);
          return reply.send({ success: true, version });
        });
      },
    );

    scoped.get(routes.path, async (request: ThumbnailRequest, reply) => {
      const viewerId = await resolveViewer(request);
      if (!viewerId && !routes.readableSignedOut) return sendErrors(reply, 401, [authMessages.notSignedIn]);
      return answering(reply, async () => {
        await routes.requireReader(viewerId, request.params.id);
        const found = await routes.read(request.params.id);
        // None yet is no error: the lists show their placeholder (an image that does not load), and the
        // console logs no failed request for each one not drawn yet.
        if (!found) return reply.code(204).send();
        const etag = `"${found.version}"`;
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(found.contentType).send(Buffer.from(found.image));
      });
    });
  });
}
