import { describe, expect, it } from 'vitest';
import { canAdminister, hasRole, isAdmin, isOrgAdmin } from './roles';

describe('hasRole', () => {
  it('needs the exact role exactly once', () => {
    expect(hasRole(['beta', 'admin'], 'admin')).toBe(true);
    expect(hasRole(['admin', 'admin'], 'admin')).toBe(false);
    expect(hasRole(['Admin'], 'admin')).toBe(false);
    expect(hasRole(['admin '], 'admin')).toBe(false);
    expect(hasRole([], 'admin')).toBe(false);
    expect(hasRole(null, 'admin')).toBe(false);
    expect(hasRole(undefined, 'beta')).toBe(false);
  });
});

describe('admin checks', () => {
  it('isAdmin accepts ADMIN or admin', () => {
    expect(isAdmin(['ADMIN'])).toBe(true);
    expect(isAdmin(['admin'])).toBe(true);
    expect(isAdmin(['org-admin'])).toBe(false);
    expect(isAdmin(['ADMIN', 'ADMIN'])).toBe(false);
    expect(isAdmin(['ADMIN', 'ADMIN', 'admin'])).toBe(true);
  });

  it('isOrgAdmin accepts ORG_ADMIN or org-admin', () => {
    expect(isOrgAdmin(['ORG_ADMIN'])).toBe(true);
    expect(isOrgAdmin(['org-admin'])).toBe(true);
    expect(isOrgAdmin(['admin'])).toBe(false);
  });

  it('canAdminister needs either', () => {
    expect(canAdminister(['admin'])).toBe(true);
    expect(canAdminister(['ORG_ADMIN'])).toBe(true);
    expect(canAdminister(['beta', 'limited'])).toBe(false);
  });
});
