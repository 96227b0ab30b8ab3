import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapThumbnailPath } from '../../src/model/map/thumbnail';
import { insertMap, type MapRoleUsers, mapRoleUsers, type SignedInUser, shareMap } from '../support/accounts';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let users: MapRoleUsers;
let mapId: string;

/** A PNG's signature and IHDR chunk stating the size: what the server reads of an image. */
function png(width: number, height: number, fill = 0): Buffer {
  const bytes = Buffer.alloc(64, fill);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes, 0);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

const upload = (as: SignedInUser, body: Uint8Array, type = 'image/png') =>
  as.browser.fetch(mapThumbnailPath(mapId), {
    method: 'PUT',
    headers: { 'content-type': type },
    body: new Blob([new Uint8Array(body)]),
  });
const read = (as: SignedInUser, headers: Record<string, string> = {}) =>
  as.browser.fetch(mapThumbnailPath(mapId), { headers });

beforeAll(async () => {
  t = await startTestServer();
  users = await mapRoleUsers(t);
  mapId = await insertMap(t, users.owner.id, 'Pictured');
  await shareMap(t, mapId, users.editor.id, 'edit');
  await shareMap(t, mapId, users.viewer.id, 'view');
});
afterAll(() => t?.stop());

describe('a map thumbnail', () => {
  it('is absent until a save sends one', async () => {
    expect((await read(users.owner)).status).toBe(204);
  });

  it('is stored for an editor, and shown to a viewer with its type and an ETag', async () => {
    const image = png(320, 180, 7);
    const stored = await upload(users.editor, image);
    expect(stored.status).toBe(200);
    const shown = await read(users.viewer);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await shown.arrayBuffer()).equals(image)).toBe(true);
    const etag = shown.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await read(users.viewer, { 'if-none-match': etag })).status).toBe(304);
  });

  it("is refused to a stranger (as a missing map) and can't be changed by a viewer", async () => {
    expect((await read(users.stranger)).status).toBe(404);
    expect((await upload(users.stranger, png(320, 180))).status).toBe(404);
    expect((await upload(users.viewer, png(320, 180))).status).toBe(403);
    const anonymous = await fetch(`${t.baseUrl}${mapThumbnailPath(mapId)}`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses what is not a PNG or WebP whatever its header says, one too big, and too many pixels', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    const notImage = await upload(users.owner, svg);
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toEqual({
      success: false,
      errors: ['The thumbnail must be a PNG or WebP image.'],
    });
    expect((await upload(users.owner, png(4000, 3000))).status).toBe(400);
    const huge = Buffer.concat([png(320, 180), Buffer.alloc(100 * 1024)]);
    expect((await upload(users.owner, huge)).status).toBe(413);
    expect((await upload(users.owner, svg, 'image/svg+xml')).status).toBe(415);
  });

  it("a later save's thumbnail replaces the old one, with a new ETag", async () => {
    const before = await read(users.owner);
    const newer = png(320, 180, 9);
    expect((await upload(users.owner, newer)).status).toBe(200);
    const after = await read(users.owner);
    expect(Buffer.from(await after.arrayBuffer()).equals(newer)).toBe(true);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await read(users.owner, { 'if-none-match': before.headers.get('etag') ?? '' })).status).toBe(200);
  });
});
