/** Role checks of spec 1 sections 1 and 6. Roles are a list of names on the user. */

export const ROLES = {
  admin: 'admin',
  orgAdmin: 'org-admin',
  beta: 'beta',
  limited: 'limited',
  /** Upper-case forms used by the admin checks. */
  ADMIN: 'ADMIN',
  ORG_ADMIN: 'ORG_ADMIN',
} as const;

/** The exact role (case-sensitive) must appear exactly once; a duplicated entry counts as suspect, not granted. */
export function hasRole(roles: readonly string[] | null | undefined, role: string): boolean {
  if (!roles) return false;
  let count = 0;
  for (const entry of roles) if (entry === role) count += 1;
  return count === 1;
}

/** Site administrator: ADMIN or admin. Gates Send Invite (spec 1 section 6). */
export function isAdmin(roles: readonly string[] | null | undefined): boolean {
  return hasRole(roles, ROLES.ADMIN) || hasRole(roles, ROLES.admin);
}

/** Organization administrator: ORG_ADMIN or org-admin. */
export function isOrgAdmin(roles: readonly string[] | null | undefined): boolean {
  return hasRole(roles, ROLES.ORG_ADMIN) || hasRole(roles, ROLES.orgAdmin);
}

/** The Administration menu item and the admin page need either admin role (spec 1 section 6). */
export function canAdminister(roles: readonly string[] | null | undefined): boolean {
  return isAdmin(roles) || isOrgAdmin(roles);
}
