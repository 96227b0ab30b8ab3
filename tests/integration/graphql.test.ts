import { graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { schema } from '../../server/graphql/schema';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  const db = t.database.db;
  await db.insertInto('organizations').values({ id: 'org0000001', name: 'Springfield High' }).execute();
  await db
    .insertInto('users')
    .values({
      id: 'user000001',
      username: 'Ada@Example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      status: 'active',
      roles: json(['admin']),
      organizationId: 'org0000001',
      flags: json({ ShownNewMapInteractive: true, ToolbarInteractive: false }),
      newsletterConsent: true,
    })
    .execute();
});

afterAll(() => t?.stop());

const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${t.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });

describe('POST /graphql', () => {
  it('answers the user query with UNAUTHENTICATED when nobody is signed in', async () => {
    const response = await post({ query: '{ user { id username } }' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toBeNull();
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('reports a malformed query as a GraphQL error, not a crash', async () => {
    const body = await (await post({ query: '{ user { ' })).json();
    expect(body.errors[0].message).toMatch(/Syntax Error/);
  });

  it('refuses a query for a field that does not exist', async () => {
    const body = await (await post({ query: '{ noSuchField { id } }' })).json();
    expect(body.errors[0].message).toContain('Cannot query field "noSuchField"');
  });

  it('is POST only', async () => {
    const response = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent('{ user { id } }')}`);
    expect(response.status).toBe(404);
  });
});

describe('the user query', () => {
  const query = /* GraphQL */ `
    {
      user {
        id
        username
        firstName
        lastName
        roles
        organization { id name }
        courses
        flags
        newsletterConsent
        privacyControls { resource level }
        trialEndsAt
        termsAgreedAt
      }
    }
  `;

  it('returns the signed-in user from the database', async () => {
    const result = await graphql({
      schema,
      source: query,
      contextValue: { database: t.database, viewerId: 'user000001' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.user).toEqual({
      id: 'user000001',
      username: 'Ada@Example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['admin'],
      organization: { id: 'org0000001', name: 'Springfield High' },
      courses: [],
      flags: ['ShownNewMapInteractive'],
      newsletterConsent: true,
      privacyControls: [{ resource: 'BrainTests', level: 'JustMe' }],
      trialEndsAt: null,
      termsAgreedAt: null,
    });
  });

  it('treats a session whose user no longer exists as unauthenticated', async () => {
    const result = await graphql({
      schema,
      source: query,
      contextValue: { database: t.database, viewerId: 'gone000001' },
    });
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('user mutations', () => {
  const run = (source: string, viewerId: string | null = 'user000001') =>
    graphql({ schema, source, contextValue: { database: t.database, viewerId } });

  it('agreeUserTerms records the agreement', async () => {
    const result = await run('mutation { agreeUserTerms { termsAgreedAt } }');
    const agreed =
      (result.data?.agreeUserTerms as { termsAgreedAt: string } | undefined)?.termsAgreedAt ?? '';
    expect(Date.now() - new Date(agreed).getTime()).toBeLessThan(60_000);
  });

  it('partialUpdateUser changes the newsletter consent', async () => {
    const off = await run(
      'mutation { partialUpdateUser(userUpdate: { newsletterConsent: false }) { newsletterConsent } }',
    );
    expect(off.data?.partialUpdateUser).toEqual({ newsletterConsent: false });
    const on = await run(
      'mutation { partialUpdateUser(userUpdate: { newsletterConsent: true }) { newsletterConsent } }',
    );
    expect(on.data?.partialUpdateUser).toEqual({ newsletterConsent: true });
  });

  it('refuses both without a session', async () => {
    const result = await run('mutation { agreeUserTerms { id } }', null);
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
