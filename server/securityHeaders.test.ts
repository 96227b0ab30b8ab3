import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './securityHeaders';

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
