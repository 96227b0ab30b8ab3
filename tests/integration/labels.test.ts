import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousGql, insertMap, type SignedInUser, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let user: SignedInUser;
let other: SignedInUser;
let maps: string[];
let othersMap: string;

type Label = { id: string; name: string; displayName: string };
type Summary = { id: string; labels: string[] };

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  user = await signedInUser(t);
  other = await signedInUser(t);
  maps = [
    await insertMap(t, user.id, 'One'),
    await insertMap(t, user.id, 'Two'),
    await insertMap(t, user.id, 'Three'),
  ];
  othersMap = await insertMap(t, other.id, 'Not yours');
});
afterAll(() => t?.stop());

const create = (name: string, as = user) =>
  as.gql<{ createLabel: Label }>(
    'mutation($name: String!) { createLabel(name: $name) { id name displayName } }',
    {
      name,
    },
  );
const rename = (id: string, name: string, as = user) =>
  as.gql<{ renameLabel: Label[] }>(
    'mutation($id: ID!, $name: String!) { renameLabel(id: $id, name: $name) { id name } }',
    {
      id,
      name,
    },
  );
const labels = async (as = user) =>
  (await as.gql<{ mapLabels: Label[]; user: { id: string } }>('{ user { id } mapLabels { id name } }')).data;

