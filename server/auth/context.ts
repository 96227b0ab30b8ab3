import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { appAddress, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { HumanCheck } from './humanCheck.ts';
import { type AuthLimits, createAuthLimits } from './limits.ts';
import { OAuthProviders } from './oauth.ts';
import { limitNamespace } from './rateLimit.ts';
import { serverSecret } from './secrets.ts';
import { SessionService } from './sessions.ts';
import { SignInLimits } from './signInLimits.ts';
import { AccessTokens } from './tokens.ts';

/** Everything the account calls share. */
export interface AuthContext {
  database: Database;
  sessions: SessionService;
  accessTokens: AccessTokens;
  humanCheck: HumanCheck;
  limits: AuthLimits;
  signInLimits: SignInLimits;
  mailer: Mailer;
  /** The server's public address, e.g. http://127.0.0.1:3001 (links in e-mails, OAuth returns). */
  publicBase: () => string;
  /** The app's public address for links in e-mails, e.g. http://127.0.0.1:3001/app. */
  appUrl: () => string;
  oauth: OAuthProviders;
  devOutbox: boolean;
}

export async function createAuthContext(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  serverUrl: () => string,
  redis?: Redis,
): Promise<AuthContext> {
  const db = database.db;
  const accessTokens = new AccessTokens(await serverSecret(db, 'access-token'));
  const limits = createAuthLimits({
    redis,
    namespace: limitNamespace(await serverSecret(db, 'rate-limits')),
  });
  return {
    database,
    accessTokens,
    sessions: new SessionService(db, accessTokens),
    humanCheck: new HumanCheck(db, {
      ...config.humanCheck,
      signatureSecret: await serverSecret(db, 'human-check'),
      keySignatureSecret: await serverSecret(db, 'human-check-key'),
    }),
    limits,
    signInLimits: new SignInLimits(limits),
    mailer: createMailer(db, log, config.smtpUrl, config.mailFrom),
    publicBase: () => config.publicUrl ?? serverUrl(),
    appUrl: () => appAddress(config, serverUrl()),
    oauth: new OAuthProviders(config.oauth),
    devOutbox: config.devOutbox,
  };
}
