import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../src/model/featureFlags';
import { contentSecurityPolicy, registerSecurityHeaders } from './securityHeaders';

/** A bare server behind a trusted proxy, so a request's X-Forwarded-Proto says whether it came over TLS. */
async function serverBehindProxy() {
  const app = Fastify({ trustProxy: true });
  await registerSecurityHeaders(app);
  app.get('/ping', async () => 'pong');
  return app;
}

describe('Strict-Transport-Security', () => {
  it('is sent on a request that came over TLS', async () => {
    const app = await serverBehindProxy();
    const response = await app.inject({ url: '/ping', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    await app.close();
  });

  it('is not sent over plain HTTP', async () => {
    const app = await serverBehindProxy();
    const response = await app.inject({ url: '/ping', headers: { 'x-forwarded-proto': 'http' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    await app.close();
  });
});

describe('Google Analytics in the policy', () => {
  it('is allowed only when the flags name a measurement id', () => {
    const off = contentSecurityPolicy(DEFAULT_FEATURE_FLAGS);
    expect([...off.scriptSrc, ...off.connectSrc].join(' ')).not.toMatch(/google/);
    const on = contentSecurityPolicy({ ...DEFAULT_FEATURE_FLAGS, 'google-measurement-id': 'G-TEST1234' });
    expect(on.scriptSrc).toContain('https://*.googletagmanager.com');
    expect(on.connectSrc).toContain('https://*.google-analytics.com');
    // A value that is no measurement id loads nothing.
    const typo = contentSecurityPolicy({ ...DEFAULT_FEATURE_FLAGS, 'google-measurement-id': 'true' });
    expect(typo).toEqual(off);
  });

  it('is what the server sends', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { ...DEFAULT_FEATURE_FLAGS, 'google-measurement-id': 'G-TEST1234' });
    app.get('/ping', async () => 'pong');
    const response = await app.inject({ url: '/ping' });
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' https://*.googletagmanager.com",
    );
    await app.close();
  });
});
