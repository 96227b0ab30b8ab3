import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { API_BASE } from './http';

/** Solving a challenge runs in this page for at most this long before the attempt is given up. */
const SOLVE_TIMEOUT_MS = 60_000;

export class HumanCheckError extends Error {
  override name = 'HumanCheckError';
}

/**
 * Obtains the human-check token sent as `reCaptchaToken`: fetches a proof-of-work challenge from our
 * own server and solves it with WebCrypto (no third-party service). The server accepts it once.
 */
export async function obtainHumanCheckToken(fetchFn: typeof fetch = fetch): Promise<string> {
  const response = await fetchFn(`${API_BASE}/auth/challenge`, { credentials: 'include' });
  if (!response.ok) throw new HumanCheckError('The human verification is not available. Please try again.');
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new HumanCheckError('The human verification took too long. Please try again.');
  return btoa(JSON.stringify({ challenge, solution }));
}