describe('folders', () => {
  it('creates folders, trimmed, with a slash making a subfolder path', async () => {
    const science = await create('  Science ');
    expect(science.data?.createLabel).toMatchObject({ name: 'Science', displayName: 'Science' });
    const biology = await create('Science / Biology');
    expect(biology.data?.createLabel).toMatchObject({ name: 'Science/Biology', displayName: 'Biology' });
    const read = await labels();
    expect(read?.user.id).toBe(user.id);
    expect(read?.mapLabels.map((label) => label.name)).toEqual(['Science', 'Science/Biology']);
    // Folders are per user.
    expect((await labels(other))?.mapLabels).toEqual([]);
  });

  it('refuses empty names and case-insensitive duplicates with clear errors', async () => {
    const empty = await create('   ');
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Folder name must not be empty.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const duplicate = await create('SCIENCE');
    expect(duplicate.errors?.[0]).toMatchObject({
      message: 'Duplicate name',
      extensions: { code: 'CONFLICT' },
    });
    // Another user may use the same name.
    expect((await create('Science', other)).errors).toBeUndefined();
  });

  it('renames without a slash, refuses duplicates case-insensitively and moves subfolders along', async () => {
    const before = await labels();
    const science = before?.mapLabels.find((label) => label.name === 'Science') as Label;
    const history = (await create('History')).data?.createLabel as Label;

    const slash = await rename(history.id, 'A/B');
    expect(slash.errors?.[0]?.message).toBe('Folder name must not contain a slash.');
    const blank = await rename(history.id, '  ');
    expect(blank.errors?.[0]?.message).toBe('Folder name must not be empty.');
    const duplicate = await rename(history.id, 'science');
    expect(duplicate.errors?.[0]).toMatchObject({
      message: 'Duplicate name',
      extensions: { code: 'CONFLICT' },
    });
    expect((await labels())?.mapLabels.map((label) => label.name)).toEqual([
      'History',
      'Science',
      'Science/Biology',
    ]);

    const renamed = await rename(science.id, ' Physics ');
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data?.renameLabel.map((label) => label.name)).toEqual(['Physics', 'Physics/Biology']);
    expect((await labels())?.mapLabels.map((label) => label.name)).toEqual([
      'History',
      'Physics',
      'Physics/Biology',
    ]);
  });

  it("refuses to rename another user's folder", async () => {
    const mine = (await labels())?.mapLabels[0] as Label;
    const result = await rename(mine.id, 'Taken over', other);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Folder not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('moves maps into a folder, out of the others, and filters the folder view', async () => {
    const all = (await labels())?.mapLabels as Label[];
    const physics = all.find((label) => label.name === 'Physics') as Label;
    const history = all.find((label) => label.name === 'History') as Label;
    const first = await user.gql<{ moveMapsToLabel: Summary[] }>(
      'mutation($ids: [ID!]!, $label: ID) { moveMapsToLabel(mapIds: $ids, labelId: $label) { id labels } }',
      { ids: [maps[0], maps[1]], label: history.id },
    );
    expect(first.data?.moveMapsToLabel.map((map) => map.labels)).toEqual([[history.id], [history.id]]);
    const second = await user.gql<{ moveMapsToLabel: Summary[] }>(
      'mutation($ids: [ID!]!, $label: ID) { moveMapsToLabel(mapIds: $ids, labelId: $label) { id labels } }',
      { ids: [maps[1]], label: physics.id },
    );
    expect(second.data?.moveMapsToLabel).toEqual([{ id: maps[1], labels: [physics.id] }]);

    const inHistory = await user.gql<{ maps: Summary[] }>(
      'query($l: ID) { maps(view: label, labelId: $l) { id } }',
      {
        l: history.id,
      },
    );
    expect(inHistory.data?.maps.map((map) => map.id)).toEqual([maps[0]]);
    const uncategorised = await user.gql<{ maps: Summary[] }>('{ maps(view: uncategorised) { id } }');
    expect(uncategorised.data?.maps.map((map) => map.id)).toEqual([maps[2]]);

    // Without a label the maps leave every folder.
    const out = await user.gql<{ moveMapsToLabel: Summary[] }>(
      'mutation($ids: [ID!]!) { moveMapsToLabel(mapIds: $ids) { id labels } }',
      { ids: [maps[0]] },
    );
    expect(out.data?.moveMapsToLabel).toEqual([{ id: maps[0], labels: [] }]);
  });

  it('refuses a move with a map the user may not see or a folder of another user, changing nothing', async () => {
    const history = (await labels())?.mapLabels.find((label) => label.name === 'History') as Label;
    const foreignMap = await user.gql(
      'mutation($ids: [ID!]!, $label: ID) { moveMapsToLabel(mapIds: $ids, labelId: $label) { id } }',
      { ids: [maps[2], othersMap], label: history.id },
    );
    expect(foreignMap.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const foreignLabel = await other.gql(
      'mutation($ids: [ID!]!, $label: ID) { moveMapsToLabel(mapIds: $ids, labelId: $label) { id } }',
      { ids: [othersMap], label: history.id },
    );
    expect(foreignLabel.errors?.[0]?.message).toBe('Folder not found.');
    const rows = await t.database.db
      .selectFrom('mapLabels')
      .selectAll()
      .where('mapId', 'in', [maps[2] as string, othersMap])
      .execute();
    expect(rows).toEqual([]);
  });

  it('deletes a folder with its subfolders; the maps stay, uncategorised', async () => {
    const all = (await labels())?.mapLabels as Label[];
    const physics = all.find((label) => label.name === 'Physics') as Label;
    const deleted = await user.gql<{ deleteLabel: string[] }>(
      'mutation($id: ID!) { deleteLabel(labelId: $id) }',
      {
        id: physics.id,
      },
    );
    expect(deleted.data?.deleteLabel).toHaveLength(2);
    expect((await labels())?.mapLabels.map((label) => label.name)).toEqual(['History']);
    const map = await user.gql<{ maps: Summary[] }>('{ maps { id labels } }');
    expect(map.data?.maps.find((entry) => entry.id === maps[1])?.labels).toEqual([]);
    const again = await user.gql('mutation($id: ID!) { deleteLabel(labelId: $id) }', { id: physics.id });
    expect(again.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    for (const query of [
      '{ mapLabels { id } }',
      'mutation { createLabel(name: "x") { id } }',
      'mutation { renameLabel(id: "x", name: "y") { id } }',
      'mutation { deleteLabel(labelId: "x") }',
      'mutation { moveMapsToLabel(mapIds: ["x"], labelId: "y") { id } }',
    ]) {
      expect((await anonymousGql(t, query)).errors?.[0]?.extensions.code, query).toBe('UNAUTHENTICATED');
    }
  });
});
