import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { json } from '../../server/db/json';
import { ADMIN_MESSAGES } from '../../src/model/admin/access';
import { newId } from '../../src/model/ids';
import {
  anonymousGql,
  insertMap,
  insertOrganization,
  type SignedInUser,
  signedInUser,
  signedInWithRoles,
  TEST_PASSWORD,
} from '../support/accounts';
import {
  CLIENT_ERRORS,
  COURSES,
  DEACTIVATE,
  DEACTIVATED,
  FEEDBACK,
  MONITOR,
  REACTIVATE,
  RESUME,
  SET_ORGANIZATION,
  SET_ROLES,
  SUSPEND,
  USERS,
  type UsersPage,
} from '../support/adminCalls';
import { HttpClient, TEST_AUTH_ENV } from '../support/httpClient';
import { openLiveSession } from '../support/live';
import { collabProvider, connected, remoteSocket, waitFor } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let admin: SignedInUser;
let plain: SignedInUser;
let orgAdmin: SignedInUser;
let orgMember: SignedInUser;
let outsider: SignedInUser;
let courseId: string;

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  const school = await insertOrganization(t, 'North School');
  const other = await insertOrganization(t, 'South School');
  admin = await signedInWithRoles(t, ['ADMIN']);
  plain = await signedInUser(t);
  orgAdmin = await signedInWithRoles(t, ['ORG_ADMIN'], school);
  orgMember = await signedInWithRoles(t, ['beta'], school);
  outsider = await signedInWithRoles(t, [], other);
  courseId = newId();
  await t.database.db
    .insertInto('courses')
    .values({
      id: courseId,
      authorId: plain.id,
      name: 'Admin test course',
      mapId: await insertMap(t, plain.id, 'Course map'),
      access: 'public',
      tags: json([]),
    })
    .execute();
});
afterAll(() => t?.stop());

/** Every administration call with arguments that would succeed for a site administrator. */
function everyCall(): [string, string, Record<string, unknown>][] {
  return [
    ['adminUsers', USERS, {}],
    ['adminFeedback', FEEDBACK, {}],
    ['adminClientErrors', CLIENT_ERRORS, {}],
    ['adminCourses', COURSES, {}],
    ['monitor', MONITOR, {}],
    ['setUserRoles', SET_ROLES, { userId: outsider.id, roles: ['beta'] }],
    ['deactivateUser', DEACTIVATE, { userId: outsider.id }],
    ['reactivateUser', REACTIVATE, { userId: outsider.id }],
    ['setUserOrganization', SET_ORGANIZATION, { userId: outsider.id, organization: 'North School' }],
    ['suspendCourse', SUSPEND, { courseId, reason: 'Review' }],
    ['resumeCourse', RESUME, { courseId }],
  ];
}

