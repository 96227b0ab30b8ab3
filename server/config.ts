import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_NAMES,
  type FeatureFlags,
  isFeatureFlagName,
} from '../src/model/featureFlags.ts';
import type { LegalLinks } from '../src/model/legal/links.ts';
import { DEFAULT_MEDIA_MAX_BYTES } from '../src/model/map/media.ts';
import { APP_BASE_PATH } from '../src/model/version.ts';
import { type PaymentsConfig, paymentsEnvSchema, readPaymentsConfig } from './payments/paymentsConfig.ts';

/** A configuration problem, reported as one line at start-up. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The largest map document a save may store, in bytes of JSON: 50 MB. A realistic map of 50,000 nodes
 * and 75,000 connections is about 15 MB in its stored form (measured; see src/model/map/stored.ts).
 */
export const DEFAULT_MAP_MAX_BYTES = 50_000_000;

/** Media bytes are stored in rows of this size (1 MiB): a range read fetches only the rows it overlaps. */
export const DEFAULT_MEDIA_CHUNK_BYTES = 1024 * 1024;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An operator's own legal document, linked from /legal/terms or /legal/privacy in place of the shipped text. */
const legalDocumentUrl = z
  .string()
  .refine((value) => /^https?:\/\/[^/]+/.test(value), 'must be a URL such as https://example.org/terms');

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}, 'must be a URL of the form postgres://user@host:5432/database');

/**
 * Which proxies in front of the server to believe about the client (X-Forwarded-For, -Proto, -Host):
 * none (false), any (true), that many hops whatever their addresses (a number), or the proxies whose
 * addresses are listed (IPs, CIDR ranges, or proxy-addr's names loopback, linklocal, uniquelocal).
 */
export type TrustProxy = boolean | number | string[];

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HINT =
  'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges';

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z.string().transform((value, context): TrustProxy => {
  const text = value.trim();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isProxyAddress)) {
    context.addIssue({ code: 'custom', message: TRUST_PROXY_HINT });
    return z.NEVER;
  }
  return entries;
});

/** A whole number of at least `min`, from an environment variable's text. */
const wholeNumber = (min: number) =>
  z.coerce
    .number({ error: `must be a whole number of at least ${min}` })
    .int(`must be a whole number of at least ${min}`)
    .min(min, `must be a whole number of at least ${min}`);

