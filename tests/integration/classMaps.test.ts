/**
 * Issue 22: a map added to a class is readable by the class's members (view rights only), through the one
 * map rights rule that GraphQL and the realtime channels share; nobody else gains anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMap, type SignedInUser, signedInUser } from '../support/accounts';
import { createClass, type Group, generateCode, joinByCode } from '../support/classes';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { openLiveSession } from '../support/live';
import { collabUpgradeStatus } from '../support/realtimeClients';
import { startTestServer, type TestServer } from '../support/testServer';

const LOAD = 'query($id: ID!) { map(mapId: $id) { id name accessRight hasEditRights hasShareRights } }';
const SAVE = `mutation($id: ID!, $document: JSON!) {
  saveMap(mapId: $id, baseVersion: 1, document: $document) { id } }`;
const ADD = `mutation($g: ID!, $m: ID!) {
  addUserGroupResources(groupId: $g, resources: [{ type: Map, id: $m }]) { resources { id mapId } } }`;
const REMOVE =
  'mutation($g: ID!, $r: ID!) { removeUserGroupResource(groupId: $g, resourceId: $r) { resourceCount } }';

let t: TestServer;
let teacher: SignedInUser;
let student: SignedInUser;
let outsider: SignedInUser;
let groupId: string;
let accessCode: string;
let mapId: string;
/** The map's open live session: its presence room is the one /collab opens. */
let sessionId: string;
/** The map's resource in the class, once added. */
let resourceId: string;

type Loaded = { map: { id: string; name: string; accessRight: string; hasEditRights: boolean } };
const load = (as: SignedInUser) => as.gql<Loaded>(LOAD, { id: mapId });
const errorCode = async (as: SignedInUser) => (await load(as)).errors?.[0]?.extensions.code;
const collabStatus = async (as: SignedInUser) =>
  (
    await collabUpgradeStatus(t.baseUrl, `${mapId}-${sessionId}`, {
      cookie: as.browser.cookieHeader('/collab'),
      origin: t.baseUrl,
    })
  ).status;

async function addToClass(): Promise<string> {
  const { data, errors } = await teacher.gql<{ addUserGroupResources: Pick<Group, 'resources'> }>(ADD, {
    g: groupId,
    m: mapId,
  });
  if (!data) throw new Error(JSON.stringify(errors));
  return data.addUserGroupResources.resources.find((resource) => resource.mapId === mapId)?.id as string;
}

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  teacher = await signedInUser(t, { firstName: 'Tess', lastName: 'Teacher' });
  student = await signedInUser(t, { firstName: 'Stu', lastName: 'Dent' });
  outsider = await signedInUser(t, { firstName: 'Olly', lastName: 'Outsider' });
  mapId = await insertMap(t, teacher.id, 'Photosynthesis');
  sessionId = await openLiveSession(t, mapId, teacher.id);
  groupId = await createClass(teacher, 'Year 9 Biology');
  accessCode = (await generateCode(teacher, groupId)).data?.generateUserGroupAccessCode.accessCode as string;
  await joinByCode(student, accessCode);
});
afterAll(() => t?.stop());

describe("a class's map", () => {
  it('is refused to a student before the teacher adds it, as a missing map', async () => {
    expect(await errorCode(student)).toBe('NOT_FOUND');
    expect(await collabStatus(student)).toBe(404);
  });

  it('is readable by the students once added, with view rights only, on GraphQL and /collab alike', async () => {
    resourceId = await addToClass();
    const { data, errors } = await load(student);
    expect(errors).toBeUndefined();
    expect(data?.map).toEqual({
      id: mapId,
      name: 'Photosynthesis',
      accessRight: 'view',
      hasEditRights: false,
      hasShareRights: false,
    });
    expect(await collabStatus(student)).toBe(101);
    const saved = await student.gql(SAVE, { id: mapId, document: { name: 'Defaced' } });
    expect(saved.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await load(teacher)).data?.map).toMatchObject({ name: 'Photosynthesis', accessRight: 'admin' });
  });

  it('stays refused to a signed-in user outside the class', async () => {
    expect(await errorCode(outsider)).toBe('NOT_FOUND');
    expect(await collabStatus(outsider)).toBe(404);
  });

  it('is refused again once the teacher removes it from the class', async () => {
    const removed = await teacher.gql(REMOVE, { g: groupId, r: resourceId });
    expect(removed.errors).toBeUndefined();
    expect(await errorCode(student)).toBe('NOT_FOUND');
  });

  it('is refused to a student who has left the class', async () => {
    await addToClass();
    expect((await load(student)).errors).toBeUndefined();
    const left = await student.gql('mutation($id: ID!) { leaveUserGroup(id: $id) }', { id: groupId });
    expect(left.errors).toBeUndefined();
    expect(await errorCode(student)).toBe('NOT_FOUND');
    expect(await collabStatus(student)).toBe(404);
  });
});
