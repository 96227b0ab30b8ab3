import { describe, expect, it } from 'vitest';
import { OPERATION_MODE } from '../model/map/constants';
import type { MapDocumentRecord } from '../model/map/record';
import { MapDocumentStore } from './MapDocumentStore';

const record = (document: unknown): MapDocumentRecord => ({
  id: 'map0000001',
  name: 'Cells',
  version: 3,
  updated: '2026-01-01T00:00:00.000Z',
  document,
  accessRight: 'admin',
  hasEditRights: true,
  hasShareRights: true,
});

const stored = {
  nodes: [
    { id: 'a', title: 'Cell', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] },
    { id: 'b', title: 'Nucleus', levels: [{ levelId: 1, position: { x: 300, y: 0 } }] },
  ],
  connections: [],
};

describe('MapDocumentStore', () => {
  it('loads a stored document through the model, in review only, with the rights it was given', async () => {
    const store = new MapDocumentStore(async () => record(stored));
    expect(store.state.status).toBe('loading');
    await store.load('map0000001');
    expect(store.state.status).toBe('ready');
    expect(store.map?.nodes.map((node) => node.title)).toEqual(['Cell', 'Nucleus']);
    expect(store.map).toMatchObject({
      id: 'map0000001',
      name: 'Cells',
      operationMode: 'reviewOnly',
      hasEditRights: true,
    });
    expect(store.lastChange).toEqual({ kind: 'all' });
  });

  it('says why a load failed', async () => {
    const store = new MapDocumentStore(async () => {
      throw new Error('Map not found.');
    });
    await store.load('nosuchmap0');
    expect(store.state).toEqual({ status: 'failed', error: 'Map not found.' });
  });

  it('changes the map only through actions, reports what changed, and undoes in edit mode', async () => {
    const store = new MapDocumentStore(async () => record(stored));
    await store.load('map0000001');
    store.setMode(OPERATION_MODE.EDIT);
    const result = store.apply({ type: 'setNodeColour', nodeId: 'a', colour: '#112233' });
    expect(result.ok).toBe(true);
    expect(store.lastChange).toMatchObject({ kind: 'some', changed: { nodes: ['a'], connections: [] } });
    expect(store.map?.nodes[0]?.colour).toBe('#112233');
    store.undo();
    expect(store.map?.nodes[0]?.colour).toBe('#ffffff');
    store.redo();
    expect(store.map?.nodes[0]?.colour).toBe('#112233');
    expect(store.apply({ type: 'setNodeColour', nodeId: 'zz', colour: '#112233' })).toMatchObject({
      ok: false,
    });
  });

  it('is modified by a change but not by a selection, and a save clears it unless more came meanwhile', async () => {
    const store = new MapDocumentStore(async () => record(stored));
    await store.load('map0000001');
    store.setMode(OPERATION_MODE.EDIT);
    store.apply({ type: 'setSelection', nodeIds: ['a'] });
    expect(store.modified).toBe(false);
    store.apply({ type: 'setNodeColour', nodeId: 'a', colour: '#112233' });
    expect(store.modified).toBe(true);
    const savePoint = store.savePoint;
    store.saved({ ...record(null), version: 4 }, savePoint);
    expect(store.modified).toBe(false);
    expect(store.record?.version).toBe(4);

    const during = store.savePoint;
    store.apply({ type: 'setNodeColour', nodeId: 'b', colour: '#445566' });
    store.saved({ ...record(null), version: 5 }, during);
    expect(store.modified).toBe(true);
    store.undo();
    expect(store.modified).toBe(true);
  });

  it('takes calculated truth without recording or modifying, and reports only the nodes it changed', async () => {
    const store = new MapDocumentStore(async () => record(stored));
    await store.load('map0000001');
    store.setTruth({ nodeIds: ['a', 'b'], truth: [60, 0] });
    expect(store.map?.nodes[0]?.truth).toBe(60);
    expect(store.lastChange).toEqual({ kind: 'some', changed: { nodes: ['a'], connections: [] } });
    expect(store.modified).toBe(false);
    expect(store.history.undoStack).toHaveLength(0);
  });
});
