import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { canUndo } from '../model/actions/history';
import type { MapChange } from '../model/changes/stream';
import { OPERATION_MODE } from '../model/map/constants';
import type { MapDocumentRecord } from '../model/map/record';
import { newPresentation } from '../model/presentation/load';
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

function recordChanges(store: MapDocumentStore, filter?: Parameters<MapDocumentStore['listen']>[1]) {
  const changes: MapChange[] = [];
  store.listen((change) => changes.push(change), filter);
  return changes;
}

async function openForEditing() {
  const store = new MapDocumentStore(async () => record(stored));
  const changes = recordChanges(store);
  await store.load('map0000001');
  store.setMode(OPERATION_MODE.EDIT);
  return { store, changes };
}

describe('MapDocumentStore', () => {
  it('loads a stored document through the model, in review only, with the rights it was given', async () => {
    const store = new MapDocumentStore(async () => record(stored));
    expect(store.state.status).toBe('loading');
    await store.load('map0000001');
    expect(store.state.status).toBe('ready');
    expect(store.map?.nodes.map((node) => node.title)).toEqual(['Cell', 'Nucleus']);
    expect(store.map).toMatchObject({ id: 'map0000001', name: 'Cells' });
    expect(store.session).toMatchObject({
      operationMode: 'reviewOnly',
      currentLevelId: 1,
      selection: [],
      rights: { accessRight: 'admin', hasEditRights: true, hasShareRights: true, canPersonalise: false },
    });
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
    const changes = recordChanges(store);
    const result = store.apply({ type: 'setNodeColour', nodeId: 'a', colour: '#112233' });
    expect(result.ok).toBe(true);
    expect(changes.at(-1)).toMatchObject({ changed: { nodes: ['a'], connections: [], parts: [] } });
    expect(store.map?.nodes.at(0)?.colour).toBe('#112233');
    store.undo();
    expect(store.map?.nodes.at(0)?.colour).toBe('#ffffff');
    store.redo();
    expect(store.map?.nodes.at(0)?.colour).toBe('#112233');
    expect(store.apply({ type: 'setNodeColour', nodeId: 'zz', colour: '#112233' })).toMatchObject({
      ok: false,
    });
  });

  it('forgets a step whose undo is refused, rather than leaving undo stuck before it', async () => {
    const { store } = await openForEditing();
    const presentation = newPresentation('p9');
    // A recorded step that also made a presentation, then the presentation's own save removing it.
    store.apply({
      type: 'batch',
      actions: [
        { type: 'setNodeColour', nodeId: 'a', colour: '#112233' },
        { type: 'setPresentation', presentationId: 'p9', presentation },
      ],
    });
    store.apply({ type: 'setPresentation', presentationId: 'p9', presentation: null });
    expect(canUndo(store.history)).toBe(true);
    store.undo();
    expect(canUndo(store.history)).toBe(false);
    expect(store.map?.nodes.find((node) => node.id === 'a')?.colour).toBe('#112233');
  });

  it('takes a rename: the new name, and the new version only when the rename is the one change since', async () => {
    const { store } = await openForEditing();
    store.apply({ type: 'setNodeColour', nodeId: 'a', colour: '#112233' });
    store.renamed({ name: 'Cell biology', version: 4, updated: '2026-01-02T00:00:00.000Z' });
    expect(store.map?.name).toBe('Cell biology');
    expect(store.record).toMatchObject({ name: 'Cell biology', version: 4 });
    expect(store.modified).toBe(true);
    // Someone saved in between (version 5): the next save must still meet that conflict.
    store.renamed({ name: 'Cells again', version: 6, updated: '2026-01-03T00:00:00.000Z' });
    expect(store.record).toMatchObject({ name: 'Cells again', version: 4 });
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
    const changes = recordChanges(store);
    store.setTruth({ nodeIds: ['a', 'b'], truth: [60, 0] });
    expect(store.map?.nodes.at(0)?.truth).toBe(60);
    expect(changes).toEqual([
      {
        seq: 2,
        origin: 'derived',
        scope: 'document',
        changed: { nodes: ['a'], connections: [], parts: [] },
        truth: { kind: 'none' },
      },
    ]);
    expect(store.modified).toBe(false);
    expect(store.history.undoStack).toHaveLength(0);
  });

  describe('change stream', () => {
    it('appends every change in order with its origin, action, inverse and what it touched', async () => {
      const { store, changes } = await openForEditing();
      store.apply({ type: 'setNodeTitle', nodeId: 'a', title: 'Cell wall' });
      store.undo();
      store.redo();
      store.apply({ type: 'setNodeTitle', nodeId: 'b', title: 'Core' }, { origin: 'remote' });
      expect(changes.map(({ seq, origin, scope }) => [seq, origin, scope])).toEqual([
        [1, 'load', 'document'],
        [2, 'user', 'document'],
        [3, 'undo', 'document'],
        [4, 'redo', 'document'],
        [5, 'remote', 'document'],
      ]);
      expect(changes[0]?.changed).toBe('all');
      expect(changes[1]).toMatchObject({
        action: { type: 'setNodeTitle', title: 'Cell wall' },
        inverse: { type: 'setNodeTitle', title: 'Cell' },
        changed: { nodes: ['a'] },
      });
      expect(changes[2]).toMatchObject({
        action: { type: 'setNodeTitle', title: 'Cell' },
        inverse: { type: 'setNodeTitle', title: 'Cell wall' },
      });
      // Another client's edit is not this user's to undo.
      expect(store.history.undoStack).toHaveLength(1);
      expect(store.lastSeq).toBe(5);
    });

    it('delivers two changes made in one MobX action to every listener, in order', async () => {
      const { store } = await openForEditing();
      const first: number[] = [];
      const second: string[] = [];
      store.listen((change) => first.push(change.seq));
      store.listen((change) => {
        // What a listener reads of the store is the state right after its change.
        second.push(`${change.seq}:${store.map?.nodes.at(0)?.title}`);
      });
      runInAction(() => {
        store.apply({ type: 'setNodeTitle', nodeId: 'a', title: 'One' });
        store.apply({ type: 'setNodeTitle', nodeId: 'a', title: 'Two' });
      });
      expect(first).toEqual([2, 3]);
      expect(second).toEqual(['2:One', '3:Two']);
    });

    it('keeps the order for every listener when a listener applies an action of its own', async () => {
      const { store } = await openForEditing();
      const seen: number[][] = [[], []];
      store.listen((change) => {
        seen[0]?.push(change.seq);
        if (change.seq === 2) store.apply({ type: 'setNodeTitle', nodeId: 'b', title: 'Echo' });
      });
      store.listen((change) => seen[1]?.push(change.seq));
      store.apply({ type: 'setNodeTitle', nodeId: 'a', title: 'One' });
      expect(seen).toEqual([
        [2, 3],
        [2, 3],
      ]);
    });

    it('filters by origin and scope', async () => {
      const { store } = await openForEditing();
      const own = recordChanges(store, { origin: ['user', 'undo', 'redo'], scope: 'document' });
      const views = recordChanges(store, { scope: 'session' });
      store.apply({ type: 'setSelection', nodeIds: ['a'] });
      store.apply({ type: 'setNodeColour', nodeId: 'a', colour: '#112233' });
      store.setTruth({ nodeIds: ['a'], truth: [20] });
      store.apply({ type: 'setNodeColour', nodeId: 'b', colour: '#112233' }, { origin: 'replay' });
      expect(own.map((change) => change.action?.type)).toEqual(['setNodeColour']);
      expect(views.map((change) => change.action?.type)).toEqual(['setSelection']);
    });

    it('says which map-level parts a change replaced, such as the bounds a paste grew', async () => {
      const { store, changes } = await openForEditing();
      const bounds = store.map?.workspaceBounds;
      if (!bounds) throw new Error('no map');
      store.apply({ type: 'setWorkspaceBounds', bounds: { ...bounds, maxX: bounds.maxX + 5000 } });
      expect(changes.at(-1)?.changed).toEqual({ nodes: [], connections: [], parts: ['workspaceBounds'] });
    });

    it('appends nothing for a save or a mode switch', async () => {
      const { store, changes } = await openForEditing();
      store.apply({ type: 'setNodeColour', nodeId: 'a', colour: '#112233' });
      const count = changes.length;
      store.saved({ ...record(null), version: 4 }, store.savePoint);
      store.setMode(OPERATION_MODE.REVIEW);
      expect(changes).toHaveLength(count);
    });
  });
});