export const OAUTH_PROVIDERS = ['google', 'facebook', 'ags'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

/** OAUTH_<NAME>_ISSUER, _CLIENT_ID and _CLIENT_SECRET configure one OpenID Connect provider. */
function oauthVariables<Name extends string>(name: Name) {
  const text = z.string().min(1, 'must not be empty').optional();
  return {
    [`OAUTH_${name}_ISSUER`]: z
      .string()
      .refine(
        (value) => /^https?:\/\/[^/]+/.test(value),
        'must be the provider URL, e.g. https://accounts.google.com',
      )
      .optional(),
    [`OAUTH_${name}_CLIENT_ID`]: text,
    [`OAUTH_${name}_CLIENT_SECRET`]: text,
  } as Record<
    `OAUTH_${Name}_ISSUER` | `OAUTH_${Name}_CLIENT_ID` | `OAUTH_${Name}_CLIENT_SECRET`,
    typeof text
  >;
}

export interface OAuthProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the school button (ags only). */
  displayName?: string;
}

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535 (0 picks a free port)' })
    .int('must be a port number from 0 to 65535 (0 picks a free port)')
    .min(0, 'must be a port number from 0 to 65535 (0 picks a free port)')
    .max(65535, 'must be a port number from 0 to 65535 (0 picks a free port)')
    .default(3001),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  TRUST_PROXY: trustProxy.default(false),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/[^/]+/.test(value), 'must be a URL of the form redis://host:6379')
    .optional(),
  APP_DIR: z.string().min(1).default('./dist'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  FEATURE_FLAGS: z.string().default(''),
  DEMO: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PUBLIC_URL: z
    .string()
    .refine((value) => /^https?:\/\/[^/]+/.test(value), 'must be a URL such as https://maps.example.org')
    .optional(),
  LEGAL_TERMS_URL: legalDocumentUrl.optional(),
  LEGAL_PRIVACY_URL: legalDocumentUrl.optional(),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\/[^/]+/.test(value), 'must be a URL such as smtp://user:pass@host:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Study Maps <no-reply@localhost>'),
  HUMAN_CHECK_COST: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int()
    .min(1)
    .default(1000),
  HUMAN_CHECK_MAX_NUMBER: z.coerce
    .number({ error: 'must be a whole number of at least 1' })
    .int()
    .min(1)
    .default(2000),
  DEV_OUTBOX: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  NODE_ENV: z.string().default('development'),
  GRAPHQL_INTROSPECTION: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  SOURCE_MAPS: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
  MAP_MAX_BYTES: z.coerce
    .number({ error: 'must be a whole number of bytes, at least 10000' })
    .int('must be a whole number of bytes, at least 10000')
    .min(10_000, 'must be a whole number of bytes, at least 10000')
    .default(DEFAULT_MAP_MAX_BYTES),
  MEDIA_MAX_BYTES: wholeNumber(1000).default(DEFAULT_MEDIA_MAX_BYTES),
  MEDIA_CHUNK_BYTES: wholeNumber(1024)
    .max(16 * 1024 * 1024, 'must be at most 16777216')
    .default(DEFAULT_MEDIA_CHUNK_BYTES),
  COLLAB_MAX_ROOMS: wholeNumber(1).default(500),
  COLLAB_MAX_ROOM_CLIENTS: wholeNumber(1).default(100),
  COLLAB_MAX_ROOM_BYTES: wholeNumber(1024).default(1024 * 1024),
  ...oauthVariables('GOOGLE'),
  ...oauthVariables('FACEBOOK'),
  ...oauthVariables('AGS'),
  OAUTH_AGS_NAME: z.string().min(1).optional(),
  ...paymentsEnvSchema,
});

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database (PGlite) keeps its files; unused with `databaseUrl`. */
  dataDir: string;
  /** A real PostgreSQL server; absent means the embedded database. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The proxies whose forwarded headers name the client's address and protocol (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** The built single-page app (vite's output). */
  appDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  featureFlags: FeatureFlags;
  /** Create the demo account and content on an empty database. */
  demo: boolean;
  shutdownTimeoutMs: number;
  /** Where users reach the server, for links in e-mails; unset means the address it listens on. */
  publicUrl: string | undefined;
  /** The operator's terms of use and privacy notice; null shows the shipped texts (LEGAL_TERMS_URL, LEGAL_PRIVACY_URL). */
  legal: LegalLinks;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Proof-of-work difficulty: PBKDF2 iterations per attempt and the expected number of attempts. */
  humanCheck: { cost: number; maxNumber: number };
  /** Serve the outbox without sign-in at /a/dev/outbox (local development and end-to-end tests only). */
  devOutbox: boolean;
  /** NODE_ENV=production: a server people use (no development conveniences). */
  production: boolean;
  /** Schema introspection and "Did you mean" suggestions for callers who are not signed in. */
  anonymousIntrospection: boolean;
  /** Serve the web app's source maps (`*.map`): SOURCE_MAPS, by default everywhere but in production. */
  serveSourceMaps: boolean;
  /** The largest map document a save may store, in bytes of JSON (MAP_MAX_BYTES). */
  mapMaxBytes: number;
  /** The largest video or audio upload, in bytes (MEDIA_MAX_BYTES); images keep their own 5 MB. */
  mediaMaxBytes: number;
  /** The size of the rows media bytes are stored in (MEDIA_CHUNK_BYTES); each medium keeps its own. */
  mediaChunkBytes: number;
  /**
   * Bounds of the /collab rooms: how many may be open, clients in each, and the bytes of each room's
   * shared document and presence (COLLAB_MAX_ROOMS, COLLAB_MAX_ROOM_CLIENTS, COLLAB_MAX_ROOM_BYTES).
   */
  collabLimits: { maxRooms: number; maxClientsPerRoom: number; maxRoomBytes: number };
  /** The configured OpenID Connect providers. */
  oauth: Partial<Record<OAuthProviderName, OAuthProviderConfig>>;
  /** The payment provider (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL); null takes no payments. */
  payments: PaymentsConfig | null;
}

function oauthProviders(
  vars: Record<string, string | undefined>,
): Partial<Record<OAuthProviderName, OAuthProviderConfig>> {
  const providers: Partial<Record<OAuthProviderName, OAuthProviderConfig>> = {};
  for (const name of OAUTH_PROVIDERS) {
    const prefix = `OAUTH_${name.toUpperCase()}`;
    const issuer = vars[`${prefix}_ISSUER`];
    const clientId = vars[`${prefix}_CLIENT_ID`];
    const clientSecret = vars[`${prefix}_CLIENT_SECRET`];
    const given = [issuer, clientId, clientSecret].filter(Boolean).length;
    if (given === 0) continue;
    if (!issuer || !clientId || !clientSecret) {
      throw new ConfigError(
        `${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`,
      );
    }
    providers[name] = {
      issuer,
      clientId,
      clientSecret,
      ...(name === 'ags' && vars.OAUTH_AGS_NAME ? { displayName: vars.OAUTH_AGS_NAME } : {}),
    };
  }
  return providers;
}

