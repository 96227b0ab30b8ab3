/**
 * Request body limits of `POST /graphql`. Map saves carry whole documents, so a signed-in user may send
 * up to the map size limit (MAP_MAX_BYTES) plus room for the query and the other arguments; a request
 * without a session may send no more than fastify's usual 1 MiB. A body over the limit is answered with
 * a GraphQL error the client can show (PAYLOAD_TOO_LARGE, HTTP 413), not fastify's bare one. A large body
 * from a browser whose sign-in has lapsed (its access token expired) is answered UNAUTHENTICATED instead:
 * the client refreshes the session and sends it again.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError } from 'graphql';
import { payloadTooLarge } from '../errors.ts';
import { MAP_MESSAGES } from '../maps/messages.ts';
import { unauthenticated } from './context.ts';
import { GRAPHQL_MESSAGES } from './messages.ts';

/** Room beside a map document in a save: the query text and the other arguments. */
const REQUEST_OVERHEAD_BYTES = 1024 * 1024;
/** What a request without a session may send. */
export const ANONYMOUS_BODY_LIMIT = 1024 * 1024;

export function graphQLBodyLimit(mapMaxBytes: number): number {
  return mapMaxBytes + REQUEST_OVERHEAD_BYTES;
}

export interface BodyLimitOptions {
  mapMaxBytes: number;
  /** The signed-in user of a request (cached per request by the caller). */
  viewerOf: (request: FastifyRequest) => Promise<string | null>;
  /** Whether the request comes from a browser that has signed in, whose session a refresh may renew. */
  hasSession: (request: FastifyRequest) => boolean;
}

function contentLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
}

/**
 * A GraphQL response of one error, in the media type the client reads whatever the status. Every such
 * answer comes before the body was read (or all of it): the connection closes after it, since a request
 * left unfinished on it would keep it busy, and a server stopping would wait for it.
 */
function sendError(reply: FastifyReply, status: number, error: GraphQLError) {
  return reply
    .status(status)
    .header('connection', 'close')
    .type('application/graphql-response+json; charset=utf-8')
    .send({ errors: [error.toJSON()] });
}

/** Route options for `POST /graphql`: its body limit, the session check for large bodies, their errors. */
export function graphQLBodyLimits(
  app: FastifyInstance,
  { mapMaxBytes, viewerOf, hasSession }: BodyLimitOptions,
) {
  return {
    bodyLimit: graphQLBodyLimit(mapMaxBytes),
    /** Before the body is read: a large (or unmeasured) body needs a signed-in user. */
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const length = contentLength(request);
      if (length !== undefined && length <= ANONYMOUS_BODY_LIMIT) return;
      if (await viewerOf(request)) return;
      // The client refreshes its session on UNAUTHENTICATED and sends the request again.
      if (hasSession(request)) return sendError(reply, 401, unauthenticated());
      const message = GRAPHQL_MESSAGES.anonymousBodyTooLarge(ANONYMOUS_BODY_LIMIT);
      return sendError(reply, 413, payloadTooLarge(message));
    },
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return app.errorHandler(error, request, reply);
      const length = contentLength(request);
      const message =
        length === undefined
          ? MAP_MESSAGES.requestTooLarge(mapMaxBytes)
          : MAP_MESSAGES.tooLarge(length, mapMaxBytes);
      return sendError(reply, 413, payloadTooLarge(message));
    },
  };
}
