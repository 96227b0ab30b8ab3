/**
 * GraphQL against the real server as an attacker would call it: queries over the limits of
 * server/graphql/limits.ts are refused with HTTP 400 before anything runs, deeply nested input never
 * reaches the code that would overflow the stack, and schema exploration (introspection, suggestions) is
 * for signed-in users only.
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, getIntrospectionQuery, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../server/graphql/limits';
import * as appOperations from '../../src/api/graphql/index';
import { type SignedInUser, signedInUser } from '../support/accounts';
import { HttpClient, TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

type Errors = { message: string; extensions?: { code?: string } }[] | undefined;
interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: Errors };
}

let t: TestServer;
let user: SignedInUser;

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  user = await signedInUser(t);
});
afterAll(() => t?.stop());

/** A GraphQL call of `browser` (anonymous by default), the body sent as it is. */
async function call(body: string | object, browser = new HttpClient(t.baseUrl)): Promise<Answer> {
  const response = await browser.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
const firstCode = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;
const firstMessage = (answer: Answer) => answer.body.errors?.[0]?.message ?? '';

/** `count` aliased copies of a field, e.g. `a0: user { id } a1: user { id } …`. */
const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ');

describe('query limits', () => {
  it('refuses the alias flood at once, and /a/health answers while floods are in flight', async () => {
    const flood = `{${Array.from({ length: 55_000 }, (_, index) => `a${index}:user{id}`).join(' ')}}`;
    expect(flood.length).toBeLessThan(1024 * 1024); // under the anonymous body limit, as the attack was
    const floods = Array.from({ length: 4 }, () => call({ query: flood }));
    const health = await fetch(`${t.baseUrl}/a/health`);
    expect(health.status).toBe(200);
    for (const answer of await Promise.all(floods)) {
      expect(answer.status).toBe(400);
      expect(firstCode(answer)).toBe('QUERY_TOO_COMPLEX');
      expect(answer.body.data).toBeUndefined();
    }
  });

  it(`refuses more than ${GRAPHQL_LIMITS.aliases} aliases before running any of them`, async () => {
    const labels = `{ mapLabels { id } }`;
    const before = (await user.gql<{ mapLabels: unknown[] }>(labels)).data?.mapLabels.length;
    const over = await call(
      { query: `mutation { ${aliases(GRAPHQL_LIMITS.aliases + 1, 'createLabel(name: "x") { id }')} }` },
      user.browser,
    );
    expect(over.status).toBe(400);
    expect(firstCode(over)).toBe('QUERY_TOO_COMPLEX');
    expect(firstMessage(over)).toBe(
      `The query is over the server's limits: Aliases limit of ${GRAPHQL_LIMITS.aliases} exceeded, found ${GRAPHQL_LIMITS.aliases + 1}.`,
    );
    expect((await user.gql<{ mapLabels: unknown[] }>(labels)).data?.mapLabels.length).toBe(before);

    const within = await call(
      { query: `{ ${aliases(GRAPHQL_LIMITS.aliases, 'maps { id }')} }` },
      user.browser,
    );
    expect(within.status).toBe(200);
    expect(within.body.errors).toBeUndefined();
  });

  it('refuses a query nested deeper than the depth limit', async () => {
    const levels = GRAPHQL_LIMITS.depth + 1;
    const deep = `{ ${'... on Query { '.repeat(levels)}__typename${' }'.repeat(levels)} }`;
    const answer = await call({ query: deep });
    expect(answer.status).toBe(400);
    expect(firstMessage(answer)).toMatch(/Query depth limit of 12 exceeded/);
  });

  it('refuses a query over the token limit, and query text over the length limit', async () => {
    const tokens = await call({ query: `{ ${'__typename '.repeat(GRAPHQL_LIMITS.tokens)} }` });
    expect(tokens.status).toBe(400);
    expect(firstMessage(tokens)).toMatch(/Token limit of 1000 exceeded/);

    const long = await call({ query: `{ __typename ${' '.repeat(GRAPHQL_LIMITS.queryLength)}}` });
    expect(long.status).toBe(400);
    expect(firstCode(long)).toBe('QUERY_TOO_COMPLEX');
    expect(firstMessage(long)).toBe('The query text is too long (the limit is 16384 characters).');
  });

  it('passes every operation of the app, as Apollo sends it', async () => {
    const operations = Object.entries(appOperations).filter(
      (entry): entry is [string, DocumentNode] => (entry[1] as DocumentNode)?.kind === 'Document',
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const [name, document] of operations) {
      // An operation name that is not there: validated (limits included), then refused before running.
      const query = print(addTypenameToDocument(document));
      const answer = await call({ query, operationName: 'NotThisOne' }, user.browser);
      expect(firstMessage(answer), name).toBe('Could not determine what operation to execute.');
    }
  });
});

describe('nested input', () => {
  const SAVE_NOTES =
    'mutation($mapId: ID!, $notes: JSON!) { saveUserNotes(mapId: $mapId, notes: $notes) { mapId } }';
  let mapId: string;
  beforeAll(async () => {
    const created = await user.gql<{ createMap: { id: string } }>(
      'mutation { createMap(name: "Nest") { id } }',
    );
    mapId = created.data?.createMap.id ?? '';
  });
  const notesNow = async () =>
    (
      await user.gql<{ userNotes: { notes: unknown } }>(
        'query($id: ID!) { userNotes(mapId: $id) { notes } }',
        { id: mapId },
      )
    ).data?.userNotes.notes;

  it('refuses a list literal nested 2,000 deep with 400, not a crash', async () => {
    const list = `${'['.repeat(2000)}${']'.repeat(2000)}`;
    const answer = await call(
      { query: `mutation { saveUserNotes(mapId: "${mapId}", notes: ${list}) { mapId } }` },
      user.browser,
    );
    expect(answer.status).toBe(400);
    expect(firstCode(answer)).toBe('QUERY_TOO_COMPLEX');
  });

  it('answers the deepest list literal the token limit lets through without a crash', async () => {
    const levels = (GRAPHQL_LIMITS.tokens - 20) / 2;
    const list = `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const answer = await call(
      { query: `mutation { saveUserNotes(mapId: "${mapId}", notes: ${list}) { mapId } }` },
      user.browser,
    );
    expect(answer.status).toBe(200);
    expect(firstCode(answer)).toBe('BAD_USER_INPUT');
  });

  it('refuses notes nested 100,000 deep in the variables with 400, and stores nothing', async () => {
    const before = await notesNow();
    const notes = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const body = `{"query":${JSON.stringify(SAVE_NOTES)},"variables":{"mapId":"${mapId}","notes":${notes}}}`;
    const answer = await call(body, user.browser);
    expect(answer.status).toBe(400);
    expect(firstCode(answer)).toBe('BAD_USER_INPUT');
    expect(firstMessage(answer)).toBe(
      `The request's input is nested too deeply (the limit is ${GRAPHQL_LIMITS.inputDepth} levels).`,
    );
    expect(await notesNow()).toEqual(before);
  });
});