/**
 * Parses `FEATURE_FLAGS`, a comma-separated list of `name=value` (or a bare `name` for true):
 * `FEATURE_FLAGS=google-login,school-login=false,google-measurement-id=G-123`.
 */
export function parseFeatureFlags(spec: string): FeatureFlags {
  const flags = { ...DEFAULT_FEATURE_FLAGS };
  for (const entry of spec
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', ...rest] = entry.split('=');
    const raw = rest.length > 0 ? rest.join('=').trim() : 'true';
    if (!isFeatureFlagName(name.trim())) {
      throw new ConfigError(
        `FEATURE_FLAGS: unknown flag '${name.trim()}' (known: ${FEATURE_FLAG_NAMES.join(', ')})`,
      );
    }
    const flagName = name.trim() as keyof FeatureFlags;
    if (typeof DEFAULT_FEATURE_FLAGS[flagName] === 'string') {
      flags[flagName] = raw;
    } else if (raw === 'true' || raw === '1' || raw === 'false' || raw === '0') {
      flags[flagName] = raw === 'true' || raw === '1';
    } else {
      throw new ConfigError(`FEATURE_FLAGS: flag '${flagName}' must be true or false, got '${raw}'`);
    }
  }
  return flags;
}

/** The development conveniences a server people reach must not have. */
function refuseDevelopmentOnly(vars: { DEV_OUTBOX: string; NODE_ENV: string; PUBLIC_URL?: string }): void {
  if (vars.DEV_OUTBOX !== '1') return;
  if (vars.NODE_ENV === 'production')
    throw new ConfigError(
      'DEV_OUTBOX=1 shows every e-mail to anyone: it is refused with NODE_ENV=production',
    );
  if (vars.PUBLIC_URL?.startsWith('https:'))
    throw new ConfigError(
      `DEV_OUTBOX=1 shows every e-mail to anyone: it is refused with an https PUBLIC_URL (${vars.PUBLIC_URL})`,
    );
}

/** Reads and validates the configuration; throws a `ConfigError` naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = Object.fromEntries(
    Object.keys(envSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? 'environment');
    const value = defined[key];
    throw new ConfigError(
      `${key}=${JSON.stringify(value)} is not valid: ${issue?.message ?? 'invalid value'}`,
    );
  }
  const vars = parsed.data;
  refuseDevelopmentOnly(vars);
  const payments = readPaymentsConfig(vars);
  if ('problem' in payments) throw new ConfigError(payments.problem);
  const production = vars.NODE_ENV === 'production';
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR),
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    trustProxy: vars.TRUST_PROXY,
    appDir: path.resolve(vars.APP_DIR),
    logLevel: vars.LOG_LEVEL,
    featureFlags: parseFeatureFlags(vars.FEATURE_FLAGS),
    demo: vars.DEMO === '1',
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    publicUrl: vars.PUBLIC_URL?.replace(/\/+$/, ''),
    legal: { termsUrl: vars.LEGAL_TERMS_URL ?? null, privacyUrl: vars.LEGAL_PRIVACY_URL ?? null },
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    humanCheck: { cost: vars.HUMAN_CHECK_COST, maxNumber: vars.HUMAN_CHECK_MAX_NUMBER },
    devOutbox: vars.DEV_OUTBOX === '1',
    production,
    anonymousIntrospection: vars.GRAPHQL_INTROSPECTION === '1',
    serveSourceMaps: vars.SOURCE_MAPS === undefined ? !production : vars.SOURCE_MAPS === '1',
    mapMaxBytes: vars.MAP_MAX_BYTES,
    mediaMaxBytes: vars.MEDIA_MAX_BYTES,
    mediaChunkBytes: vars.MEDIA_CHUNK_BYTES,
    collabLimits: {
      maxRooms: vars.COLLAB_MAX_ROOMS,
      maxClientsPerRoom: vars.COLLAB_MAX_ROOM_CLIENTS,
      maxRoomBytes: vars.COLLAB_MAX_ROOM_BYTES,
    },
    oauth: oauthProviders(vars as unknown as Record<string, string | undefined>),
    payments: payments.config,
  };
}

/** The address people open the app at: the public URL when set, else the server's own, under the app's base path. */
export function appAddress(config: Pick<Config, 'publicUrl'>, serverUrl: string): string {
  return `${config.publicUrl ?? serverUrl}${APP_BASE_PATH}`;
}
