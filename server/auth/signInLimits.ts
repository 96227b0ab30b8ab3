import type { AuthLimits } from './limits.ts';
import { type Budget, takeAll } from './rateLimit.ts';

/**
 * The sign-in budgets (sign-in and unlock). Only attempts whose human check was verified reach them, so
 * junk requests cost nobody anything. An attempt is counted as a failure before its password is checked
 * (concurrent guesses cannot slip past the limit) and given back when the password was right.
 *
 * The account is locked per address: an attacker's wrong passwords from one address lock only that
 * address out of that account. A far higher ceiling over all addresses stops a spread-out attack; the
 * owner passes it with a password reset, which clears the account's counts.
 */
export class SignInLimits {
  constructor(private readonly limits: AuthLimits) {}

  /**
   * Counts a verified attempt on the account (null when there is none to name) from the address.
   * Answers 0 when it may go ahead, or milliseconds to wait; a refused attempt is not counted.
   */
  begin(account: string | null, address: string): Promise<number> {
    // Order matters: a caller refused for this account and address never reaches the account's ceiling.
    return takeAll(this.budgets(account, address));
  }

  /** The password was right: the attempt is no failure, and this address's failures on the account end. */
  async succeeded(account: string, address: string): Promise<void> {
    await Promise.all([
      this.limits.signInFailuresPerAccountAndAddress.forget(pairKey(account, address)),
      this.limits.signInFailuresPerAddress.giveBack(address),
      this.limits.signInFailuresPerAccount.giveBack(account),
    ]);
  }

  /** The owner proved themselves with a reset link: the account's lock over all addresses ends. */
  async passwordReset(account: string, address: string): Promise<void> {
    await Promise.all([
      this.limits.signInFailuresPerAccount.forget(account),
      this.limits.signInFailuresPerAccountAndAddress.forget(pairKey(account, address)),
    ]);
  }

  private budgets(account: string | null, address: string): Budget[] {
    const perAddress = { limiter: this.limits.signInFailuresPerAddress, key: address };
    if (account === null) return [perAddress];
    return [
      { limiter: this.limits.signInFailuresPerAccountAndAddress, key: pairKey(account, address) },
      perAddress,
      { limiter: this.limits.signInFailuresPerAccount, key: account },
    ];
  }
}

/** Address keys hold no space, so the pair's key reads back only one way. */
const pairKey = (account: string, address: string) => `${account} ${address}`;
