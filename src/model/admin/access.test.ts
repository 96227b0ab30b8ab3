import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  type AdminActor,
  adminScope,
  deactivationRefusal,
  duplicatedRoles,
  inScope,
  normalizeRoles,
  pageCount,
  roleChangeRefusal,
  suspendReasonRefusal,
} from './access';

const siteAdmin: AdminActor = { id: 'a', roles: ['ADMIN'], organizationId: null };
const orgAdmin: AdminActor = { id: 'o', roles: ['ORG_ADMIN'], organizationId: 'north' };
const member = { id: 'm', roles: [], organizationId: 'north' };
const stranger = { id: 's', roles: [], organizationId: 'south' };

describe('adminScope', () => {
  it('gives a site administrator everyone, an organization administrator their organization', () => {
    expect(adminScope(siteAdmin)).toEqual({ kind: 'everyone' });
    expect(adminScope(orgAdmin)).toEqual({ kind: 'organization', organizationId: 'north' });
    expect(adminScope({ ...orgAdmin, roles: ['org-admin'] })).toEqual({
      kind: 'organization',
      organizationId: 'north',
    });
  });

  it('gives an organization administrator without an organization only themself', () => {
    const lone = { ...orgAdmin, organizationId: null };
    const scope = adminScope(lone);
    expect(scope).toEqual({ kind: 'self', userId: 'o' });
    expect(scope && inScope(scope, { id: 'x', organizationId: null })).toBe(false);
    expect(scope && inScope(scope, { id: 'o', organizationId: null })).toBe(true);
  });

  it('gives nothing to other users, or to a role listed twice (the exact-once rule)', () => {
    expect(adminScope({ id: 'u', roles: ['beta'], organizationId: null })).toBeNull();
    expect(adminScope({ id: 'u', roles: ['ADMIN', 'ADMIN'], organizationId: null })).toBeNull();
    expect(adminScope({ id: 'u', roles: ['Admin'], organizationId: null })).toBeNull();
  });
});

describe('roleChangeRefusal', () => {
  it('lets an organization administrator set plain roles on their own users only', () => {
    expect(roleChangeRefusal(orgAdmin, member, ['beta'])).toBeNull();
    expect(roleChangeRefusal(orgAdmin, stranger, ['beta'])).toBe(ADMIN_MESSAGES.notYourOrganization);
  });

  it('keeps the site administrator role to site administrators', () => {
    expect(roleChangeRefusal(orgAdmin, member, ['ADMIN'])).toBe(ADMIN_MESSAGES.siteAdminRolesOnly);
    expect(roleChangeRefusal(orgAdmin, { ...member, roles: ['ADMIN'] }, [])).toBe(
      ADMIN_MESSAGES.siteAdminRolesOnly,
    );
    expect(roleChangeRefusal(siteAdmin, stranger, ['ADMIN'])).toBeNull();
  });

  it('refuses unknown roles and the removal of one’s own administration', () => {
    expect(roleChangeRefusal(siteAdmin, stranger, ['root'])).toBe(ADMIN_MESSAGES.unknownRole('root'));
    expect(roleChangeRefusal(siteAdmin, { ...siteAdmin }, ['beta'])).toBe(ADMIN_MESSAGES.notYourself);
    expect(roleChangeRefusal(siteAdmin, { ...siteAdmin }, ['ADMIN', 'beta'])).toBeNull();
    expect(roleChangeRefusal(orgAdmin, { ...orgAdmin }, [])).toBe(ADMIN_MESSAGES.notYourself);
  });
});

describe('role lists', () => {
  it('stores each role once and names the ones a doubled entry leaves ungranted', () => {
    expect(normalizeRoles(['beta', 'ADMIN', 'beta'])).toEqual(['beta', 'ADMIN']);
    expect(duplicatedRoles(['beta', 'ADMIN', 'beta', 'beta'])).toEqual(['beta']);
    expect(duplicatedRoles(['beta'])).toEqual([]);
  });
});

describe('deactivationRefusal', () => {
  it('refuses oneself and users outside the scope', () => {
    expect(deactivationRefusal(siteAdmin, { ...siteAdmin })).toBe(ADMIN_MESSAGES.notYourself);
    expect(deactivationRefusal(orgAdmin, stranger)).toBe(ADMIN_MESSAGES.notYourOrganization);
    expect(deactivationRefusal(orgAdmin, member)).toBeNull();
  });
});

describe('suspendReasonRefusal and pageCount', () => {
  it('needs a non-blank reason within the limit', () => {
    expect(suspendReasonRefusal('  ')).toBe(ADMIN_MESSAGES.reasonRequired);
    expect(suspendReasonRefusal('x'.repeat(1001))).toContain('too long');
    expect(suspendReasonRefusal('Complaint')).toBeNull();
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });
});
