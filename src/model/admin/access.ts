/**
 * Who an administrator may see and manage (issue 22, Administration). A site administrator (ADMIN)
 * sees everyone; an organization administrator (ORG_ADMIN) only the users of their own organization,
 * and one without an organization sees only themself. Role checks follow the exact-once rule of
 * spec 1 section 1 (../auth/roles.ts).
 */
import { isAdmin, isOrgAdmin, ROLES } from '../auth/roles';

export interface AdminActor {
  id: string;
  roles: readonly string[];
  organizationId: string | null;
}

export interface ManagedUser {
  id: string;
  roles: readonly string[];
  organizationId: string | null;
}

export type AdminScope =
  | { kind: 'everyone' }
  | { kind: 'organization'; organizationId: string }
  /** An ORG_ADMIN with no organization: nobody but themself. */
  | { kind: 'self'; userId: string };

export const ADMIN_MESSAGES = {
  notAdmin: 'Only administrators can use the administration page.',
  notSiteAdmin: 'Only site administrators can do this.',
  notYourOrganization: 'This user is not in your organization.',
  noSuchUser: 'No such user.',
  noSuchCourse: 'No such course.',
  notYourself: 'You cannot do this to your own account.',
  siteAdminRolesOnly: 'Only site administrators can grant or remove the site administrator role.',
  unknownRole: (role: string) => `Unknown role: ${role}.`,
  organizationTooLong: (max: number) => `The organization name is too long (the limit is ${max} characters).`,
  reasonRequired: 'A suspension needs a reason.',
  reasonTooLong: (max: number) => `The reason is too long (the limit is ${max} characters).`,
} as const;

/** The rows a table page shows; the server refuses larger pages. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX_LENGTH = 200;
export const SUSPEND_REASON_MAX_LENGTH = 1000;
export const ORGANIZATION_NAME_MAX_LENGTH = 200;

/** The users an administrator may see, or null when the actor is no administrator at all. */
export function adminScope(actor: AdminActor): AdminScope | null {
  if (isAdmin(actor.roles)) return { kind: 'everyone' };
  if (!isOrgAdmin(actor.roles)) return null;
  return actor.organizationId
    ? { kind: 'organization', organizationId: actor.organizationId }
    : { kind: 'self', userId: actor.id };
}

/** Whether a user falls inside a scope. */
export function inScope(scope: AdminScope, user: Pick<ManagedUser, 'id' | 'organizationId'>): boolean {
  if (scope.kind === 'everyone') return true;
  if (scope.kind === 'self') return user.id === scope.userId;
  return user.organizationId === scope.organizationId;
}

/** The roles that make a site administrator; only a site administrator may grant or remove them. */
const SITE_ADMIN_ROLES: readonly string[] = [ROLES.ADMIN, ROLES.admin];

/** Every role name an administrator may put on a user (spec 1 section 1). */
export const KNOWN_ROLES: readonly string[] = Object.values(ROLES);

/** The roles a page offers as tickboxes: the upper-case admin forms and the two plain roles. */
export const ASSIGNABLE_ROLES: readonly string[] = [ROLES.ADMIN, ROLES.ORG_ADMIN, ROLES.beta, ROLES.limited];

/**
 * A role list as it is stored: each name once, in the order given. Under the exact-once rule a
 * duplicated name grants nothing, so saving never writes one.
 */
export function normalizeRoles(roles: readonly string[]): string[] {
  return [...new Set(roles)];
}

/** Roles of a stored list that the exact-once rule does not grant (named more than once). */
export function duplicatedRoles(roles: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicated = new Set<string>();
  for (const role of roles) {
    if (seen.has(role)) duplicated.add(role);
    seen.add(role);
  }
  return [...duplicated];
}

/** Why an actor may not manage this user at all (roles or deactivation), or null when they may. */
export function manageRefusal(actor: AdminActor, target: ManagedUser): string | null {
  const scope = adminScope(actor);
  if (!scope) return ADMIN_MESSAGES.notAdmin;
  if (!inScope(scope, target)) return ADMIN_MESSAGES.notYourOrganization;
  // An organization administrator cannot act on a site administrator, even one in their organization.
  if (scope.kind !== 'everyone' && isAdmin(target.roles)) return ADMIN_MESSAGES.siteAdminRolesOnly;
  return null;
}

/** Why this role change is refused, or null when it may be saved. */
export function roleChangeRefusal(
  actor: AdminActor,
  target: ManagedUser,
  roles: readonly string[],
): string | null {
  const refusal = manageRefusal(actor, target);
  if (refusal) return refusal;
  const unknown = roles.find((role) => !KNOWN_ROLES.includes(role));
  if (unknown !== undefined) return ADMIN_MESSAGES.unknownRole(unknown);
  const next = normalizeRoles(roles);
  const touchesSiteAdmin = SITE_ADMIN_ROLES.some(
    (role) => next.includes(role) !== target.roles.includes(role),
  );
  if (touchesSiteAdmin && !isAdmin(actor.roles)) return ADMIN_MESSAGES.siteAdminRolesOnly;
  // Nobody removes their own administration: the last administrator could lock everyone out.
  if (target.id === actor.id && isAdmin(actor.roles) !== isAdmin(next)) return ADMIN_MESSAGES.notYourself;
  if (target.id === actor.id && isOrgAdmin(actor.roles) && !isOrgAdmin(next) && !isAdmin(next))
    return ADMIN_MESSAGES.notYourself;
  return null;
}

/** Why deactivating (or reactivating) this user is refused, or null when it may be done. */
export function deactivationRefusal(actor: AdminActor, target: ManagedUser): string | null {
  if (target.id === actor.id) return ADMIN_MESSAGES.notYourself;
  return manageRefusal(actor, target);
}

/** The reason a course suspension is stored with: trimmed, required, bounded. */
export function suspendReasonRefusal(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return ADMIN_MESSAGES.reasonRequired;
  if (trimmed.length > SUSPEND_REASON_MAX_LENGTH)
    return ADMIN_MESSAGES.reasonTooLong(SUSPEND_REASON_MAX_LENGTH);
  return null;
}

/** How many pages `total` rows fill (at least one, so an empty table still shows page 1 of 1). */
export function pageCount(total: number, pageSize: number = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