describe('schema exploration', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';
  const TYPO = '{ usr { id } }';

  it('refuses introspection to a caller who is not signed in', async () => {
    for (const query of [INTROSPECTION, '{ __type(name: "Query") { name } }']) {
      const answer = await call({ query });
      expect(firstCode(answer)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(answer.body.data).toBeUndefined();
      expect(firstMessage(answer)).toMatch(/introspection has been disabled/);
    }
  });

  it('answers introspection to a signed-in user, the full query included', async () => {
    expect((await call({ query: INTROSPECTION }, user.browser)).body.data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const full = await call({ query: getIntrospectionQuery() }, user.browser);
    expect(full.status).toBe(200);
    expect(full.body.errors).toBeUndefined();
  });

  it('suggests field names to a signed-in user only, whoever asked first', async () => {
    const signedIn = await call({ query: TYPO }, user.browser);
    expect(firstMessage(signedIn)).toBe('Cannot query field "usr" on type "Query". Did you mean "user"?');
    const anonymous = await call({ query: TYPO });
    expect(firstMessage(anonymous)).toBe('Cannot query field "usr" on type "Query".');
  });
});

describe('GRAPHQL_INTROSPECTION=1', () => {
  let open: TestServer;
  beforeAll(async () => {
    open = await startTestServer({ GRAPHQL_INTROSPECTION: '1' });
  });
  afterAll(() => open?.stop());

  it('opens introspection and suggestions to everyone', async () => {
    const post = (query: string) =>
      fetch(`${open.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }).then((response) => response.json() as Promise<Answer['body']>);
    expect((await post('{ __schema { queryType { name } } }')).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    expect((await post('{ usr { id } }')).errors?.[0]?.message).toMatch(/Did you mean "user"\?/);
  });
});

describe('request bodies without a session', () => {
  const bigBody = () =>
    JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(1024 * 1024) } });

  it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE, before reading it', async () => {
    const answer = await call(bigBody());
    expect(answer.status).toBe(413);
    expect(firstCode(answer)).toBe('PAYLOAD_TOO_LARGE');
    expect(firstMessage(answer)).toBe(
      'The request is too large: without signing in, a request may send at most 1 MiB.',
    );
  });

  it('answers UNAUTHENTICATED (refresh and retry) when the browser has signed in before', async () => {
    const lapsed = new HttpClient(t.baseUrl);
    lapsed.cookies.set('csrf_token', { value: 'left from a sign-in', path: '/', attributes: '' });
    const answer = await call(bigBody(), lapsed);
    expect(answer.status).toBe(401);
    expect(firstCode(answer)).toBe('UNAUTHENTICATED');
  });
});
