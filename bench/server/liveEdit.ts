/**
 * Live edit's figures (issue 24): one edit reaching 200 viewers, and 10 editors converging on a 10k-node
 * map. Each run checks what it measures and throws when a condition fails: a fast wrong answer is no figure.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Socket } from 'socket.io-client';
import { applyAction } from '../../src/model/actions/apply';
import type { DocumentAction } from '../../src/model/actions/types';
import { newNodeAt } from '../../src/model/commands/entities';
import { newId } from '../../src/model/ids';
import type { InitialActions, LiveOp } from '../../src/model/live/protocol';
import { loadMap } from '../../src/model/map/load';
import { storedMapDocument } from '../../src/model/map/stored';
import { waitFor } from '../../tests/support/realtimeClients';
import { type Metric, percentile, round } from '../types';
import { ask, type LiveServer } from './liveServer';

const VIEWERS = 200;
const BROADCAST_EDITS = 50;
const EDITS_PER_EDITOR = 500;
/** Unacknowledged edits each editor keeps in flight. */
const WINDOW = 20;

type EditMessage = { mapId: string; ops: LiveOp[] };

const createNode = (title: string): DocumentAction => ({
  type: 'createNode',
  node: newNodeAt({ id: newId(), title, levelId: 1, position: { x: 100, y: 100 } }),
});

/** Every socket in the map's session: the owner starts it, everyone joins, the editors get edit. */
async function joinAll(mapId: string, owner: Socket, others: Socket[], editors: LiveServer['editors']) {
  await ask(owner, 'start', { mapId });
  const initial = await ask<InitialActions>(owner, 'join', { mapId });
  for (const socket of others) await ask(socket, 'join', { mapId });
  for (const editor of editors) await ask(owner, 'give', { mapId, userId: editor.id });
  return initial;
}

/**
 * Time from the owner's edit to its arrival at each of 200 viewers (one viewer account on 200 sockets),
 * as p50/p95/p99 and as a ratio to the bare socket.io broadcast of `smartremote.broadcast200.p95`.
 */
export async function benchLiveBroadcast(live: LiveServer, bareP95: number | undefined): Promise<Metric[]> {
  const owner = await live.connect(live.owner);
  const viewers: Socket[] = [];
  try {
    for (let index = 0; index < VIEWERS; index++) viewers.push(await live.connect(live.viewer));
    await joinAll(live.smallMapId, owner, viewers, []);
    const latencies: number[] = [];
    for (let sequence = 0; sequence < BROADCAST_EDITS; sequence++) {
      const opId = newId();
      const sentAt = performance.now();
      const arrivals = viewers.map(
        (socket) =>
          new Promise<void>((resolve) => {
            const onEdit = ({ ops }: EditMessage) => {
              if (!ops.some((op) => op.opId === opId)) return;
              latencies.push(performance.now() - sentAt);
              socket.off('edit', onEdit);
              resolve();
            };
            socket.on('edit', onEdit);
          }),
      );
      const action = createNode(`Broadcast ${sequence}`);
      await ask(owner, 'edit', { mapId: live.smallMapId, opId, baseRev: sequence, action });
      await Promise.all(arrivals);
    }
    if (latencies.length !== VIEWERS * BROADCAST_EDITS)
      throw new Error('live broadcast: an edit went missing');
    const p95 = percentile(latencies, 95);
    const metric = (name: string, value: number, unit = 'ms') => ({
      name: `live.edit200.${name}`,
      value: round(value),
      unit,
      n: latencies.length,
    });
    return [
      metric('p50', percentile(latencies, 50)),
      metric('p95', p95),
      metric('p99', percentile(latencies, 99)),
      ...(bareP95 ? [metric('p95.vsSocketIo', p95 / bareP95, 'x')] : []),
    ];
  } finally {
    for (const socket of [owner, ...viewers]) socket.disconnect();
  }
}

/** What one editor sends: mostly retitles of the map's own nodes, every fifth a new node. */
function editorActions(nodeIds: string[], editor: number): DocumentAction[] {
  return Array.from({ length: EDITS_PER_EDITOR }, (_, index) => {
    const title = `Editor ${editor} edit ${index}`;
    if (index % 5 === 0) return createNode(title);
    const nodeId = nodeIds[(editor * 997 + index * 31) % nodeIds.length] ?? '';
    return { type: 'setNodeTitle', nodeId, title };
  });
}

