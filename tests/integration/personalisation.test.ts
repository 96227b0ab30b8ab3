/**
 * Personalising a map against the real server (issue 23): the owner lets readers personalise a map; a
 * reader's additions are kept for them alone, checked against the author's map, and never change it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_ADDITIONS_MAX_BYTES } from '../../src/model/map/userAdditions';
import { type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

const MAP = `query($mapId: ID!) { map(mapId: $mapId) {
  version document personalisable canPersonalise isPersonalised userAdditions } }`;
const SET = `mutation($mapId: ID!, $personalisable: Boolean!) {
  setMapPersonalisable(mapId: $mapId, personalisable: $personalisable) }`;
const SAVE = `mutation($mapId: ID!, $additions: JSON!) {
  saveUserAdditions(mapId: $mapId, additions: $additions) { mapId additions updated } }`;
const CREATE =
  'mutation($name: String!, $document: JSON) { createMap(name: $name, document: $document) { id } }';

interface MapAnswer {
  version: number;
  document: { nodes: { id: string }[]; connections: { id: string }[] };
  personalisable: boolean;
  canPersonalise: boolean;
  isPersonalised: boolean;
  userAdditions: { nodes: { id: string; title?: string }[]; connections: { id: string }[] } | null;
}

let t: TestServer;
let owner: SignedInUser;
let editor: SignedInUser;
let reader: SignedInUser;
let otherReader: SignedInUser;
let stranger: SignedInUser;
let mapId: string;
let closedMapId: string;

const authorMap = {
  name: 'Cells',
  nodes: [{ id: 'authorNode', title: 'Cell', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] }],
  connections: [],
};
const mine = {
  nodes: [{ id: 'readerNode', title: 'My node', levels: [{ levelId: 1, position: { x: 0, y: 200 } }] }],
  connections: [{ id: 'readerLink', from: 'readerNode', to: 'authorNode' }],
};

const load = async (as: SignedInUser, id = mapId) => as.gql<{ map: MapAnswer }>(MAP, { mapId: id });
const save = (as: SignedInUser, additions: unknown, id = mapId) =>
  as.gql<{ saveUserAdditions: { additions: unknown; updated: string | null } }>(SAVE, {
    mapId: id,
    additions,
  });
const setPersonalisable = (as: SignedInUser, personalisable: boolean, id = mapId) =>
  as.gql<{ setMapPersonalisable: boolean }>(SET, { mapId: id, personalisable });
const codeOf = (result: { errors?: { extensions: { code?: string } }[] }) =>
  result.errors?.[0]?.extensions.code;

async function createMap(as: SignedInUser, name: string) {
  const { data } = await as.gql<{ createMap: { id: string } }>(CREATE, {
    name,
    document: { ...authorMap, name },
  });
  return data?.createMap.id ?? '';
}

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  [owner, editor, reader, otherReader, stranger] = await Promise.all([
    signedInUser(t, { firstName: 'Olive', lastName: 'Owner' }),
    signedInUser(t, { firstName: 'Eddie', lastName: 'Editor' }),
    signedInUser(t, { firstName: 'Rita', lastName: 'Reader' }),
    signedInUser(t, { firstName: 'Otto', lastName: 'Reader' }),
    signedInUser(t, { firstName: 'Sam', lastName: 'Stranger' }),
  ]);
  mapId = await createMap(owner, 'Cells');
  closedMapId = await createMap(owner, 'Closed');
  for (const id of [mapId, closedMapId]) {
    await shareMap(t, id, editor.id, 'edit');
    await shareMap(t, id, reader.id, 'view');
    await shareMap(t, id, otherReader.id, 'view');
  }
});
afterAll(() => t?.stop());

describe('letting readers personalise a map', () => {
  it('is off for a new map: nobody can personalise it', async () => {
    const { data } = await load(reader, closedMapId);
    expect(data?.map).toMatchObject({
      personalisable: false,
      canPersonalise: false,
      isPersonalised: false,
      userAdditions: null,
    });
  });

  it('is the owner’s to turn on; an editor, a reader and a stranger are refused', async () => {
    expect(codeOf(await setPersonalisable(editor, true))).toBe('FORBIDDEN');
    expect(codeOf(await setPersonalisable(reader, true))).toBe('FORBIDDEN');
    expect(codeOf(await setPersonalisable(stranger, true))).toBe('NOT_FOUND');
    expect((await load(reader)).data?.map.personalisable).toBe(false);

    const set = await setPersonalisable(owner, true);
    expect(set.errors).toBeUndefined();
    expect(set.data?.setMapPersonalisable).toBe(true);
  });

  it('lets readers personalise, not those who can edit it', async () => {
    expect((await load(reader)).data?.map).toMatchObject({ personalisable: true, canPersonalise: true });
    expect((await load(owner)).data?.map.canPersonalise).toBe(false);
    expect((await load(editor)).data?.map.canPersonalise).toBe(false);
  });
});

describe('a reader’s additions', () => {
  it('are saved for the reader alone and never change the author’s map', async () => {
    const before = (await load(owner)).data?.map;
    const saved = await save(reader, mine);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveUserAdditions.additions).toEqual(mine);

    const theirs = (await load(reader)).data?.map;
    expect(theirs).toMatchObject({ isPersonalised: true, userAdditions: mine });
    expect(theirs?.document.nodes.map((node) => node.id)).toEqual(['authorNode']);

    const author = (await load(owner)).data?.map;
    expect(author?.version).toBe(before?.version);
    expect(author?.document).toEqual(before?.document);
    expect(author).toMatchObject({ isPersonalised: false, userAdditions: null });
    expect((await load(editor)).data?.map.userAdditions).toBeNull();
    expect((await load(otherReader)).data?.map).toMatchObject({ isPersonalised: false, userAdditions: null });
  });

  it('are refused to a stranger, an editor, and a reader of a map that is not personalisable', async () => {
    expect(codeOf(await save(stranger, mine))).toBe('NOT_FOUND');
    expect(codeOf(await save(editor, mine))).toBe('FORBIDDEN');
    expect(codeOf(await save(reader, mine, closedMapId))).toBe('FORBIDDEN');
    expect((await load(reader, closedMapId)).data?.map.userAdditions).toBeNull();
  });

  it('are checked against the author’s map: malformed, clashing, dangling and oversized ones are refused', async () => {
    expect(codeOf(await save(reader, { nodes: [] }))).toBe('BAD_USER_INPUT');
    const clashing = { nodes: [{ ...mine.nodes[0], id: 'authorNode' }], connections: [] };
    expect(codeOf(await save(reader, clashing))).toBe('BAD_USER_INPUT');
    const dangling = { nodes: [], connections: [{ id: 'x', from: 'authorNode', to: 'nowhere' }] };
    const refused = await save(reader, dangling);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.message).toMatch(/^Your additions are not valid: /);
    const huge = {
      nodes: [{ ...mine.nodes[0], title: 'x'.repeat(USER_ADDITIONS_MAX_BYTES) }],
      connections: [],
    };
    expect(codeOf(await save(reader, huge))).toBe('PAYLOAD_TOO_LARGE');
    // Nothing refused replaced what was stored.
    expect((await load(reader)).data?.map.userAdditions).toEqual(mine);
  });

  it('stay the reader’s to change once the owner stops new readers personalising', async () => {
    await setPersonalisable(owner, false);
    const changed = { nodes: mine.nodes, connections: [] };
    expect((await save(reader, changed)).errors).toBeUndefined();
    expect(codeOf(await save(otherReader, mine))).toBe('FORBIDDEN');
    // Saving none removes them: the map is no longer personalised for the reader.
    const emptied = await save(reader, { nodes: [], connections: [] });
    expect(emptied.data?.saveUserAdditions).toMatchObject({ additions: null, updated: null });
    expect((await load(reader)).data?.map).toMatchObject({ isPersonalised: false, canPersonalise: false });
    expect(codeOf(await save(reader, mine))).toBe('FORBIDDEN');
  });
});
