import * as oidc from 'openid-client';
import type { OAuthProviderConfig, OAuthProviderName } from '../config.ts';
import type { LoginMethod } from '../db/tables.ts';

/** The school provider signs users in with the 'school' login method; the others with their own name. */
export const loginMethodOf = (provider: OAuthProviderName): LoginMethod =>
  provider === 'ags' ? 'school' : provider;

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * OpenID Connect relying party for each configured provider (generic: Google, Facebook, the school
 * provider). Discovery runs once per provider and is retried after a failure.
 */
export class OAuthProviders {
  private readonly discovered = new Map<OAuthProviderName, Promise<oidc.Configuration>>();

  constructor(private readonly providers: Partial<Record<OAuthProviderName, OAuthProviderConfig>>) {}

  /** The configured providers, with the school's display name, for the sign-in buttons. */
  list(): { name: OAuthProviderName; displayName?: string }[] {
    return Object.entries(this.providers).map(([name, provider]) => ({
      name: name as OAuthProviderName,
      ...(provider?.displayName ? { displayName: provider.displayName } : {}),
    }));
  }

  has(name: string): name is OAuthProviderName {
    return Object.hasOwn(this.providers, name);
  }

  configuration(name: OAuthProviderName): Promise<oidc.Configuration> {
    let found = this.discovered.get(name);
    if (!found) {
      const provider = this.providers[name];
      if (!provider) return Promise.reject(new Error(`${name} is not configured`));
      const issuer = new URL(provider.issuer);
      // Plain http is allowed for a provider on this machine only (development and tests).
      found = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        execute: isLoopback(issuer) && issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      });
      found.catch(() => this.discovered.delete(name));
      this.discovered.set(name, found);
    }
    return found;
  }
}

/** What the browser carries between the redirect to the provider and the return (in a signed cookie). */
export interface OAuthAttempt {
  provider: OAuthProviderName;
  state: string;
  nonce: string;
  verifier: string;
  /** App path to land on afterwards; the close-window route for a popup. */
  returnTo: string;
}

export function startAttempt(provider: OAuthProviderName, returnTo: string): OAuthAttempt {
  return {
    provider,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    returnTo,
  };
}

export async function authorizationUrl(
  config: oidc.Configuration,
  attempt: OAuthAttempt,
  redirectUri: string,
) {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(attempt.verifier),
    code_challenge_method: 'S256',
  });
}

export interface OAuthIdentity {
  email: string;
  firstName: string;
  lastName: string;
}

/** Exchanges the code (checking state, nonce and PKCE) and reads who signed in. */
export async function completeAttempt(
  config: oidc.Configuration,
  attempt: OAuthAttempt,
  currentUrl: URL,
): Promise<OAuthIdentity | null> {
  const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: attempt.verifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  const email = typeof claims?.email === 'string' ? claims.email : '';
  if (!email || claims?.email_verified === false) return null;
  return {
    email,
    firstName: typeof claims?.given_name === 'string' ? claims.given_name : '',
    lastName: typeof claims?.family_name === 'string' ? claims.family_name : '',
  };
}

/** Only paths inside the app may be landed on after sign-in (no open redirect). */
export function safeReturnPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/app/') ||
    value.startsWith('//') ||
    value.includes('\\')
  ) {
    return '/app/';
  }
  return value;
}
