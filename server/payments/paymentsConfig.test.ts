import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('payments configuration', () => {
  it('is off without a provider', () => {
    expect(loadConfig({}).payments).toBeNull();
  });

  it('reads the key and webhook secret, and a stand-in API address', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payments).toEqual(
      {
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        apiAddress: undefined,
      },
    );
    const standIn = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:4242',
    });
    expect(standIn.payments?.apiAddress).toEqual({ host: '127.0.0.1', port: 4242, protocol: 'http' });
    const https = loadConfig({
      STRIPE_SECRET_KEY: 'k',
      STRIPE_WEBHOOK_SECRET: 's',
      STRIPE_API_URL: 'https://stripe.test/',
    });
    expect(https.payments?.apiAddress).toEqual({ host: 'stripe.test', port: 443, protocol: 'https' });
  });

  it('refuses one of the pair alone, and an API address with a path', () => {
    const pair = 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together';
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(pair);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(pair);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'k', STRIPE_WEBHOOK_SECRET: 's', STRIPE_API_URL: 'http://x/v1' }),
    ).toThrow('STRIPE_API_URL="http://x/v1" is not valid');
  });
});
