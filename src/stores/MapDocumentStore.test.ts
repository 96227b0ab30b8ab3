import { describe, expect, it } from 'vitest';
import type { MapDocumentRecord } from '../api/graphql/mapDocument';
import { OPERATION_MODE } from '../model/map/constants';
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
    expect(store.lastChange).toEqual({ kind: 'some', changed: { nodes: ['a'], connections: [] } });
    expect(store.map?.nodes[0]?.colour).toBe('#112233');
    store.undo();
    expect(store.map?.nodes[0]?.colour).toBe('#ffffff');
    store.redo();
    expect(store.map?.nodes[0]?.colour).toBe('#112233');
    expect(store.apply({ type: 'setNodeColour', nodeId: 'zz', colour: '#112233' })).toMatchObject({
      ok: false,
    });
  });
});
