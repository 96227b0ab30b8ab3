/**
 * Saving maps (issue 6, Saving) against the real server: createMap, saveMap with optimistic concurrency,
 * saveMapAs, validation, the size limits (a small MAP_MAX_BYTES here) and rights.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousGql, mapRoleUsers, type SignedInUser } from '../support/accounts';
import { HttpClient, TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

/** 100 kB: a map of a thousand nodes is over it, and a request body over it plus 1 MiB is refused unread. */
const MAP_MAX_BYTES = 100_000;

let t: TestServer;
let owner: SignedInUser;
let editor: SignedInUser;
let viewer: SignedInUser;
let stranger: SignedInUser;

const FIELDS = 'id name version updated document accessRight hasEditRights hasShareRights';
const CREATE = `mutation($name: String!, $document: JSON, $labelId: ID) {
  createMap(name: $name, document: $document, labelId: $labelId) { ${FIELDS} } }`;
const SAVE = `mutation($mapId: ID!, $baseVersion: Int!, $document: JSON!) {
  saveMap(mapId: $mapId, baseVersion: $baseVersion, document: $document) { ${FIELDS} } }`;
const SAVE_AS = `mutation($mapId: ID!, $name: String!, $document: JSON!) {
  saveMapAs(mapId: $mapId, name: $name, document: $document) { ${FIELDS} } }`;
const LOAD = `query($mapId: ID!) { map(mapId: $mapId) { ${FIELDS} } }`;
const COPY_ALLOWED = 'query($mapId: ID!) { map(mapId: $mapId) { copyAllowed } }';

interface Record {
  id: string;
  name: string;
  version: number;
  updated: string;
  document: {
    id: string;
    name: string;
    nodes: { id: string; title?: string }[];
    levels: unknown[];
    settings: { version: number };
    workspaceBounds: unknown;
  };
  accessRight: string;
  hasEditRights: boolean;
}
type Errors = { message: string; extensions: { code?: string; errors?: string[] } }[] | undefined;

/** A small valid map: `count` nodes on the default level, each linked to the one before. */
function mapDocument(name: string, count = 2, title = 'Node') {
  const nodes = Array.from({ length: count }, (_, i) => ({
    id: `node${i}`,
    title: `${title} ${i}`,
    levels: [{ levelId: 1, position: { x: i * 10, y: 0 } }],
  }));
  const connections = nodes.slice(1).map((node, i) => ({ id: `conn${i}`, from: `node${i}`, to: node.id }));
  return { id: 'ignored', name, nodes, connections };
}

async function create(as: SignedInUser, variables: { name: string; document?: unknown; labelId?: string }) {
  return as.gql<{ createMap: Record }>(CREATE, variables);
}
async function save(as: SignedInUser, mapId: string, baseVersion: number, document: unknown) {
  return as.gql<{ saveMap: Record }>(SAVE, { mapId, baseVersion, document });
}
async function load(as: SignedInUser, mapId: string) {
  const { data, errors } = await as.gql<{ map: Record }>(LOAD, { mapId });
  if (!data) throw new Error(JSON.stringify(errors));
  return data.map;
}
async function createdMap(as: SignedInUser, name: string, document: unknown = mapDocument(name)) {
  const { data, errors } = await create(as, { name, document });
  if (!data) throw new Error(JSON.stringify(errors));
  return data.createMap;
}
const firstError = (errors: Errors) => errors?.[0];

beforeAll(async () => {
  t = await startTestServer({ ...TEST_AUTH_ENV, MAP_MAX_BYTES: String(MAP_MAX_BYTES) });
  ({ owner, editor, viewer, stranger } = await mapRoleUsers(t));
});
afterAll(() => t?.stop());

/** A map of the owner's shared with the editor (edit) and the viewer (view). */
async function sharedMap(name: string) {
  const map = await createdMap(owner, name);
  await t.database.db
    .insertInto('mapShares')
    .values([
      { mapId: map.id, userId: editor.id, accessRight: 'edit' },
      { mapId: map.id, userId: viewer.id, accessRight: 'view' },
    ])
    .execute();
  return map;
}

