import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface OidcUser {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * A local OpenID Connect provider for tests: discovery, JWKS, an authorization endpoint that signs in
 * `user` at once (no login page), and a token endpoint that checks the client secret and PKCE and
 * issues an RS256 ID token. Enough of the protocol to exercise a real relying party.
 */
export async function startOidcProvider(clientId: string, clientSecret: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string; user: OidcUser }>();
  const provider = {
    issuer: '',
    user: {
      sub: 'user-1',
      email: 'sam@school.example',
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Student',
    } as OidcUser,
    server: undefined as unknown as Server,
  };

  provider.server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', provider.issuer);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return send(200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return send(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== clientId || q.get('code_challenge_method') !== 'S256')
        return send(400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      const redirectUri = q.get('redirect_uri') ?? '';
      codes.set(code, {
        nonce: q.get('nonce') ?? '',
        challenge: q.get('code_challenge') ?? '',
        redirectUri,
        user: provider.user,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      back.searchParams.set('iss', provider.issuer);
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      const form = new URLSearchParams(raw);
      const basic = Buffer.from(
        (request.headers.authorization ?? '').replace(/^Basic /, ''),
        'base64',
      ).toString();
      const [id, secret] = basic
        ? basic.split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      if (id !== clientId || secret !== clientSecret) return send(401, { error: 'invalid_client' });
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) {
        return send(400, { error: 'invalid_grant' });
      }
      const idToken = await new SignJWT({ ...grant.user, nonce: grant.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(provider.issuer)
        .setAudience(clientId)
        .setSubject(grant.user.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return send(200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
      });
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
  const address = provider.server.address();
  provider.issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    get issuer() {
      return provider.issuer;
    },
    /** Who the next sign-in is. */
    signInAs(user: OidcUser) {
      provider.user = user;
    },
    close: () => new Promise<void>((resolve) => provider.server.close(() => resolve())),
  };
}
