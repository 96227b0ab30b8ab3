import { CSRF_COOKIE, CSRF_HEADER, readDocumentCookie } from './session/cookies';

/** Headers a state-changing request carries (the CSRF contract in `session/cookies.ts`); empty before sign-in. */
export function csrfHeaders(): Record<string, string> {
  const token = readDocumentCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}
