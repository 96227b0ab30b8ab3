/**
 * Pages where an expired session does not force logout (spec 1 section 2): public pages, where the
 * visitor may legitimately have no session. There the session is only marked unauthorised.
 */

/** First path segments that are exempt, with everything below them. */
export const SESSION_EXEMPT_SECTIONS: readonly string[] = [
  'reset_password',
  'register',
  'forgot',
  'login',
  'sign-up',
  'school-login',
  'unsubscribe',
  'course',
  'sandbox',
];

/**
 * `pathname` is app-relative ('/course/xyz/lesson/1', without the '/app' base); a query or hash is
 * ignored. Matching is by whole segments, so '/courses' or '/login-help' are not exempt.
 */
export function isSessionExemptPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const [first, second, third] = path.split('/').filter((segment) => segment !== '');
  if (first === undefined) return false;
  if (SESSION_EXEMPT_SECTIONS.includes(first)) return true;
  // Brain tests may be taken without a session; their results are personal.
  return first === 'profile' && second === 'braintests' && third !== 'results';
}
