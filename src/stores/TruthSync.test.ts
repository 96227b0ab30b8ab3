import { describe, expect, it } from 'vitest';
import { inProcessTruthPort } from '../../workers/inProcessTruthPort';
import { TruthWorkerClient } from '../../workers/truthClient';
import type { MapChange } from '../model/changes/stream';
import { CONNECTION_TYPE, OPERATION_MODE } from '../model/map/constants';
import { NOTHING_PRESENTED } from '../model/presentation/reveal';
import { replayStateOf } from '../model/presentation/view';
import { MapDocumentStore } from './MapDocumentStore';
import { TruthSync } from './TruthSync';
import { ownerRecord } from './testEditor';

const document = {
  nodes: [
    { id: 'a', title: 'Premise', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] },
    { id: 'b', title: 'Conclusion', levels: [{ levelId: 1, position: { x: 300, y: 0 } }] },
    { id: 'c', title: 'Aside', levels: [{ levelId: 1, position: { x: 600, y: 0 } }] },
  ],
  connections: [{ id: 'ab', from: 'a', to: 'b', type: CONNECTION_TYPE.TRUTH, levelId: 1, strength: 100 }],
};

const record = ownerRecord('Argument', document);

async function openMap() {
  const store = new MapDocumentStore(async () => record);
  const sync = new TruthSync(store, new TruthWorkerClient(inProcessTruthPort()));
  await store.load(record.id);
  store.setMode(OPERATION_MODE.EDIT);
  await sync.settled();
  const truthOf = (id: string) => store.map?.nodes.find((node) => node.id === id)?.truth;
  return { store, sync, truthOf };
}

