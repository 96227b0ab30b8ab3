/**
 * A user's own notes on a map against the real server: kept per user, open to anyone who may see the map
 * (a reader with view rights too), checked by the model, and refused without a change to what is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_NOTES_MAX_BYTES, USER_NOTES_MESSAGES } from '../../src/model/map/userNotes';
import { type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

const NOTES = 'query($mapId: ID!) { userNotes(mapId: $mapId) { mapId notes updated } }';
const SAVE = `mutation($mapId: ID!, $notes: JSON!) {
  saveUserNotes(mapId: $mapId, notes: $notes) { mapId notes updated } }`;
const CREATE = 'mutation($name: String!) { createMap(name: $name) { id } }';

interface NotesRecord {
  mapId: string;
  notes: unknown;
  updated: string | null;
}
type Errors = { message: string; extensions: { code?: string } }[] | undefined;

let t: TestServer;
let owner: SignedInUser;
let reader: SignedInUser;
let stranger: SignedInUser;
let mapId: string;

const text = (words: string) => [{ type: 'paragraph', children: [{ text: words }] }];
const notesOf = (overview: string, nodes: Record<string, string> = {}) => ({
  overviewId: 'overview',
  notes: [
    { id: 'overview', nodeId: null, content: text(overview) },
    ...Object.entries(nodes).map(([nodeId, words]) => ({ id: `on-${nodeId}`, nodeId, content: text(words) })),
  ],
});

async function notes(as: SignedInUser, id = mapId) {
  return as.gql<{ userNotes: NotesRecord }>(NOTES, { mapId: id });
}
async function save(as: SignedInUser, value: unknown, id = mapId) {
  return as.gql<{ saveUserNotes: NotesRecord }>(SAVE, { mapId: id, notes: value });
}
const code = (errors: Errors) => errors?.[0]?.extensions.code;

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  [owner, reader, stranger] = await Promise.all([
    signedInUser(t, { firstName: 'Olive', lastName: 'Owner' }),
    signedInUser(t, { firstName: 'Rita', lastName: 'Reader' }),
    signedInUser(t, { firstName: 'Sam', lastName: 'Stranger' }),
  ]);
  const { data } = await owner.gql<{ createMap: { id: string } }>(CREATE, { name: 'Cells' });
  mapId = data?.createMap.id ?? '';
  await shareMap(t, mapId, reader.id, 'view');
});
afterAll(() => t?.stop());

describe('user notes', () => {
  it('are none before the user saves any', async () => {
    const { data, errors } = await notes(owner);
    expect(errors).toBeUndefined();
    expect(data?.userNotes).toEqual({ mapId, notes: null, updated: null });
  });

  it('are kept per user: the owner and a reader with view rights each keep their own', async () => {
    const mine = notesOf('Owner overview', { a: 'About A' });
    const saved = await save(owner, mine);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveUserNotes).toMatchObject({ mapId, notes: mine });
    expect(Date.parse(saved.data?.saveUserNotes.updated ?? '')).not.toBeNaN();

    const theirs = notesOf('Reader overview');
    expect((await save(reader, theirs)).errors).toBeUndefined();
    expect((await notes(owner)).data?.userNotes.notes).toEqual(mine);
    expect((await notes(reader)).data?.userNotes.notes).toEqual(theirs);
  });

  it('are replaced by a later save', async () => {
    const first = notesOf('First');
    const second = notesOf('Second', { b: 'About B' });
    await save(reader, first);
    await save(reader, second);
    expect((await notes(reader)).data?.userNotes.notes).toEqual(second);
  });

  it('are not found on a map the user may not see, nor on a missing map', async () => {
    for (const result of [
      await notes(stranger),
      await save(stranger, notesOf('x')),
      await notes(owner, 'nomap12345'),
    ]) {
      expect(result.data).toBeNull();
      expect(result.errors?.[0]).toMatchObject({
        message: 'Map not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('refuse malformed notes with the model’s message and keep what was stored', async () => {
    const stored = notesOf('Kept');
    await save(owner, stored);
    const malformed = await save(owner, { notes: [] });
    expect(code(malformed.errors)).toBe('BAD_USER_INPUT');
    expect(malformed.errors?.[0]?.message).toBe(USER_NOTES_MESSAGES.malformed);
    const twoOnOneNode = {
      overviewId: 'o',
      notes: [
        { id: 'o', nodeId: null, content: null },
        { id: 'x', nodeId: 'a', content: text('1') },
        { id: 'y', nodeId: 'a', content: text('2') },
      ],
    };
    expect((await save(owner, twoOnOneNode)).errors?.[0]?.message).toBe(
      USER_NOTES_MESSAGES.duplicateNode('a'),
    );
    expect((await notes(owner)).data?.userNotes.notes).toEqual(stored);
  });

  it('refuse notes over the size limit and keep what was stored', async () => {
    const stored = notesOf('Still here');
    await save(owner, stored);
    const huge = notesOf('x'.repeat(USER_NOTES_MAX_BYTES));
    const { errors } = await save(owner, huge);
    expect(code(errors)).toBe('PAYLOAD_TOO_LARGE');
    expect(errors?.[0]?.message).toMatch(
      /^The notes are too large to save \(1\.1 MB; the limit is 1 MB\)\.$/,
    );
    expect((await notes(owner)).data?.userNotes.notes).toEqual(stored);
  });

  it('go with the map when it is deleted', async () => {
    const { data } = await owner.gql<{ createMap: { id: string } }>(CREATE, { name: 'Short-lived' });
    const shortLived = data?.createMap.id ?? '';
    await save(owner, notesOf('Gone soon'), shortLived);
    await t.database.db.deleteFrom('maps').where('id', '=', shortLived).execute();
    const left = await t.database.db
      .selectFrom('mapUserNotes')
      .select('mapId')
      .where('mapId', '=', shortLived)
      .execute();
    expect(left).toEqual([]);
  });
});
