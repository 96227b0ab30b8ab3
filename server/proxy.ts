import type { TrustProxy } from './config.ts';

/**
 * Fastify's form of TRUST_PROXY. A hop count becomes a function because fastify ignores forwarded
 * headers under a bare number (it cannot check the nearest proxy's address); the operator who sets a
 * count vouches that exactly that many proxies stand in front of the server.
 */
export function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