describe('TruthSync', () => {
  it('keeps what each node’s inputs give, so a node whose manual truth they contradict says so', async () => {
    const { store, sync } = await openMap();
    const status = () => (store.map ? store.calculatedTruth.statusOf(store.map, 'b') : null);
    store.apply({ type: 'setNodeStrength', nodeId: 'b', strength: 100 });
    await sync.settled();
    expect(status()).toBeNull();
    // A strength change comes back for the changed nodes only: b's inputs now give False.
    store.apply({ type: 'setNodeStrength', nodeId: 'a', strength: -100 });
    await sync.settled();
    expect(status()).toBe('Dissonant: Manual truth is True but calculated truth is False.');
    store.undo();
    await sync.settled();
    expect(status()).toBeNull();
    sync.dispose();
  });

  it('calculates truth from the strengths a presentation shows, one or several, and back', async () => {
    const { store, sync, truthOf } = await openMap();
    const own = truthOf('b');
    store.apply({ type: 'changeStrength', nodeId: 'a', strength: -100 }, { origin: 'replay' });
    await sync.settled();
    const shown = truthOf('b');
    expect(shown).not.toEqual(own);
    // Several at once (a seek) are calculated again from the whole map with them.
    store.apply(
      {
        type: 'setReplayState',
        state: {
          ...replayStateOf(store.session),
          presented: {
            ...store.session.presented,
            strengths: new Map([
              ['a', -100],
              ['c', 50],
            ]),
          },
        },
      },
      { origin: 'replay' },
    );
    await sync.settled();
    expect(truthOf('b')).toEqual(shown);
    expect(store.modified).toBe(false);
    store.apply(
      { type: 'setReplayState', state: { ...replayStateOf(store.session), presented: NOTHING_PRESENTED } },
      { origin: 'replay' },
    );
    await sync.settled();
    expect(truthOf('b')).toEqual(own);
    sync.dispose();
  });

  it('hands a loaded map to the worker only once the wait before a whole map is over', async () => {
    const store = new MapDocumentStore(async () => record);
    const client = new TruthWorkerClient(inProcessTruthPort());
    const loads: unknown[] = [];
    const load = client.load.bind(client);
    client.load = (map) => {
      loads.push(map);
      return load(map);
    };
    let open = () => {};
    const shown = new Promise<void>((resolve) => {
      open = resolve;
    });
    const sync = new TruthSync(store, client, undefined, () => shown);
    await store.load(record.id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loads).toHaveLength(0);
    open();
    await sync.settled();
    expect(loads).toHaveLength(1);
    expect(store.map?.nodes.find((node) => node.id === 'b')?.truth).toBe(0);
    sync.dispose();
  });

  it('propagates a manual strength to the target of a truth connection, without marking it modified twice', async () => {
    const { store, sync, truthOf } = await openMap();
    expect(truthOf('b')).toBe(0);
    const changes: MapChange[] = [];
    store.listen((change) => changes.push(change));
    store.apply({ type: 'setNodeStrength', nodeId: 'a', strength: 100 });
    await sync.settled();
    expect(truthOf('a')).toBe(100);
    expect(truthOf('b')).toBeGreaterThan(50);
    expect(changes.at(-1)).toMatchObject({
      origin: 'derived',
      changed: { nodes: expect.arrayContaining(['b']) },
    });
    store.undo();
    await sync.settled();
    expect(truthOf('b')).toBe(0);
    sync.dispose();
  });

  it('recalculates when a node reverses its truth, a connection its strength, or the manual strength is ignored', async () => {
    const { store, sync, truthOf } = await openMap();
    store.apply({ type: 'setNodeStrength', nodeId: 'a', strength: 100 });
    await sync.settled();
    expect(truthOf('b')).toBeGreaterThan(50);
    store.apply({ type: 'setNodeAttributes', nodeId: 'b', attributes: { reverseTruth: true } });
    await sync.settled();
    expect(truthOf('b')).toBeLessThan(-50);
    store.undo();
    await sync.settled();
    expect(truthOf('b')).toBeGreaterThan(50);
    store.apply({
      type: 'setConnectionAttributes',
      connectionId: 'ab',
      attributes: { reverseStrength: true },
    });
    await sync.settled();
    expect(truthOf('b')).toBeLessThan(-50);
    store.apply({ type: 'setNodeStrength', nodeId: 'a', strength: 100, ignoreManualStrength: true });
    await sync.settled();
    expect(truthOf('b')).toBe(0);
    sync.dispose();
  });

  it('compiles again when a connection is added, so truth flows through it', async () => {
    const { store, sync, truthOf } = await openMap();
    store.apply({ type: 'setNodeStrength', nodeId: 'b', strength: -100 });
    const template = store.map?.connections.at(0);
    if (!template) throw new Error('no connection');
    store.apply({
      type: 'createConnection',
      connection: { ...template, id: 'bc', from: 'b', to: 'c', strength: 100 },
    });
    await sync.settled();
    expect(truthOf('c')).toBeLessThan(-50);
    sync.dispose();
  });

  it('recalculates when a level holding a truth connection goes, or nodes leave it, and when either is undone', async () => {
    const onTwoLevels = {
      levels: [
        { id: 1, description: 'Main' },
        { id: 2, description: 'Detail' },
      ],
      nodes: document.nodes.map((node) => ({
        ...node,
        levels: [...node.levels, { levelId: 2, position: { x: 0, y: 200 } }],
      })),
      connections: [
        { id: 'ab2', from: 'a', to: 'b', type: CONNECTION_TYPE.TRUTH, levelId: 2, strength: 100 },
      ],
    };
    const store = new MapDocumentStore(async () => ownerRecord('Levels', onTwoLevels));
    const sync = new TruthSync(store, new TruthWorkerClient(inProcessTruthPort()));
    await store.load(record.id);
    store.setMode(OPERATION_MODE.EDIT);
    store.apply({ type: 'setNodeStrength', nodeId: 'a', strength: 100 });
    await sync.settled();
    const truthOf = (id: string) => store.map?.nodes.find((node) => node.id === id)?.truth;
    expect(truthOf('b')).toBeGreaterThan(50);

    expect(store.apply({ type: 'deleteLevel', levelId: 2 }).ok).toBe(true);
    await sync.settled();
    expect(truthOf('b')).toBe(0);
    store.undo();
    await sync.settled();
    expect(truthOf('b')).toBeGreaterThan(50);

    expect(store.apply({ type: 'removeNodesFromLevel', levelId: 2, nodeIds: ['b'] }).ok).toBe(true);
    await sync.settled();
    expect(truthOf('b')).toBe(0);
    store.undo();
    await sync.settled();
    expect(truthOf('b')).toBeGreaterThan(50);
    sync.dispose();
  });

  it('leaves the worker alone for a change that touches no input of the calculation', async () => {
    const client = new TruthWorkerClient(inProcessTruthPort());
    let asked = 0;
    const counted =
      <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
      (...args: A) => {
        asked++;
        return call(...args);
      };
    client.load = counted(client.load.bind(client));
    client.calculate = counted(client.calculate.bind(client));
    client.setStrength = counted(client.setStrength.bind(client));
    const store = new MapDocumentStore(async () => record);
    const sync = new TruthSync(store, client);
    await store.load(record.id);
    store.setMode(OPERATION_MODE.EDIT);
    await sync.settled();
    asked = 0;
    store.apply({ type: 'setNodeColour', nodeId: 'a', colour: '#112233' });
    store.apply({ type: 'setConnectionAttributes', connectionId: 'ab', attributes: { content: 'because' } });
    store.apply({ type: 'setSelection', nodeIds: ['a'] });
    await sync.settled();
    expect(asked).toBe(0);
    store.apply({ type: 'setNodeStrength', nodeId: 'a', strength: 40 });
    await sync.settled();
    expect(asked).toBe(1);
    sync.dispose();
  });
});