describe('who may call the administration', () => {
  it('refuses every query and mutation to an anonymous caller and to a user without an admin role', async () => {
    for (const [name, query, variables] of everyCall()) {
      const anonymous = await anonymousGql(t, query, variables);
      expect(anonymous.errors?.[0]?.extensions.code, name).toBe('UNAUTHENTICATED');
      const refused = await plain.gql(query, variables);
      expect(refused.errors?.[0]?.extensions.code, name).toBe('FORBIDDEN');
      expect(refused.data, name).toBeNull();
    }
    const untouched = await t.database.db
      .selectFrom('users')
      .select(['roles', 'deactivatedAt'])
      .where('id', '=', outsider.id)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ roles: [], deactivatedAt: null });
  });

  it('counts a role only when it appears exactly once: a doubled ADMIN is no admin', async () => {
    const doubled = await signedInWithRoles(t, ['ADMIN', 'ADMIN']);
    expect((await doubled.gql(USERS)).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('keeps courses and the monitor to site administrators', async () => {
    for (const query of [COURSES, MONITOR]) {
      const refused = await orgAdmin.gql(query);
      expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toBe(ADMIN_MESSAGES.notSiteAdmin);
    }
    const suspend = await orgAdmin.gql(SUSPEND, { courseId, reason: 'No' });
    expect(suspend.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    // Moving a user into their organization would widen their own scope: site administrators only.
    const move = await orgAdmin.gql(SET_ORGANIZATION, { userId: outsider.id, organization: 'North School' });
    expect(move.errors?.[0]?.message).toBe(ADMIN_MESSAGES.notSiteAdmin);
  });
});

describe('an organization administrator', () => {
  it('sees only the users of their own organization', async () => {
    const page = await orgAdmin.gql<UsersPage>(USERS);
    expect(page.errors).toBeUndefined();
    const ids = page.data?.adminUsers.items.map((user) => user.id).sort();
    expect(ids).toEqual([orgAdmin.id, orgMember.id].sort());
    expect(page.data?.adminUsers.total).toBe(2);
    const searched = await orgAdmin.gql<UsersPage>(USERS, { search: outsider.username });
    expect(searched.data?.adminUsers).toEqual({ total: 0, items: [] });
  });

  it('cannot change or deactivate a user of another organization', async () => {
    const roles = await orgAdmin.gql(SET_ROLES, { userId: outsider.id, roles: ['beta'] });
    expect(roles.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(roles.errors?.[0]?.message).toBe(ADMIN_MESSAGES.notYourOrganization);
    const deactivate = await orgAdmin.gql(DEACTIVATE, { userId: outsider.id });
    expect(deactivate.errors?.[0]?.message).toBe(ADMIN_MESSAGES.notYourOrganization);
    const row = await t.database.db
      .selectFrom('users')
      .select(['roles', 'deactivatedAt'])
      .where('id', '=', outsider.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ roles: [], deactivatedAt: null });
  });

  it('manages roles in their organization but cannot grant the site administrator role', async () => {
    const granted = await orgAdmin.gql(SET_ROLES, {
      userId: orgMember.id,
      roles: ['beta', 'limited', 'beta'],
    });
    expect(granted.errors).toBeUndefined();
    expect(granted.data).toEqual({ setUserRoles: { id: orgMember.id, roles: ['beta', 'limited'] } });
    const escalate = await orgAdmin.gql(SET_ROLES, { userId: orgMember.id, roles: ['ADMIN'] });
    expect(escalate.errors?.[0]?.message).toBe(ADMIN_MESSAGES.siteAdminRolesOnly);
    const self = await orgAdmin.gql(SET_ROLES, { userId: orgAdmin.id, roles: ['ADMIN'] });
    expect(self.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('without an organization sees nobody but themself', async () => {
    const lone = await signedInWithRoles(t, ['ORG_ADMIN'], null);
    const page = await lone.gql<UsersPage>(USERS);
    expect(page.data?.adminUsers.items.map((user) => user.id)).toEqual([lone.id]);
  });

  it('reads only their own users’ feedback', async () => {
    const send = 'mutation($feedback: String!) { sendFeedback(feedback: $feedback, page: "/home") }';
    await orgMember.gql(send, { feedback: 'From the north' });
    await outsider.gql(send, { feedback: 'From the south' });
    type Inbox = { adminFeedback: { items: { feedback: string; user: { id: string } }[] } };
    const own = await orgAdmin.gql<Inbox>(FEEDBACK);
    expect(own.data?.adminFeedback.items.map((entry) => entry.feedback)).toEqual(['From the north']);
    const all = await admin.gql<Inbox>(FEEDBACK);
    const texts = all.data?.adminFeedback.items.map((entry) => entry.feedback);
    expect(texts).toEqual(expect.arrayContaining(['From the north', 'From the south']));
  });
});

describe('a site administrator', () => {
  it('searches users and pages through them', async () => {
    const found = await admin.gql<UsersPage>(USERS, { search: outsider.username.toUpperCase() });
    expect(found.data?.adminUsers.items.map((user) => user.id)).toEqual([outsider.id]);
    const first = await admin.gql<UsersPage>(USERS, { limit: 2 });
    const second = await admin.gql<UsersPage>(USERS, { limit: 2, offset: 2 });
    expect(first.data?.adminUsers.items).toHaveLength(2);
    expect(first.data?.adminUsers.total).toBeGreaterThanOrEqual(5);
    const overlap = second.data?.adminUsers.items.filter((user) =>
      first.data?.adminUsers.items.some((seen) => seen.id === user.id),
    );
    expect(overlap).toEqual([]);
    const tooMany = await admin.gql(USERS, { limit: 1000 });
    expect(tooMany.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an unknown role and never removes their own administration', async () => {
    const unknown = await admin.gql(SET_ROLES, { userId: outsider.id, roles: ['wizard'] });
    expect(unknown.errors?.[0]?.message).toBe(ADMIN_MESSAGES.unknownRole('wizard'));
    const self = await admin.gql(SET_ROLES, { userId: admin.id, roles: [] });
    expect(self.errors?.[0]?.message).toBe(ADMIN_MESSAGES.notYourself);
    const selfDeactivate = await admin.gql(DEACTIVATE, { userId: admin.id });
    expect(selfDeactivate.errors?.[0]?.message).toBe(ADMIN_MESSAGES.notYourself);
  });

  it('deactivates a user: their session and socket end and they cannot sign in until reactivated', async () => {
    const target = await signedInUser(t);
    const socket = await connected(
      remoteSocket(t.baseUrl, { cookie: target.browser.cookieHeader('/smartremote'), origin: t.baseUrl }),
    );
    const mapId = await insertMap(t, target.id, 'Live map');
    const sessionId = await openLiveSession(t, mapId, target.id);
    const collab = collabProvider(t.baseUrl, `${mapId}-${sessionId}`, new Y.Doc(), {
      cookie: target.browser.cookieHeader('/collab'),
      origin: t.baseUrl,
    });
    await waitFor(() => collab.synced);
    expect(t.server.collab.connectionCount).toBe(1);
    const done = await admin.gql<{ deactivateUser: { deactivatedAt: string | null } }>(DEACTIVATE, {
      userId: target.id,
    });
    expect(done.errors).toBeUndefined();
    expect(done.data?.deactivateUser.deactivatedAt).not.toBeNull();
    await waitFor(() => !socket.connected);
    socket.close();
    // The collaboration connection is closed too, and its reconnection attempts are refused.
    await waitFor(() => !collab.wsconnected && t.server.collab.connectionCount === 0);
    collab.destroy();
    expect((await target.gql('query { user { id } }')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    // Every way into a session is closed, re-entering the password of a locked session included.
    const unlock = await target.browser.json<{ message: string }>('POST', '/a/auth/unlock', {
      password: TEST_PASSWORD,
      reCaptchaToken: await target.browser.humanCheckToken(),
    });
    expect(unlock.status).toBe(403);
    expect(unlock.body.message).toBe(DEACTIVATED);
    const refresh = await target.browser.json('GET', '/a/auth/refresh');
    expect(refresh.status).toBe(401);

    const browser = new HttpClient(t.baseUrl);
    const refused = await browser.json('POST', '/a/auth/authenticate', {
      username: target.username,
      password: TEST_PASSWORD,
      reCaptchaToken: await browser.humanCheckToken(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, errors: [DEACTIVATED] });

    const back = await admin.gql(REACTIVATE, { userId: target.id });
    expect(back.errors).toBeUndefined();
    const allowed = await browser.json('POST', '/a/auth/authenticate', {
      username: target.username,
      password: TEST_PASSWORD,
      reCaptchaToken: await browser.humanCheckToken(),
    });
    expect(allowed.status).toBe(200);
  });

  it('lists client error reports with who sent them', async () => {
    const put = await orgMember.browser.json('PUT', '/a/log', {
      message: 'Render error: north',
      error: 'at X',
    });
    expect(put.status).toBe(201);
    const anonymous = await new HttpClient(t.baseUrl).json('PUT', '/a/log', {
      message: 'Render error: anon',
    });
    expect(anonymous.status).toBe(201);
    type Reports = {
      adminClientErrors: { items: { message: string; error: string | null; user: { id: string } | null }[] };
    };
    const all = await admin.gql<Reports>(CLIENT_ERRORS);
    expect(all.data?.adminClientErrors.items.slice(0, 2)).toEqual([
      { message: 'Render error: anon', error: null, user: null },
      { message: 'Render error: north', error: 'at X', user: { id: orgMember.id } },
    ]);
    const own = await orgAdmin.gql<Reports>(CLIENT_ERRORS);
    expect(own.data?.adminClientErrors.items.map((entry) => entry.message)).toEqual(['Render error: north']);
  });

  it('suspends a course with a reason, which hides it from the catalogue, and lifts it', async () => {
    const empty = await admin.gql(SUSPEND, { courseId, reason: '   ' });
    expect(empty.errors?.[0]?.message).toContain(ADMIN_MESSAGES.reasonRequired);
    const suspended = await admin.gql<{ suspendCourse: { suspend: { date: string; reason: string } } }>(
      SUSPEND,
      { courseId, reason: ' Copyright complaint ' },
    );
    expect(suspended.errors).toBeUndefined();
    expect(suspended.data?.suspendCourse.suspend.reason).toBe('Copyright complaint');
    expect(Date.parse(suspended.data?.suspendCourse.suspend.date ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const catalogue = 'query { GetCourses: courses { id } }';
    type Catalogue = { GetCourses: { id: string }[] };
    const hidden = await outsider.gql<Catalogue>(catalogue);
    expect(hidden.data?.GetCourses.map((course) => course.id)).not.toContain(courseId);
    const resumed = await admin.gql(RESUME, { courseId });
    expect(resumed.data).toEqual({ resumeCourse: { id: courseId, suspend: null } });
    const shown = await outsider.gql<Catalogue>(catalogue);
    expect(shown.data?.GetCourses.map((course) => course.id)).toContain(courseId);
    const missing = await admin.gql(RESUME, { courseId: 'nope' });
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('reads the monitor: server, database, sessions and sockets', async () => {
    const socket = await connected(
      remoteSocket(t.baseUrl, { cookie: admin.browser.cookieHeader('/smartremote'), origin: t.baseUrl }),
    );
    type Monitor = {
      monitor: {
        server: { version: string };
        database: { kind: string; health: { ok: boolean } };
        redis: null;
        liveSessions: number;
        sockets: number;
      };
    };
    const answer = await admin.gql<Monitor>(MONITOR);
    socket.close();
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.monitor.database.health.ok).toBe(true);
    expect(answer.data?.monitor.redis).toBeNull();
    expect(answer.data?.monitor.liveSessions).toBeGreaterThanOrEqual(5);
    expect(answer.data?.monitor.sockets).toBe(1);
  });

  it('lists this process’s recent server errors and the latest client reports on the monitor', async () => {
    t.server.serverStatus.errors.record('GET /a/example', new Error('disk full'));
    type Errors = {
      monitor: { recentServerErrors: { message: string }[]; recentClientErrors: { message: string }[] };
    };
    const answer = await admin.gql<Errors>(MONITOR);
    expect(answer.data?.monitor.recentServerErrors[0]?.message).toBe('disk full');
    expect(answer.data?.monitor.recentClientErrors.map((entry) => entry.message)).toContain(
      'Render error: anon',
    );
  });

  it('records a resolver’s unexpected failure, which the caller sees masked, for the monitor', async () => {
    const failing = vi
      .spyOn(t.server.serverStatus, 'snapshot')
      .mockRejectedValueOnce(new Error('probe exploded'));
    const failed = await admin.gql(MONITOR);
    failing.mockRestore();
    expect(failed.errors?.[0]?.message).not.toContain('probe exploded');
    type Errors = { monitor: { recentServerErrors: { source: string; message: string }[] } };
    const answer = await admin.gql<Errors>(MONITOR);
    expect(answer.data?.monitor.recentServerErrors[0]).toEqual({
      source: 'GraphQL',
      message: 'probe exploded',
    });
  });
});
