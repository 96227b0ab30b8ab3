import { hashPassword } from '../../server/auth/passwords';
import { json } from '../../server/db/json';
import { newId } from '../../src/model/ids';
import type { AccessRight } from '../../src/model/map/constants';
import { HttpClient } from './httpClient';
import type { TestServer } from './testServer';

export interface SignedInUser {
  id: string;
  username: string;
  browser: HttpClient;
  /** The sign-in answer's token expiries, for a client-side SessionManager. */
  tokens: { accessTokenExpiry: number; refreshTokenExpiry: number };
  /** A GraphQL call as this user; throws on a transport failure only. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data: T | null; errors?: { message: string; extensions: { code?: string } }[] }>;
}

/** The password of every user these helpers create. */
export const TEST_PASSWORD = 'correct horse battery';

/** An active user in the test database (a password hash made once per file is enough). */
export async function createActiveUser(
  t: TestServer,
  options: { firstName?: string; lastName?: string; username?: string } = {},
): Promise<{ id: string; username: string }> {
  const id = newId();
  const username = options.username ?? `user.${id.toLowerCase()}@example.org`;
  await t.database.db
    .insertInto('users')
    .values({
      id,
      username,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? id,
      passwordHash: await hashPassword(TEST_PASSWORD),
      roles: json([]),
    })
    .execute();
  return { id, username };
}

/** A new user signed in through the real sign-in call (human check and cookies included). */
export async function signedInUser(
  t: TestServer,
  options: { firstName?: string; lastName?: string; username?: string } = {},
): Promise<SignedInUser> {
  const user = await createActiveUser(t, options);
  const browser = new HttpClient(t.baseUrl);
  const response = await browser.json<SignedInUser['tokens']>('POST', '/a/auth/authenticate', {
    username: user.username,
    password: TEST_PASSWORD,
    reCaptchaToken: await browser.humanCheckToken(),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return {
    ...user,
    browser,
    tokens: response.body,
    gql: async (query, variables) => (await browser.graphql(query, variables)).body as never,
  };
}

/** An anonymous browser's GraphQL call. */
export async function anonymousGql(t: TestServer, query: string, variables?: Record<string, unknown>) {
  return (await new HttpClient(t.baseUrl).graphql(query, variables)).body;
}

/** A map owned by the user, inserted directly (map saving is another issue's call). */
export async function insertMap(
  t: TestServer,
  ownerId: string,
  name: string,
  updatedAt: Date = new Date(),
): Promise<string> {
  const id = newId();
  await t.database.db
    .insertInto('maps')
    .values({
      id,
      ownerId,
      name,
      document: json({ nodes: [], connections: [] }),
      createdBy: ownerId,
      updatedBy: ownerId,
      createdAt: updatedAt,
      updatedAt,
    })
    .execute();
  return id;
}

/** Shares a map with a user at the given right, inserted directly. */
export async function shareMap(
  t: Pick<TestServer, 'database'>,
  mapId: string,
  userId: string,
  accessRight: AccessRight,
): Promise<void> {
  await t.database.db.insertInto('mapShares').values({ mapId, userId, accessRight }).execute();
}

/** The four users of a map's rights tests: its owner, a user with edit rights, one with view rights, a stranger. */
export interface MapRoleUsers {
  owner: SignedInUser;
  editor: SignedInUser;
  viewer: SignedInUser;
  stranger: SignedInUser;
}

/** Signs in the four users of a map's rights tests (shares are each test's own). */
export async function mapRoleUsers(t: TestServer): Promise<MapRoleUsers> {
  const [owner, editor, viewer, stranger] = await Promise.all([
    signedInUser(t, { firstName: 'Olive', lastName: 'Owner' }),
    signedInUser(t, { firstName: 'Eddie', lastName: 'Editor' }),
    signedInUser(t, { firstName: 'Vera', lastName: 'Viewer' }),
    signedInUser(t, { firstName: 'Sam', lastName: 'Stranger' }),
  ]);
  return { owner, editor, viewer, stranger };
}

/** An organization in the test database. */
export async function insertOrganization(t: TestServer, name: string): Promise<string> {
  const id = newId();
  await t.database.db.insertInto('organizations').values({ id, name }).execute();
  return id;
}

/** Gives a user roles and an organization (read afresh by every role check, so a signed-in user may change). */
export async function setRolesAndOrganization(
  t: TestServer,
  userId: string,
  roles: string[],
  organizationId: string | null = null,
): Promise<void> {
  await t.database.db
    .updateTable('users')
    .set({ roles: json(roles), organizationId })
    .where('id', '=', userId)
    .execute();
}

/** A signed-in user with these roles, in this organization. */
export async function signedInWithRoles(
  t: TestServer,
  roles: string[],
  organizationId: string | null = null,
): Promise<SignedInUser> {
  const user = await signedInUser(t);
  await setRolesAndOrganization(t, user.id, roles, organizationId);
  return user;
}