describe('createMap', () => {
  it('creates an empty map owned by the user: the default level, settings version 4, no nodes', async () => {
    const { data, errors } = await create(owner, { name: '  Cells ' });
    expect(errors).toBeUndefined();
    const map = data?.createMap;
    expect(map).toMatchObject({ name: 'Cells', version: 1, accessRight: 'admin', hasEditRights: true });
    expect(map?.id).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(map?.document).toMatchObject({
      id: map?.id,
      name: 'Cells',
      nodes: [],
      levels: [{ id: 1, description: 'Main' }],
      settings: { version: 4 },
      workspaceBounds: { minX: -2000, minY: -2000, maxX: 4000, maxY: 3000 },
    });
    expect(await load(owner, map?.id ?? '')).toEqual(map);
  });

  it("creates a map from a document, under the new map's id and the name given", async () => {
    const map = await createdMap(owner, 'Imported', mapDocument('Name in the file', 3));
    expect(map.document).toMatchObject({ id: map.id, name: 'Imported' });
    expect(map.document.nodes.map((node) => node.title)).toEqual(['Node 0', 'Node 1', 'Node 2']);
    expect((await load(owner, map.id)).document).toEqual(map.document);
  });

  it('puts the map in one of the user’s folders, and the maps list shows it there', async () => {
    const label = await owner.gql<{ createLabel: { id: string } }>(
      'mutation { createLabel(name: "Biology") { id } }',
    );
    const labelId = label.data?.createLabel.id ?? '';
    const { data } = await create(owner, { name: 'Filed', labelId });
    const maps = await owner.gql<{ maps: { id: string; labels: string[] }[] }>(
      'query($labelId: ID) { maps(view: label, labelId: $labelId) { id labels } }',
      { labelId },
    );
    expect(maps.data?.maps).toEqual([{ id: data?.createMap.id, labels: [labelId] }]);

    // Another user's folder is not found, and no map is made.
    const before = await t.database.db
      .selectFrom('maps')
      .select('id')
      .where('ownerId', '=', stranger.id)
      .execute();
    const refused = await create(stranger, { name: 'Not filed', labelId });
    expect(firstError(refused.errors)).toMatchObject({
      message: 'Folder not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const after = await t.database.db
      .selectFrom('maps')
      .select('id')
      .where('ownerId', '=', stranger.id)
      .execute();
    expect(after).toEqual(before);
  });

  it('refuses a blank name and an invalid document', async () => {
    expect(firstError((await create(owner, { name: '  ' })).errors)).toMatchObject({
      message: 'The map needs a name.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const broken = { nodes: [{ id: 'a', levels: [{ levelId: 9, position: { x: 0, y: 0 } }] }] };
    expect(firstError((await create(owner, { name: 'Broken', document: broken })).errors)).toMatchObject({
      message: 'The map is not valid: nodes[0].levels[0].levelId: no level with id 9',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('saveMap', () => {
  it("stores the document, takes the map's name from it and answers the next version", async () => {
    const map = await createdMap(owner, 'Draft');
    const { data, errors } = await save(owner, map.id, 1, mapDocument('  Final ', 3, 'Saved'));
    expect(errors).toBeUndefined();
    expect(data?.saveMap).toMatchObject({ id: map.id, name: 'Final', version: 2, accessRight: 'admin' });
    expect(data?.saveMap.document).toMatchObject({ id: map.id, name: 'Final' });
    expect(Date.parse(data?.saveMap.updated ?? '')).toBeGreaterThanOrEqual(Date.parse(map.updated));
    expect(await load(owner, map.id)).toMatchObject({
      name: 'Final',
      version: 2,
      document: data?.saveMap.document,
    });
    const next = await save(owner, map.id, 2, mapDocument('Final', 1));
    expect(next.data?.saveMap.version).toBe(3);
  });

  it('keeps the document as the text it was saved as (json, read back without reformatting)', async () => {
    const map = await createdMap(owner, 'As written');
    const row = await t.database.db
      .selectFrom('maps')
      .select([sql<string>`pg_typeof(document)::text`.as('type'), sql<string>`document::text`.as('text')])
      .where('id', '=', map.id)
      .executeTakeFirstOrThrow();
    expect(row.type).toBe('json');
    // jsonb would give its own text back, with a space after every colon and comma.
    expect(row.text).not.toMatch(/": |, "/);
    expect(JSON.parse(row.text)).toEqual((await load(owner, map.id)).document);
  });

  it('counts each save in the usage report', async () => {
    const map = await createdMap(owner, 'Counted');
    await save(owner, map.id, 1, mapDocument('Counted'));
    const usage = await owner.gql<{ mapUsage: { dayUsage: { user: { updates: number } }[] } }>(
      'query($id: ID!) { mapUsage(mapId: $id) { dayUsage { user { updates } } } }',
      { id: map.id },
    );
    const updates = usage.data?.mapUsage.dayUsage.reduce((sum, day) => sum + day.user.updates, 0);
    // The creation and the save.
    expect(updates).toBe(2);
  });

  it('answers a version check without reading the document, and counts only document loads as loads', async () => {
    const map = await createdMap(owner, 'Checked');
    await save(owner, map.id, 1, mapDocument('Checked', 3));
    const checked = await owner.gql<{ map: Partial<Record> }>(
      'query($mapId: ID!) { map(mapId: $mapId) { ...Version } } fragment Version on MapDocument { id version hasEditRights }',
      { mapId: map.id },
    );
    expect(checked.data?.map).toEqual({ id: map.id, version: 2, hasEditRights: true });
    await expect(stranger.gql(LOAD.replace(' document', ''), { mapId: map.id })).resolves.toMatchObject({
      errors: [{ extensions: { code: 'NOT_FOUND' } }],
    });
    expect((await load(owner, map.id)).document.nodes).toHaveLength(3);
    const usage = await owner.gql<{ mapUsage: { dayUsage: { user: { loads: number } }[] } }>(
      'query($id: ID!) { mapUsage(mapId: $id) { dayUsage { user { loads } } } }',
      { id: map.id },
    );
    expect(usage.data?.mapUsage.dayUsage.reduce((sum, day) => sum + day.user.loads, 0)).toBe(1);
  });

  it('refuses the second of two saves from the same version with CONFLICT; the first survives', async () => {
    const map = await createdMap(owner, 'Contested');
    const first = await save(owner, map.id, 1, mapDocument('Contested', 2, 'First'));
    expect(first.data?.saveMap.version).toBe(2);
    const second = await save(owner, map.id, 1, mapDocument('Contested', 2, 'Second'));
    expect(second.data).toBeNull();
    expect(firstError(second.errors)).toMatchObject({
      message:
        'This map was changed elsewhere since you opened it. Your changes have not been saved: save a copy or reload the map.',
      extensions: { code: 'CONFLICT' },
    });
    const stored = await load(owner, map.id);
    expect(stored.version).toBe(2);
    expect(stored.document.nodes.map((node) => node.title)).toEqual(['First 0', 'First 1']);
  });

  it('lets exactly one of two simultaneous saves from the same version through', async () => {
    const map = await sharedMap('Race');
    const [a, b] = await Promise.all([
      save(owner, map.id, 1, mapDocument('Race', 2, 'Owner')),
      save(editor, map.id, 1, mapDocument('Race', 2, 'Editor')),
    ]);
    const winners = [a, b].filter((answer) => answer.data !== null);
    const losers = [a, b].filter((answer) => answer.data === null);
    expect(winners).toHaveLength(1);
    expect(losers.map((answer) => firstError(answer.errors)?.extensions.code)).toEqual(['CONFLICT']);
    const stored = await load(owner, map.id);
    expect(stored.version).toBe(2);
    expect(stored.document).toEqual(winners[0]?.data?.saveMap.document);
  });

  it('refuses an invalid document, listing up to three errors, and changes nothing', async () => {
    const map = await createdMap(owner, 'Kept');
    const before = await load(owner, map.id);
    const broken = mapDocument('Kept', 2);
    broken.connections = ['x', 'y', 'z', 'w'].map((to, i) => ({ id: `bad${i}`, from: 'node0', to }));
    const { data, errors } = await save(owner, map.id, 1, broken);
    expect(data).toBeNull();
    expect(firstError(errors)).toMatchObject({
      message: "The map is not valid: connections[0].to: no node with id 'x'",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(firstError(errors)?.extensions.errors).toEqual([
      "connections[0].to: no node with id 'x'",
      "connections[1].to: no node with id 'y'",
      "connections[2].to: no node with id 'z'",
    ]);
    const unnamed = await save(owner, map.id, 1, mapDocument(' ', 2));
    expect(firstError(unnamed.errors)).toMatchObject({ message: 'The map needs a name.' });
    expect(await load(owner, map.id)).toEqual(before);
  });

  it('refuses a document over the size limit with a clear message, and changes nothing', async () => {
    const map = await createdMap(owner, 'Growing');
    const { data, errors } = await save(owner, map.id, 1, mapDocument('Growing', 1500));
    expect(data).toBeNull();
    expect(firstError(errors)?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(firstError(errors)?.message).toMatch(
      /^The map is too large to save \(0\.[2-9] MB; the limit is 0\.1 MB\)\.$/,
    );
    expect((await load(owner, map.id)).version).toBe(1);
  });

  it('answers a request body over the HTTP limit with a JSON error, before reading it', async () => {
    const map = await createdMap(owner, 'Huge');
    const padding = 'x'.repeat(MAP_MAX_BYTES + 1024 * 1024);
    const response = await owner.browser.request('POST', '/graphql', {
      query: SAVE,
      variables: { mapId: map.id, baseVersion: 1, document: { ...mapDocument('Huge'), padding } },
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: Errors };
    expect(firstError(body.errors)).toMatchObject({ extensions: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(firstError(body.errors)?.message).toMatch(
      /^The map is too large to save \(1\.2 MB; the limit is 0\.1 MB\)\.$/,
    );
    expect((await load(owner, map.id)).version).toBe(1);
  });

  it('takes no more than 1 MiB from a request without a session', async () => {
    const response = await new HttpClient(t.baseUrl).request('POST', '/graphql', {
      query: SAVE,
      variables: { mapId: 'anything00', baseVersion: 1, document: { padding: 'x'.repeat(1024 * 1024) } },
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { errors: Errors };
    expect(firstError(body.errors)?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('rights', () => {
  it('lets a user the map is shared with for editing save it', async () => {
    const map = await sharedMap('Shared');
    const { data } = await save(editor, map.id, 1, mapDocument('Shared', 1));
    expect(data?.saveMap).toMatchObject({ version: 2, accessRight: 'edit', hasEditRights: true });
  });

  it('refuses a viewer with FORBIDDEN, a stranger with NOT_FOUND and no session with UNAUTHENTICATED', async () => {
    const map = await sharedMap('Guarded');
    const document = mapDocument('Guarded', 1, 'Changed');
    const asViewer = await save(viewer, map.id, 1, document);
    expect(firstError(asViewer.errors)).toMatchObject({
      message: 'You do not have edit rights on this map.',
      extensions: { code: 'FORBIDDEN' },
    });
    const viewerCopy = await viewer.gql(SAVE_AS, { mapId: map.id, name: 'Mine', document });
    expect(firstError(viewerCopy.errors)?.extensions.code).toBe('FORBIDDEN');
    for (const mapId of [map.id, 'nosuchmap0']) {
      const asStranger = await save(stranger, mapId, 1, document);
      expect(firstError(asStranger.errors)).toMatchObject({
        message: 'Map not found.',
        extensions: { code: 'NOT_FOUND' },
      });
      const strangerCopy = await stranger.gql(SAVE_AS, { mapId, name: 'Mine', document });
      expect(firstError(strangerCopy.errors)?.extensions.code).toBe('NOT_FOUND');
    }
    for (const [query, variables] of [
      [CREATE, { name: 'Anonymous' }],
      [SAVE, { mapId: map.id, baseVersion: 1, document }],
      [SAVE_AS, { mapId: map.id, name: 'Copy', document }],
    ] as const) {
      const anonymous = await anonymousGql(t, query, variables);
      expect(firstError(anonymous.errors as Errors)?.extensions.code).toBe('UNAUTHENTICATED');
    }
    expect(await load(owner, map.id)).toMatchObject({ version: 1 });
  });
});

describe('saveMapAs', () => {
  it('creates a new map owned by the caller, leaving the original as it was', async () => {
    const map = await sharedMap('Original');
    const { data, errors } = await editor.gql<{ saveMapAs: Record }>(SAVE_AS, {
      mapId: map.id,
      name: ' My copy ',
      document: mapDocument('Original', 2, 'Copied'),
    });
    expect(errors).toBeUndefined();
    const copy = data?.saveMapAs;
    expect(copy).toMatchObject({ name: 'My copy', version: 1, accessRight: 'admin' });
    expect(copy?.id).not.toBe(map.id);
    expect(copy?.document).toMatchObject({ id: copy?.id, name: 'My copy' });
    const row = await t.database.db
      .selectFrom('maps')
      .select(['ownerId', 'createdBy'])
      .where('id', '=', copy?.id ?? '')
      .executeTakeFirst();
    expect(row).toEqual({ ownerId: editor.id, createdBy: editor.id });
    const original = await load(owner, map.id);
    expect(original).toMatchObject({ name: 'Original', version: 1 });
    expect(original.document.nodes.map((node) => node.title)).toEqual(['Node 0', 'Node 1']);
    const mine = await editor.gql<{ maps: { id: string; owner: { id: string } }[] }>(
      '{ maps { id owner { id } } }',
    );
    expect(mine.data?.maps).toContainEqual({ id: copy?.id, owner: { id: editor.id } });
  });

  it('is refused for a map in a course that does not permit copies, but to the course author; the map says so', async () => {
    const map = await sharedMap('Course map');
    const courseId = `course${map.id.slice(0, 4)}`;
    await t.database.db
      .insertInto('courses')
      .values({ id: courseId, authorId: owner.id, name: 'A course', mapId: map.id, tags: '[]' })
      .execute();
    const copyAllowed = async (as: SignedInUser) =>
      (await as.gql<{ map: { copyAllowed: boolean } }>(COPY_ALLOWED, { mapId: map.id })).data?.map
        .copyAllowed;
    const document = mapDocument('Course map', 1);

    const refused = await editor.gql(SAVE_AS, { mapId: map.id, name: 'Mine', document });
    expect(firstError(refused.errors)).toMatchObject({
      message: 'This map is part of a course that does not permit copies.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await copyAllowed(editor)).toBe(false);
    expect(await copyAllowed(viewer)).toBe(false);
    const byAuthor = await owner.gql(SAVE_AS, { mapId: map.id, name: 'Author copy', document });
    expect(byAuthor.errors).toBeUndefined();
    expect(await copyAllowed(owner)).toBe(true);

    await t.database.db
      .updateTable('courses')
      .set({ allowCopies: true })
      .where('id', '=', courseId)
      .execute();
    expect(await copyAllowed(editor)).toBe(true);
    const permitted = await editor.gql(SAVE_AS, { mapId: map.id, name: 'Mine', document });
    expect(permitted.errors).toBeUndefined();
  });
});
