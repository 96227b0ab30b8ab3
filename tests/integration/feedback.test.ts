import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES } from '../../src/model/feedback';
import { anonymousGql, type SignedInUser, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let user: SignedInUser;

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  user = await signedInUser(t);
});
afterAll(() => t?.stop());

const SEND = `mutation($feedback: String!, $page: String, $version: String) {
  sendFeedback(feedback: $feedback, page: $page, version: $version)
}`;

const storedOf = (userId: string) =>
  t.database.db
    .selectFrom('feedback')
    .select(['feedback', 'page', 'appVersion'])
    .where('userId', '=', userId)
    .execute();

describe('sendFeedback', () => {
  it('stores the trimmed text with its sender, page and app version', async () => {
    const sent = await user.gql<{ sendFeedback: boolean }>(SEND, {
      feedback: '  The zoom button is hard to find.  ',
      page: '/home/maps',
      version: '0.6.155',
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendFeedback).toBe(true);
    expect(await storedOf(user.id)).toEqual([
      { feedback: 'The zoom button is hard to find.', page: '/home/maps', appVersion: '0.6.155' },
    ]);
  });

  it('refuses an anonymous caller and stores nothing', async () => {
    const before = await t.database.db.selectFrom('feedback').select('id').execute();
    const sent = await anonymousGql(t, SEND, { feedback: 'Hello' });
    expect(sent.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await t.database.db.selectFrom('feedback').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses an empty or blank text with a clear error', async () => {
    const other = await signedInUser(t);
    for (const feedback of ['', '   \n ']) {
      const sent = await other.gql(SEND, { feedback });
      expect(sent.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(sent.errors?.[0]?.message).toContain(FEEDBACK_MESSAGES.empty);
    }
    expect(await storedOf(other.id)).toEqual([]);
  });

  it('refuses a text over the limit, and keeps one at the limit', async () => {
    const other = await signedInUser(t);
    const tooLong = await other.gql(SEND, { feedback: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) });
    expect(tooLong.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0]?.message).toContain(FEEDBACK_MESSAGES.tooLong);
    expect(await storedOf(other.id)).toEqual([]);
    const atLimit = await other.gql(SEND, { feedback: 'y'.repeat(FEEDBACK_MAX_LENGTH) });
    expect(atLimit.errors).toBeUndefined();
    expect(await storedOf(other.id)).toHaveLength(1);
  });

  it('refuses an overlong page path rather than storing it', async () => {
    const sent = await user.gql(SEND, { feedback: 'ok', page: `/${'p'.repeat(600)}` });
    expect(sent.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
