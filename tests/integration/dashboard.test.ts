/**
 * The dashboard follows what a user has done (issue 22): a suggestion disappears once its thing is done,
 * whether or not it was marked done (a teacher who owns maps and teaches a class is not told to make a
 * first map or join a class), and the Getting Started dialog is remembered with the account (a user flag)
 * rather than per browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { newId } from '../../src/model/ids';
import { insertMap, type SignedInUser, signedInUser } from '../support/accounts';
import { createClass } from '../support/classes';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
});
afterAll(() => t?.stop());

const openIds = async (user: SignedInUser) => {
  const { data, errors } = await user.gql<{ suggestions: { id: string }[] }>('{ suggestions { id } }');
  expect(errors).toBeUndefined();
  return data?.suggestions.map((suggestion) => suggestion.id);
};

describe('suggestions for you', () => {
  it('drop each one once the user has done its thing, marked done or not', async () => {
    const user = await signedInUser(t);
    expect(await openIds(user)).toEqual(['first-map', 'join-class', 'find-course', 'organise-maps']);

    const mapId = await insertMap(t, user.id, 'My first map');
    expect(await openIds(user)).toEqual(['join-class', 'find-course', 'organise-maps']);

    // Teaching a class is being in one.
    await createClass(user, 'Biology 7');
    expect(await openIds(user)).toEqual(['find-course', 'organise-maps']);

    const bookmarked = await user.gql(
      'mutation($id: ID!) { addUserTagToMap(mapId: $id, tag: Bookmarked) { id } }',
      { id: mapId },
    );
    expect(bookmarked.errors).toBeUndefined();
    expect(await openIds(user)).toEqual(['find-course']);

    const author = await signedInUser(t);
    const courseId = newId();
    const courseMap = await insertMap(t, author.id, 'Course map');
    await t.database.db
      .insertInto('courses')
      .values({
        id: courseId,
        authorId: author.id,
        name: 'Cells',
        mapId: courseMap,
        access: 'public',
        tags: json([]),
      })
      .execute();
    const enrolled = await user.gql('mutation($id: ID!) { enrolCourse(courseId: $id) { id } }', {
      id: courseId,
    });
    expect(enrolled.errors).toBeUndefined();
    expect(await openIds(user)).toEqual([]);
    // The author, who only owns maps, still has the rest.
    expect(await openIds(author)).toEqual(['join-class', 'find-course', 'organise-maps']);
  });

  it('drop a folder-maker’s tidy-up suggestion', async () => {
    const user = await signedInUser(t);
    const created = await user.gql('mutation { createLabel(name: "Biology") { id } }');
    expect(created.errors).toBeUndefined();
    expect(await openIds(user)).not.toContain('organise-maps');
  });
});

describe('user flags', () => {
  const SET_FLAGS =
    'mutation($flags: [UserFlag!]!) { partialUpdateUser(userUpdate: { setFlags: $flags }) { flags } }';
  type Flags = { partialUpdateUser: { flags: string[] } };

  it('are set for good, keep the others, and come back with the signed-in user', async () => {
    const user = await signedInUser(t);
    const first = await user.gql<Flags>(SET_FLAGS, { flags: ['ShownGettingStarted'] });
    expect(first.data?.partialUpdateUser.flags).toEqual(['ShownGettingStarted']);
    const second = await user.gql<Flags>(SET_FLAGS, { flags: ['ToolbarInteractive', 'ShownGettingStarted'] });
    expect([...(second.data?.partialUpdateUser.flags ?? [])].sort()).toEqual([
      'ShownGettingStarted',
      'ToolbarInteractive',
    ]);
    const session = await user.browser.json<{ user: { flags: string[] } }>(
      'GET',
      '/a/access/isauthenticated',
    );
    expect([...session.body.user.flags].sort()).toEqual(['ShownGettingStarted', 'ToolbarInteractive']);
    // Another user's flags are their own.
    const other = await signedInUser(t);
    const theirs = await other.gql<{ user: { flags: string[] } }>('{ user { flags } }');
    expect(theirs.data?.user.flags).toEqual([]);
  });

  it('refuses a flag that is not one', async () => {
    const user = await signedInUser(t);
    const refused = await user.gql(SET_FLAGS, { flags: ['MadeUp'] });
    expect(refused.errors?.[0]?.message).toContain('MadeUp');
    const { data } = await user.gql<{ user: { flags: string[] } }>('{ user { flags } }');
    expect(data?.user.flags).toEqual([]);
  });
});
