import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { fastifyTrustProxy } from './proxy';

/** What a fastify server under TRUST_PROXY=value sees of a request that came through two proxies. */
async function seen(value: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: value }).trustProxy) });
  app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  const response = await app.inject({
    url: '/',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': '198.51.100.7, 10.0.0.2', 'x-forwarded-proto': 'https' },
  });
  await app.close();
  return response.json();
}

describe('TRUST_PROXY in fastify', () => {
  it('believes nothing forwarded when off', async () => {
    expect(await seen('false')).toEqual({ ip: '127.0.0.1', protocol: 'http' });
  });

  it('believes as many proxies as the hop count says', async () => {
    expect(await seen('1')).toEqual({ ip: '10.0.0.2', protocol: 'https' });
    expect(await seen('2')).toEqual({ ip: '198.51.100.7', protocol: 'https' });
  });

  it('believes the listed proxies only', async () => {
    expect(await seen('loopback')).toEqual({ ip: '10.0.0.2', protocol: 'https' });
    expect(await seen('loopback,10.0.0.0/8')).toEqual({ ip: '198.51.100.7', protocol: 'https' });
    expect(await seen('192.0.2.1')).toEqual({ ip: '127.0.0.1', protocol: 'http' });
  });
});
