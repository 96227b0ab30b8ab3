/**
 * Personalise mode through the stores (issue 23): a reader who may personalise a map opens it with their
 * own additions laid over it, changes only what they added, and saves their additions, never the map.
 */
import { describe, expect, it } from 'vitest';
import type { MapPersistence } from '../api/persistence';
import { OPERATION_MODE } from '../model/map/constants';
import type { MapDocumentRecord, MapRecord } from '../model/map/record';
import { storedMapDocument } from '../model/map/stored';
import { USER_ADDITIONS_MESSAGES, type UserAdditions } from '../model/map/userAdditions';
import { MapDocumentStore } from './MapDocumentStore';
import { MapEditorStore } from './MapEditorStore';

const authorDocument = {
  name: 'Cells',
  nodes: [{ id: 'author1', title: 'Cell', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] }],
  connections: [],
};
const stored: UserAdditions = {
  nodes: [{ id: 'mine000001', title: 'Mine', levels: [{ levelId: 1, position: { x: 0, y: 200 } }] }],
  connections: [{ id: 'link000001', from: 'mine000001', to: 'author1' }],
};

const readerRecord = (fields: Partial<MapDocumentRecord> = {}): MapDocumentRecord => ({
  id: 'map0000001',
  name: 'Cells',
  version: 4,
  updated: '2026-01-01T00:00:00.000Z',
  document: authorDocument,
  accessRight: 'view',
  hasEditRights: false,
  hasShareRights: false,
  personalisable: true,
  canPersonalise: true,
  isPersonalised: true,
  userAdditions: stored,
  ...fields,
});

async function openAsReader(record = readerRecord()) {
  const saves: { mapId: string; additions: UserAdditions }[] = [];
  const mapSaves: unknown[] = [];
  const persistence: MapPersistence = {
    save: async (input) => {
      mapSaves.push(input);
      return record as MapRecord;
    },
    saveAs: async () => record as MapRecord,
    saveAdditions: async (input) => {
      saves.push(input);
    },
  };
  const editor = new MapEditorStore(new MapDocumentStore(async () => record), persistence, storedMapDocument);
  await editor.document.load(record.id);
  return { editor, saves, mapSaves };
}

describe('personalise mode', () => {
  it('opens the author’s map with the reader’s additions over it, and edit becomes personalise', async () => {
    const { editor } = await openAsReader();
    expect(editor.document.map?.nodes.map((node) => node.id)).toEqual(['author1', 'mine000001']);
    expect(editor.document.map?.connections.map((connection) => connection.id)).toEqual(['link000001']);
    expect(editor.mayPersonalise).toBe(true);
    expect(editor.enterMode(OPERATION_MODE.EDIT)).toBe(OPERATION_MODE.PERSONALISE);
    expect(editor.canEdit).toBe(true);
  });

  it('lets the reader add and change their own nodes, and refuses changes to the author’s', async () => {
    const { editor } = await openAsReader();
    editor.enterMode(OPERATION_MODE.EDIT);
    expect(editor.addNode('Another', { x: 400, y: 400 }).ok).toBe(true);
    expect(editor.edit({ type: 'setNodeTitle', nodeId: 'mine000001', title: 'Renamed' }).ok).toBe(true);
    expect(editor.connect('author1', 'mine000001').ok).toBe(true);
    expect(editor.edit({ type: 'setNodeTitle', nodeId: 'author1', title: 'Mine now' })).toEqual({
      ok: false,
      error: USER_ADDITIONS_MESSAGES.authorEntity,
    });
    expect(editor.edit({ type: 'deleteNodes', nodeIds: ['author1'] }).ok).toBe(false);
    expect(editor.document.map?.nodes.get('author1')?.title).toBe('Cell');
  });

  it('saves the reader’s additions only, never the author’s map', async () => {
    const { editor, saves, mapSaves } = await openAsReader();
    editor.enterMode(OPERATION_MODE.EDIT);
    editor.edit({ type: 'setNodeTitle', nodeId: 'mine000001', title: 'Renamed' });
    expect(editor.canSave).toBe(true);
    expect(await editor.save()).toBe(true);
    expect(mapSaves).toEqual([]);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.additions.nodes.map((node) => [node.id, node.title])).toEqual([
      ['mine000001', 'Renamed'],
    ]);
    expect(saves[0]?.additions.connections.map((connection) => connection.id)).toEqual(['link000001']);
    expect(editor.document.modified).toBe(false);
  });

  it('is not open to a reader of a map that is not personalisable', async () => {
    const { editor } = await openAsReader(
      readerRecord({
        personalisable: false,
        canPersonalise: false,
        isPersonalised: false,
        userAdditions: null,
      }),
    );
    expect(editor.mayPersonalise).toBe(false);
    expect(editor.enterMode(OPERATION_MODE.EDIT)).toBe(OPERATION_MODE.REVIEW_ONLY);
    expect(editor.canSave).toBe(false);
  });

  it('leaves an editor’s map as it was: editing and saving the map itself', async () => {
    const { editor, saves, mapSaves } = await openAsReader(
      readerRecord({
        accessRight: 'edit',
        hasEditRights: true,
        canPersonalise: false,
        isPersonalised: false,
      }),
    );
    expect(editor.document.map?.nodes.map((node) => node.id)).toEqual(['author1']);
    expect(editor.enterMode(OPERATION_MODE.EDIT)).toBe(OPERATION_MODE.EDIT);
    editor.edit({ type: 'setNodeTitle', nodeId: 'author1', title: 'Edited' });
    expect(await editor.save()).toBe(true);
    expect(saves).toEqual([]);
    expect(mapSaves).toHaveLength(1);
  });
});
