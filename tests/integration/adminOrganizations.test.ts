import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../server/admin/grant';
import {
  insertOrganization,
  type SignedInUser,
  setRolesAndOrganization,
  signedInUser,
  signedInWithRoles,
} from '../support/accounts';
import { MONITOR, SET_ORGANIZATION, USERS, type UsersPage } from '../support/adminCalls';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let admin: SignedInUser;
let orgAdmin: SignedInUser;

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  admin = await signedInWithRoles(t, ['ADMIN']);
  orgAdmin = await signedInWithRoles(t, ['ORG_ADMIN'], await insertOrganization(t, 'North School'));
});
afterAll(() => t?.stop());

describe('organizations', () => {
  it('a site administrator moves a user into an organization by name, made if new, and out again', async () => {
    const mover = await signedInUser(t);
    type Moved = { setUserOrganization: { organization: { id: string; name: string } | null } };
    const into = await admin.gql<Moved>(SET_ORGANIZATION, { userId: mover.id, organization: 'north school' });
    expect(into.errors).toBeUndefined();
    // An existing name in another case is the same organization.
    expect(into.data?.setUserOrganization.organization?.name).toBe('North School');
    const seen = await orgAdmin.gql<UsersPage>(USERS, { search: mover.username });
    expect(seen.data?.adminUsers.items.map((user) => user.id)).toEqual([mover.id]);
    const made = await admin.gql<Moved>(SET_ORGANIZATION, {
      userId: mover.id,
      organization: ' West College ',
    });
    expect(made.data?.setUserOrganization.organization?.name).toBe('West College');
    const none = await admin.gql<Moved>(SET_ORGANIZATION, { userId: mover.id, organization: '  ' });
    expect(none.data?.setUserOrganization.organization).toBeNull();
    const gone = await orgAdmin.gql<UsersPage>(USERS, { search: mover.username });
    expect(gone.data?.adminUsers.items).toEqual([]);
  });
});

describe('the operator’s grant (npm run grant-admin)', () => {
  it('adds the role once to an existing account, and finds no account for an unknown address', async () => {
    const operatorMade = await signedInWithRoles(t, ['beta']);
    expect(await grantRole(t.database.db, operatorMade.username.toUpperCase(), 'ADMIN')).toBe(
      operatorMade.username,
    );
    await grantRole(t.database.db, operatorMade.username, 'ADMIN');
    const row = await t.database.db
      .selectFrom('users')
      .select('roles')
      .where('id', '=', operatorMade.id)
      .executeTakeFirstOrThrow();
    expect(row.roles).toEqual(['beta', 'ADMIN']);
    expect((await operatorMade.gql(MONITOR)).errors).toBeUndefined();
    expect(await grantRole(t.database.db, 'nobody@example.org', 'ADMIN')).toBeNull();
  });
});

describe('roles set directly', () => {
  it('an ORG_ADMIN promoted by the database is checked afresh on the next call', async () => {
    const later = await signedInUser(t);
    expect((await later.gql(USERS)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    await setRolesAndOrganization(t, later.id, ['org-admin'], null);
    expect((await later.gql(USERS)).errors).toBeUndefined();
  });
});
