import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Database } from '../db/database.ts';
import type { MapEvents } from '../maps/mapEvents.ts';
import type { ServerStatus } from '../monitor/serverStatus.ts';
import type { Payments } from '../payments/stripeClient.ts';

/**
 * What the HTTP layer hands to each GraphQL request. The signed-in user is resolved before Yoga starts,
 * so parsing and validation can already tell a signed-in caller from an anonymous one (exploration.ts).
 */
export type ServerContext = { req: FastifyRequest; reply: FastifyReply; viewerId: string | null };

export interface GraphQLContext {
  database: Database;
  /** The signed-in user's id, or null for an anonymous request. */
  viewerId: string | null;
  /** The largest map document a save may store, in bytes of JSON. */
  mapMaxBytes: number;
  /** This process's health, connections and recent errors (the monitor page), and its realtime controls. */
  serverStatus: ServerStatus;
  /** Told after a map's version moves on or a share is removed (the realtime channels listen). */
  mapEvents: MapEvents;
  /** The payment provider; null where none is configured (read it through server/payments/available.ts). */
  payments: Payments | null;
  /** Where people open the app (PUBLIC_URL or the server's address, with /app): the provider returns buyers there. */
  appAddress: string;
}

/** The error the client answers with a token refresh and a retry (spec 1 section 7). */
export function unauthenticated(): GraphQLError {
  return new GraphQLError('Unauthenticated Access. Please login again.', {
    extensions: { code: 'UNAUTHENTICATED' },
  });
}

export function requireViewer(context: GraphQLContext): string {
  if (!context.viewerId) throw unauthenticated();
  return context.viewerId;
}
