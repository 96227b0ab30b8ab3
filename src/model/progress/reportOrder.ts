/** The order of users in progress reports (spec 3 section 2.2): by the domain of their username. */

/** The part after the last '@', lower case; '' for a username without one. */
export function usernameDomain(username: string): string {
  const at = username.lastIndexOf('@');
  return at < 0 ? '' : username.slice(at + 1).toLowerCase();
}

/** Domain first (a school's pupils together), then the username itself, without regard to case. */
export function compareByUsernameDomain(a: { username: string }, b: { username: string }): number {
  const byDomain = compareText(usernameDomain(a.username), usernameDomain(b.username));
  return byDomain !== 0 ? byDomain : compareText(a.username.toLowerCase(), b.username.toLowerCase());
}

/** A copy of the rows in report order; rows equal by username keep their order. */
export function sortByUsernameDomain<Row extends { user: { username: string } }>(
  rows: readonly Row[],
): Row[] {
  return [...rows].sort((a, b) => compareByUsernameDomain(a.user, b.user));
}

// Code-point order, not the locale's: the server and every browser sort the same way.
function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
