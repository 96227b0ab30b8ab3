// Aliased: it is an envelop plugin factory, not a React hook.
import { useGraphQlJit as graphqlJitPlugin } from '@envelop/graphql-jit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
// Aliased like the JIT plugin above: an envelop plugin factory, not a React hook.
import { createYoga, useErrorHandler as errorHandlerPlugin } from 'graphql-yoga';
import { FAST_COMPRESSION } from '../compression.ts';
import type { Database } from '../db/database.ts';
import type { MapEvents } from '../maps/mapEvents.ts';
import type { ServerStatus } from '../monitor/serverStatus.ts';
import { unexpectedCauses } from '../monitor/unexpectedErrors.ts';
import type { Payments } from '../payments/stripeClient.ts';
import { graphQLBodyLimit, graphQLBodyLimits } from './bodyLimits.ts';
import type { GraphQLContext, ServerContext } from './context.ts';
import { schemaExplorationPlugin } from './exploration.ts';
import { inputLimitsPlugin } from './inputLimits.ts';
import { queryLimitsPlugin } from './limits.ts';
import { rawJsonPlugin } from './rawJson.ts';
import { schema } from './schema.ts';

export interface GraphQLOptions {
  database: Database;
  /** Who is signed in on a request; the accounts module supplies it. */
  resolveViewer: (request: FastifyRequest) => Promise<string | null>;
  /** Whether a request comes from a browser that has signed in (its session may be renewed). */
  hasSession: (request: FastifyRequest) => boolean;
  /** The largest map document a save may store, in bytes of JSON. */
  mapMaxBytes: number;
  /** Where users reach the app (PUBLIC_URL): the one origin CORS allows; unset, same-origin only. */
  publicUrl: string | undefined;
  /** Introspection and suggestions for callers who are not signed in (GRAPHQL_INTROSPECTION). */
  anonymousIntrospection: boolean;
  /** Where unexpected errors are recorded for the monitor page, and what its query reads. */
  serverStatus: ServerStatus;
  mapEvents: MapEvents;
  payments: Payments | null;
  /** Where people open the app; known once the server listens. */
  appAddress: () => string;
}

/** GraphQL at `POST /graphql` (graphql-yoga inside fastify). */
export function registerGraphQL(
  app: FastifyInstance,
  {
    database,
    resolveViewer,
    hasSession,
    mapMaxBytes,
    publicUrl,
    anonymousIntrospection,
    serverStatus,
    mapEvents,
    payments,
    appAddress,
  }: GraphQLOptions,
): void {
  // Large requests are checked for a session before their body is read; the context reuses the answer.
  const viewers = new WeakMap<FastifyRequest, Promise<string | null>>();
  const viewerOf = (request: FastifyRequest) => {
    let viewer = viewers.get(request);
    if (!viewer) {
      viewer = resolveViewer(request);
      viewers.set(request, viewer);
    }
    return viewer;
  };

  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: {
      debug: (...args) => app.log.debug(args.map(String).join(' ')),
      info: (...args) => app.log.info(args.map(String).join(' ')),
      warn: (...args) => app.log.warn(args.map(String).join(' ')),
      error: (...args) => app.log.error(args.map(String).join(' ')),
    },
    context: ({ viewerId }) => ({
      database,
      viewerId,
      mapMaxBytes,
      serverStatus,
      mapEvents,
      payments,
      appAddress: appAddress(),
    }),
    // The app calls from its own origin; no other site may read answers made with a user's cookies.
    cors: publicUrl ? { origin: new URL(publicUrl).origin, credentials: true, methods: ['POST'] } : false,
    // fastify has read the body under the route's limit; yoga's own check reads its Content-Length.
    maxRequestBodySize: graphQLBodyLimit(mapMaxBytes),
    // Compiled execution: graphql-js spends about 115 ms walking the 10,000 rows of the maps query,
    // the compiled query about 15 ms. Compiled queries are cached per document.
    // Stored map documents go out as the text the database holds (rawJson.ts).
    // Requests over the limits are refused before they are parsed (inputLimits) or run (queryLimits).
    plugins: [
      inputLimitsPlugin(),
      queryLimitsPlugin(),
      schemaExplorationPlugin(anonymousIntrospection),
      graphqlJitPlugin(),
      rawJsonPlugin(),
      // A refusal the resolvers meant (a GraphQLError of their own) is no server error; anything else is.
      errorHandlerPlugin(({ errors }) => {
        for (const cause of unexpectedCauses(errors)) serverStatus.errors.record('GraphQL', cause);
      }),
    ],
  });

  // POST only (spec 1 section 7): a GET query would be a cross-site request carrying the session cookies.
  app.route({
    url: '/graphql',
    method: 'POST',
    ...graphQLBodyLimits(app, { mapMaxBytes, viewerOf, hasSession }),
    // Map documents are megabytes, made per request: compressed at the fastest levels.
    compress: FAST_COMPRESSION,
    handler: async (request, reply) => {
      const viewerId = await viewerOf(request);
      const response = await yoga.handleNodeRequestAndResponse(request, reply, {
        req: request,
        reply,
        viewerId,
      });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
