/**
 * Media of a map (a level's background image): stored only for an editor of the map and only when its bytes
 * are an image, served to whoever may see the map (byte ranges included) and to nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, mapMediaUploadPath, mediaPath } from '../../src/model/map/media';
import { insertMap, type MapRoleUsers, mapRoleUsers, type SignedInUser, shareMap } from '../support/accounts';
import { HttpClient, TEST_AUTH_ENV } from '../support/httpClient';
import { solidPng } from '../support/images';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let users: MapRoleUsers;
let mapId: string;
const image = new Uint8Array(solidPng(40, 20, [200, 30, 30]));

function upload(
  as: SignedInUser | HttpClient,
  body: Uint8Array<ArrayBuffer> | string,
  type = 'image/png',
  onMap = mapId,
) {
  const client = as instanceof HttpClient ? as : as.browser;
  return client.fetch(mapMediaUploadPath(onMap), { method: 'POST', headers: { 'content-type': type }, body });
}

async function uploaded(as: SignedInUser): Promise<string> {
  const response = await upload(as, image);
  expect(response.status).toBe(201);
  const body = (await response.json()) as { id: string; contentType: string; byteSize: number };
  expect(body).toMatchObject({ contentType: 'image/png', byteSize: image.byteLength });
  return body.id;
}

const fetchMedia = (as: SignedInUser | HttpClient, id: string, headers: Record<string, string> = {}) =>
  (as instanceof HttpClient ? as : as.browser).fetch(mediaPath(id), { headers });

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  users = await mapRoleUsers(t);
  mapId = await insertMap(t, users.owner.id, 'With a background');
  await shareMap(t, mapId, users.editor.id, 'edit');
  await shareMap(t, mapId, users.viewer.id, 'view');
});
afterAll(() => t?.stop());

describe('uploading', () => {
  it('stores an image for the owner and an editor, served back byte for byte with its type', async () => {
    for (const user of [users.owner, users.editor]) {
      const id = await uploaded(user);
      const response = await fetchMedia(user, id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(image);
    }
  });

  it('judges the type by the bytes, not by what the request claims', async () => {
    const response = await upload(users.owner, image, 'application/octet-stream');
    expect(response.status).toBe(201);
    const refused = await upload(users.owner, 'just some text pretending', 'image/png');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, error: MEDIA_MESSAGES.notAnImage });
  });

  it('refuses an empty file and one over the limit with their messages', async () => {
    const empty = await upload(users.owner, new Uint8Array());
    expect(empty.status).toBe(400);
    const large = new Uint8Array(5_000_001);
    large.set(image);
    const tooLarge = await upload(users.owner, large);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ success: false, error: MEDIA_MESSAGES.tooLarge });
  });

  it('refuses a viewer (403), a stranger (404, as for a missing map) and nobody signed in (401)', async () => {
    expect((await upload(users.viewer, image)).status).toBe(403);
    expect((await upload(users.stranger, image)).status).toBe(404);
    expect((await upload(new HttpClient(t.baseUrl), image)).status).toBe(401);
  });

  it('needs the CSRF header like every write', async () => {
    const response = await upload(users.owner, image, 'image/png');
    expect(response.status).toBe(201);
    const forged = await users.owner.browser.fetch(mapMediaUploadPath(mapId), {
      method: 'POST',
      headers: { 'content-type': 'image/png', 'x-csrf-token': 'forged' },
      body: image,
    });
    expect(forged.status).toBe(403);
  });
});

describe('reading', () => {
  let id: string;
  beforeAll(async () => {
    id = await uploaded(users.owner);
  });

  it('serves a viewer of the map and answers a stranger and nobody signed in as missing or unauthenticated', async () => {
    expect((await fetchMedia(users.viewer, id)).status).toBe(200);
    const stranger = await fetchMedia(users.stranger, id);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ success: false, error: MEDIA_MESSAGES.notFound });
    expect((await fetchMedia(new HttpClient(t.baseUrl), id)).status).toBe(401);
    expect((await fetchMedia(users.owner, 'NoSuchId00')).status).toBe(404);
  });

  it('answers a byte range with 206 and the bytes asked for, and a range outside it with 416', async () => {
    const part = await fetchMedia(users.viewer, id, { range: 'bytes=8-15' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 8-15/${image.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(image.slice(8, 16));
    const outside = await fetchMedia(users.viewer, id, { range: `bytes=${image.byteLength + 10}-` });
    expect(outside.status).toBe(416);
  });

  it('goes with its map', async () => {
    const doomed = await insertMap(t, users.owner.id, 'Short-lived');
    const response = await upload(users.owner, image, 'image/png', doomed);
    const { id: doomedMedia } = (await response.json()) as { id: string };
    expect((await fetchMedia(users.owner, doomedMedia)).status).toBe(200);
    await t.database.db.deleteFrom('maps').where('id', '=', doomed).execute();
    expect((await fetchMedia(users.owner, doomedMedia)).status).toBe(404);
  });
});