/** Sends the editor's actions keeping `WINDOW` unacknowledged; answers each acknowledged opId's rev. */
async function sendAll(socket: Socket, mapId: string, actions: DocumentAction[], seenRev: () => number) {
  const acknowledged = new Map<string, number>();
  let next = 0;
  const lane = async () => {
    while (next < actions.length) {
      const action = actions[next++];
      const opId = newId();
      const { rev } = await ask<{ rev: number }>(socket, 'edit', { mapId, opId, baseRev: seenRev(), action });
      acknowledged.set(opId, rev);
    }
  };
  await Promise.all(Array.from({ length: WINDOW }, lane));
  return acknowledged;
}

/**
 * 10 editors each send 500 actions on a 10k-node map as fast as acknowledgements allow. Checks that none
 * is lost or doubled, that every member heard the same ops in revision order, and that applying them to
 * the joined document gives the server's own document; answers the sequencing throughput.
 */
export async function benchLiveConvergence(live: LiveServer): Promise<Metric[]> {
  const mapId = live.bigMapId;
  const owner = await live.connect(live.owner);
  const editors = await Promise.all(live.editors.map((editor) => live.connect(editor)));
  const members = [owner, ...editors];
  try {
    const initial = await joinAll(mapId, owner, editors, live.editors);
    const streams = members.map((socket) => {
      const ops: LiveOp[] = [];
      socket.on('edit', (message: EditMessage) => ops.push(...message.ops));
      return ops;
    });
    const start = loadMap(initial.document);
    const nodeIds = start.nodes.map((node) => node.id);
    const startedAt = performance.now();
    const acks = await Promise.all(
      editors.map((socket, index) => {
        const heard = streams[index + 1] ?? [];
        return sendAll(
          socket,
          mapId,
          editorActions(nodeIds, index),
          () => heard.at(-1)?.rev ?? initial.baseRev,
        );
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const total = EDITS_PER_EDITOR * editors.length;
    await waitFor(() => streams.every((ops) => ops.length >= total), 30_000);
    const server = await ask<InitialActions>(owner, 'requestInitialActions', { mapId });
    checkConvergence({ initial, server, streams, acks, total });
    return [
      {
        name: `live.converge10x500.${live.kind}.throughput`,
        value: round(total / seconds),
        unit: 'actions/s',
        n: total,
      },
    ];
  } finally {
    for (const socket of members) socket.disconnect();
  }
}

interface Outcome {
  initial: InitialActions;
  server: InitialActions;
  streams: LiveOp[][];
  acks: Map<string, number>[];
  total: number;
}

/** Throws unless nothing was lost or doubled and every member ends where the server is. */
function checkConvergence({ initial, server, streams, acks, total }: Outcome) {
  const fail = (why: string) => {
    throw new Error(`live convergence: ${why}`);
  };
  const reference = streams[0] ?? [];
  const revs = reference.map((op) => op.rev);
  if (!revs.every((rev, index) => rev === initial.baseRev + index + 1))
    fail('the op stream is not revisions in order without gaps');
  if (reference.length !== total) fail(`${reference.length} ops in the stream, ${total} sent`);
  for (const ops of streams)
    if (!isDeepStrictEqual(ops, reference)) fail('members heard different op streams');
  const revOf = new Map(reference.map((op) => [op.opId, op.rev]));
  if (revOf.size !== reference.length) fail('an opId appears twice in the op stream');
  const acknowledged = acks.flatMap((editor) => [...editor]);
  if (acknowledged.length !== total) fail(`${acknowledged.length} edits acknowledged, ${total} sent`);
  for (const [opId, rev] of acknowledged)
    if (revOf.get(opId) !== rev) fail(`acknowledged op ${opId} (rev ${rev}) is not in the stream at its rev`);
  const lastRev = reference.at(-1)?.rev;
  if (server.baseRev !== lastRev) fail(`the server is at rev ${server.baseRev}, members at ${lastRev}`);
  // Every member heard the same ops (checked above), so one replay stands for each member's document.
  let map = loadMap(initial.document);
  for (const op of reference) {
    const result = applyAction(map, op.action);
    if (!result.ok) return fail(`op ${op.rev} does not apply: ${result.error}`);
    map = result.map;
  }
  const replayed = JSON.parse(JSON.stringify(storedMapDocument(map)));
  if (!isDeepStrictEqual(replayed, server.document)) fail("members' document differs from the server's");
}
