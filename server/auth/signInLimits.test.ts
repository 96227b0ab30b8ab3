import { describe, expect, it } from 'vitest';
import { createAuthLimits, LIMITS } from './limits';
import { SignInLimits } from './signInLimits';

const perPair = LIMITS.signInFailuresPerAccountAndAddress.points;
const ceiling = LIMITS.signInFailuresPerAccount.points;
const perAddress = LIMITS.signInFailuresPerAddress.points;

const fresh = () => new SignInLimits(createAuthLimits({ namespace: 'unit' }));

/** Fails `count` attempts on the account from the address; answers how many were let through. */
async function fail(limits: SignInLimits, account: string | null, address: string, count: number) {
  let through = 0;
  for (let attempt = 0; attempt < count; attempt++)
    if ((await limits.begin(account, address)) === 0) through++;
  return through;
}

describe('SignInLimits', () => {
  it('locks an account for one address only, and refused attempts count nowhere', async () => {
    const limits = fresh();
    expect(await fail(limits, 'owner@example.org', '198.51.100.1', perPair + 50)).toBe(perPair);
    // The 50 refused attempts did not reach the account's ceiling: another address has its whole budget.
    expect(await fail(limits, 'owner@example.org', '198.51.100.2', perPair)).toBe(perPair);
    expect(await limits.begin('owner@example.org', '203.0.113.9')).toBe(0);
  });

  it('stops a spread-out attack at the account ceiling, which a password reset lifts', async () => {
    const limits = fresh();
    const addresses = Array.from({ length: Math.ceil(ceiling / perPair) }, (_, i) => `198.51.100.${i + 10}`);
    for (const address of addresses) await fail(limits, 'victim@example.org', address, perPair);
    const wait = await limits.begin('victim@example.org', '203.0.113.1');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LIMITS.signInFailuresPerAccount.seconds * 1000);

    await limits.passwordReset('victim@example.org', '203.0.113.1');
    expect(await limits.begin('victim@example.org', '203.0.113.1')).toBe(0);
  });

  it('counts only failures against an address: right passwords are given back', async () => {
    const limits = fresh();
    for (let user = 0; user < perAddress * 2; user++) {
      const account = `pupil${user}@example.org`;
      expect(await limits.begin(account, '192.0.2.1')).toBe(0);
      await limits.succeeded(account, '192.0.2.1');
    }
    let through = 0;
    for (let guess = 0; guess <= perAddress; guess++)
      through += await fail(limits, `guess${guess}@example.org`, '192.0.2.1', 1);
    expect(through).toBe(perAddress);
    expect(await limits.begin('pupil0@example.org', '192.0.2.1')).toBeGreaterThan(0);
  });

  it('counts an unlock without a session against its address alone', async () => {
    const limits = fresh();
    expect(await fail(limits, null, '192.0.2.2', perAddress + 1)).toBe(perAddress);
  });
});
