/**
 * The editor's client stack against the real server: MapDocumentStore and MapEditorStore over the app's
 * Apollo client, the truth worker's handler in process. Two editors open the same map; the second save
 * from the same base version is refused with the conflict message and loses nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apolloMapPersistence, createMapRecord, loadMapRecord } from '../../src/api/graphql/mapPersistence';
import { OPERATION_MODE } from '../../src/model/map/constants';
import { storedMapDocument } from '../../src/model/map/stored';
import { MapDocumentStore } from '../../src/stores/MapDocumentStore';
import { MapEditorStore } from '../../src/stores/MapEditorStore';
import { TruthSync } from '../../src/stores/TruthSync';
import { inProcessTruthPort } from '../../workers/inProcessTruthPort';
import { TruthWorkerClient } from '../../workers/truthClient';
import { type SignedInUser, shareMap, signedInUser } from '../support/accounts';
import { clientStackFor } from '../support/clientStack';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { startTestServer, type TestServer } from '../support/testServer';

let t: TestServer;
let author: SignedInUser;
let reader: SignedInUser;

beforeAll(async () => {
  t = await startTestServer(TEST_AUTH_ENV);
  author = await signedInUser(t, { firstName: 'Ann', lastName: 'Author' });
  reader = await signedInUser(t, { firstName: 'Rex', lastName: 'Reader' });
});
afterAll(() => t?.stop());

function openEditor(user: SignedInUser) {
  const { apollo, session } = clientStackFor(t, user);
  const document = new MapDocumentStore((id) => loadMapRecord(apollo, id));
  const editor = new MapEditorStore(document, apolloMapPersistence(apollo), storedMapDocument);
  const truth = new TruthSync(document, new TruthWorkerClient(inProcessTruthPort()));
  const close = () => {
    truth.dispose();
    session.dispose();
  };
  return { apollo, document, editor, truth, close };
}

async function newMap(name: string): Promise<string> {
  const { apollo, close } = openEditor(author);
  const record = await createMapRecord(apollo, { name, document: null });
  close();
  return record.id;
}

describe('the editor saving through the real server', () => {
  it('saves an edit with the version it started from, and a reload finds it', async () => {
    const mapId = await newMap('Saved map');
    const first = openEditor(author);
    await first.document.load(mapId);
    expect(first.editor.enterMode(OPERATION_MODE.EDIT)).toBe(OPERATION_MODE.EDIT);
    expect(first.editor.bulkAdd('Premise\nConclusion', { x: 0, y: 0 })).toMatchObject({ ok: true });
    const [premise, conclusion] = first.document.map?.nodes ?? [];
    if (!premise || !conclusion) throw new Error('no nodes');
    first.editor.setConnectionType(3);
    expect(first.editor.connect(premise.id, conclusion.id)).toMatchObject({ ok: true });
    first.editor.edit({ type: 'setNodeStrength', nodeId: premise.id, strength: 100 });
    await first.truth.settled();
    expect(first.document.modified).toBe(true);

    const cacheWrite = vi.spyOn(first.apollo.cache, 'write');
    expect(await first.editor.save()).toBe(true);
    expect(first.editor.saveState).toEqual({ status: 'saved' });
    expect(first.document.modified).toBe(false);
    expect(first.document.record?.version).toBe(2);
    // The answer is not written to the GraphQL cache, which would key it by the whole document.
    expect(cacheWrite).not.toHaveBeenCalled();
    first.close();

    const again = openEditor(author);
    await again.document.load(mapId);
    await again.truth.settled();
    const nodes = again.document.map?.nodes ?? [];
    expect(nodes.map((node) => node.title)).toEqual(['Premise', 'Conclusion']);
    expect(nodes.at(0)?.strength).toBe(100);
    expect(nodes.at(1)?.truth).toBe(100);
    expect(again.document.map?.connections).toHaveLength(1);
    again.close();
  });

  it('refuses the second of two saves from the same version with the conflict message, keeping both edits', async () => {
    const mapId = await newMap('Contested map');
    const [alice, bob] = [openEditor(author), openEditor(author)];
    for (const { document, editor } of [alice, bob]) {
      await document.load(mapId);
      editor.enterMode(OPERATION_MODE.EDIT);
    }
    alice.editor.addNode('From Alice', { x: 0, y: 0 });
    bob.editor.addNode('From Bob', { x: 300, y: 0 });

    expect(await alice.editor.save()).toBe(true);
    expect(await bob.editor.save()).toBe(false);
    expect(bob.editor.saveState).toEqual({
      status: 'failed',
      error:
        'This map was changed elsewhere since you opened it. Your changes have not been saved: save a copy or reload the map.',
    });
    // Bob's work is still in his editor, still modified, and a copy saves it.
    expect(bob.document.modified).toBe(true);
    expect(bob.document.map?.nodes.map((node) => node.title)).toEqual(['From Bob']);
    expect(await bob.editor.saveAs('Bob’s copy')).toBe(true);
    expect(bob.document.record?.id).not.toBe(mapId);
    expect(bob.document.map?.name).toBe('Bob’s copy');

    // The first save survives on the server.
    const check = openEditor(author);
    await check.document.load(mapId);
    expect(check.document.map?.nodes.map((node) => node.title)).toEqual(['From Alice']);
    expect(check.document.record?.version).toBe(2);
    for (const editor of [alice, bob, check]) editor.close();
  });

  it('opens a map without edit rights in review only, where edits and saves are refused', async () => {
    const mapId = await newMap('Shared to read');
    await shareMap(t, mapId, reader.id, 'view');
    const viewer = openEditor(reader);
    await viewer.document.load(mapId);
    expect(viewer.editor.enterMode(OPERATION_MODE.EDIT)).toBe(OPERATION_MODE.REVIEW_ONLY);
    expect(viewer.editor.mayEdit).toBe(false);
    expect(viewer.editor.addNode('Sneaky', { x: 0, y: 0 })).toMatchObject({ ok: false });
    expect(await viewer.editor.save()).toBe(false);
    expect(viewer.editor.saveState).toEqual({
      status: 'failed',
      error: 'You do not have edit rights on this map.',
    });
    viewer.close();
  });
});
