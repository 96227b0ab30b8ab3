/**
 * Answers are compressed for clients that accept it (server/compression.ts): the app's code and GraphQL
 * answers such as a map's document, brotli first, gzip else; small answers and clients that accept
 * neither get them as they are.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let appDir: string;
let t: TestServer;
/** A stand-in chunk of the app's code, large enough to be worth compressing. */
const CHUNK = `${'export const line = "a line of the app\'s code";\n'.repeat(400)}`;

beforeAll(async () => {
  appDir = await mkdtemp(path.join(tmpdir(), 'study-maps-app-'));
  await mkdir(path.join(appDir, 'assets'));
  await writeFile(path.join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(appDir, 'assets', 'editor-abc123.js'), CHUNK);
  t = await startTestServer({ ...TEST_AUTH_ENV, APP_DIR: appDir });
});

afterAll(async () => {
  await t?.stop();
  await rm(appDir, { recursive: true, force: true });
});

const getAsset = (acceptEncoding: string) =>
  fetch(`${t.baseUrl}/app/assets/editor-abc123.js`, { headers: { 'accept-encoding': acceptEncoding } });

describe('compressed answers', () => {
  it('sends the app code with brotli where accepted, else gzip, else as it is', async () => {
    for (const [accepted, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await getAsset(accepted);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(sent);
      // fetch decodes what it was sent: the same code either way.
      expect(await response.text()).toBe(CHUNK);
    }
  });

  it('sends small answers as they are', async () => {
    const response = await fetch(`${t.baseUrl}/a/health`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it("compresses a GraphQL answer holding a map's document, which reads back whole", async () => {
    const user = await signedInUser(t);
    const nodes = Array.from({ length: 200 }, (_, index) => ({
      id: `node-${index}`,
      title: `Node ${index}`,
      levels: [{ levelId: 1, position: { x: index * 10, y: 0 } }],
    }));
    const created = await user.gql<{ createMap: { id: string } }>(
      'mutation($name: String!, $document: JSON) { createMap(name: $name, document: $document) { id } }',
      { name: 'Compressed', document: { name: 'Compressed', nodes } },
    );
    const mapId = created.data?.createMap.id;
    const response = await user.browser.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      body: JSON.stringify({
        query: 'query($mapId: ID!) { map(mapId: $mapId) { document } }',
        variables: { mapId },
      }),
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    const body = (await response.json()) as { data: { map: { document: { nodes: { title: string }[] } } } };
    expect(body.data.map.document.nodes.map((node) => node.title)).toEqual(nodes.map((node) => node.title));
  });
});
