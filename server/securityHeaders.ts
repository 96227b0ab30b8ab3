/**
 * Security headers on every answer (the app, /graphql, /a/*), through @fastify/helmet. The
 * Content-Security-Policy is the one the built app works under (tests/e2e fails a test on any violation):
 *
 * - scripts only from the server itself: the build has no inline script, and the map engine's workers
 *   (the truth worker) and the service worker are files of the build;
 * - styles also inline: Chakra UI (emotion) writes its styles into <style> elements at run time and KaTeX
 *   sets style attributes on formulas. Neither can carry a nonce without a server-rendered page, and a
 *   style cannot run script, so 'unsafe-inline' is allowed for styles only;
 * - images from anywhere on the web, and inline data images: the content editor inserts http(s) and
 *   data:image addresses (src/model/richText/urls.ts);
 * - frames of any http(s) page (embedded videos, any address the editor accepts), and no site may frame
 *   the app (frame-ancestors 'none', X-Frame-Options DENY);
 * - calls (fetch, the websockets of /smartremote and /collab) to the server itself only;
 * - fonts from the build (KaTeX's) and inline data fonts;
 * - Google Analytics' script and calls only when the operator set the `google-measurement-id` flag
 *   (src/api/analytics): otherwise nothing of Google's may load.
 *
 * The Referrer-Policy sends only the origin to other sites: embedded players (YouTube) refuse to play
 * without one. Strict-Transport-Security is sent only on requests that came over TLS (request.protocol,
 * which honours the proxy's X-Forwarded-Proto where the proxy is trusted): over plain HTTP it means nothing,
 * and a local server must not pin localhost to https.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { measurementIdOf } from '../src/model/analytics.ts';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '../src/model/featureFlags.ts';

const SELF = "'self'";

/** Google's hosts for gtag.js and its measurement calls (Google's CSP guide for Analytics 4). */
const GOOGLE_TAG_HOSTS = ['https://*.googletagmanager.com'];
const GOOGLE_ANALYTICS_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

const CONTENT_SECURITY_POLICY = {
  defaultSrc: [SELF],
  scriptSrc: [SELF],
  scriptSrcAttr: ["'none'"],
  styleSrc: [SELF, "'unsafe-inline'"],
  imgSrc: [SELF, 'data:', 'https:', 'http:'],
  fontSrc: [SELF, 'data:'],
  connectSrc: [SELF],
  workerSrc: [SELF],
  frameSrc: ['https:', 'http:'],
  objectSrc: ["'none'"],
  baseUri: [SELF],
  formAction: [SELF],
  frameAncestors: ["'none'"],
};

/** The policy, with Google Analytics allowed only when the flags name a measurement id. */
export function contentSecurityPolicy(flags: FeatureFlags): typeof CONTENT_SECURITY_POLICY {
  if (measurementIdOf(flags['google-measurement-id']) === null) return CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...GOOGLE_TAG_HOSTS],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...GOOGLE_ANALYTICS_HOSTS],
  };
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export async function registerSecurityHeaders(
  app: FastifyInstance,
  flags: FeatureFlags = DEFAULT_FEATURE_FLAGS,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(flags) },
    // The sign-in popup (OAuth) is opened by the app and must stay its own to close itself.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}`);
  });
}
