/**
 * Media of a map (a level's background image, a presentation's video or audio): stored only for an editor
 * of the map and only when its bytes are an image, a video or an audio file within their limit, served to
 * whoever may see the map (byte ranges included, read from the chunks they overlap) and to nobody else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../server/auth/messages';
import { MEDIA_MESSAGES, mapMediaUploadPath, mediaPath } from '../../src/model/map/media';
import { insertMap, type MapRoleUsers, mapRoleUsers, type SignedInUser, shareMap } from '../support/accounts';
import { HttpClient, TEST_AUTH_ENV } from '../support/httpClient';
import { solidPng } from '../support/images';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let users: MapRoleUsers;
let mapId: string;
const image = new Uint8Array(solidPng(40, 20, [200, 30, 30]));
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/media/${name}`, import.meta.url)));
const video = fixture('countdown.webm');
const audio = fixture('tone.wav');
/** Small limits, so the fixtures span several chunks and a file of a megabyte is too large. */
const CHUNK_BYTES = 16_384;
const MEDIA_MAX_BYTES = 1_000_000;

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
  t = await startTestServer({
    ...TEST_AUTH_ENV,
    MEDIA_MAX_BYTES: String(MEDIA_MAX_BYTES),
    MEDIA_CHUNK_BYTES: String(CHUNK_BYTES),
  });
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

/** How many media and chunks the database holds, to see that a refused upload left nothing. */
async function storedCounts() {
  const db = t.database.db;
  const media = await db
    .selectFrom('media')
    .select((e) => e.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const chunks = await db
    .selectFrom('mediaChunks')
    .select((e) => e.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { media: Number(media.n), chunks: Number(chunks.n) };
}

async function expectRefusedLeavingNothing(send: () => Promise<Response>, status: number, error: string) {
  const before = await storedCounts();
  const response = await send();
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ success: false, error });
  expect(await storedCounts()).toEqual(before);
}

describe('video and audio', () => {
  let videoId: string;
  beforeAll(async () => {
    const response = await upload(users.editor, video, 'video/webm');
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string };
    expect(body).toEqual({ id: expect.any(String), contentType: 'video/webm', byteSize: video.byteLength });
    videoId = body.id;
  });

  it('stores the WebM in chunks and serves it back byte for byte, with its type and length', async () => {
    const chunks = await t.database.db
      .selectFrom('mediaChunks')
      .select('chunkIndex')
      .where('mediaId', '=', videoId)
      .execute();
    expect(chunks).toHaveLength(Math.ceil(video.byteLength / CHUNK_BYTES));
    const response = await fetchMedia(users.viewer, videoId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect(response.headers.get('content-length')).toBe(String(video.byteLength));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toBe(`"${videoId}"`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(video);
    const head = await users.viewer.browser.fetch(mediaPath(videoId), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(video.byteLength));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers ranges inside a chunk, across chunk boundaries and to the end with exactly those bytes', async () => {
    const size = video.byteLength;
    const asked: [string, number, number][] = [
      ['bytes=1000-2999', 1000, 2999],
      [`bytes=${CHUNK_BYTES - 100}-`, CHUNK_BYTES - 100, size - 1],
      [`bytes=${CHUNK_BYTES * 2 - 1}-${CHUNK_BYTES * 4}`, CHUNK_BYTES * 2 - 1, CHUNK_BYTES * 4],
      ['bytes=-500', size - 500, size - 1],
    ];
    for (const [range, start, end] of asked) {
      const part = await fetchMedia(users.viewer, videoId, { range });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(part.headers.get('content-length')).toBe(String(end - start + 1));
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(video.slice(start, end + 1));
    }
    const outside = await fetchMedia(users.viewer, videoId, { range: `bytes=${size}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('stores a WAV as audio, sent with no type of its own', async () => {
    const response = await upload(users.owner, audio, 'application/octet-stream');
    expect(response.status).toBe(201);
    const { id, contentType } = (await response.json()) as { id: string; contentType: string };
    expect(contentType).toBe('audio/wav');
    const served = await fetchMedia(users.owner, id);
    expect(served.headers.get('content-type')).toBe('audio/wav');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(audio);
  });

  it('refuses text sent as a WebM, and a video sent as an image, storing nothing', async () => {
    const text = new TextEncoder().encode(
      'WEBVTT\n\n00:00.000 --> 00:01.000\nnot a video at all\n'.repeat(50),
    );
    await expectRefusedLeavingNothing(
      () => upload(users.owner, text, 'video/webm'),
      400,
      MEDIA_MESSAGES.notMedia,
    );
    await expectRefusedLeavingNothing(
      () => upload(users.owner, video, 'image/png'),
      400,
      MEDIA_MESSAGES.notAnImage,
    );
  });

  it('refuses a video over MEDIA_MAX_BYTES with 413 naming the limit, with or without a length, storing nothing', async () => {
    const oversized = new Uint8Array(MEDIA_MAX_BYTES + 1);
    oversized.set(video);
    const message = MEDIA_MESSAGES.mediaTooLarge(MEDIA_MAX_BYTES);
    expect(message).toBe('The file is larger than 1 MB.');
    await expectRefusedLeavingNothing(() => upload(users.owner, oversized, 'video/webm'), 413, message);
    // Sent in pieces with no Content-Length: the limit is met while it is read.
    const streamed = () =>
      users.owner.browser.fetch(mapMediaUploadPath(mapId), {
        method: 'POST',
        headers: { 'content-type': 'video/webm' },
        body: new Blob([oversized]).stream(),
        duplex: 'half',
      } as RequestInit);
    await expectRefusedLeavingNothing(streamed, 413, message);
  });

  it('keeps nothing of an upload the client abandons halfway, not even its temporary file', async () => {
    const before = await storedCounts();
    const spooled = () => readdirSync(tmpdir()).filter((name) => name.startsWith('study-maps-upload-'));
    expect(spooled()).toEqual([]);
    const abandon = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(video.slice(0, 100_000));
      },
    });
    const sending = users.owner.browser.fetch(mapMediaUploadPath(mapId), {
      method: 'POST',
      headers: { 'content-type': 'video/webm' },
      body,
      duplex: 'half',
      signal: abandon.signal,
    } as RequestInit);
    await expect.poll(spooled).toHaveLength(1);
    abandon.abort();
    await expect(sending).rejects.toThrow();
    await expect.poll(spooled).toHaveLength(0);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses nobody signed in (401), a viewer (403) and a stranger (404), storing nothing', async () => {
    await expectRefusedLeavingNothing(
      () => upload(new HttpClient(t.baseUrl), video, 'video/webm'),
      401,
      authMessages.notSignedIn,
    );
    const before = await storedCounts();
    expect((await upload(users.viewer, video, 'video/webm')).status).toBe(403);
    expect((await upload(users.stranger, video, 'video/webm')).status).toBe(404);
    expect(await storedCounts()).toEqual(before);
  });
});
