/**
 * Applying map actions one after another (issue 4, Acceptance; issue 21, Performance): 10,000 mixed
 * actions (moves, retitles, strength changes, connection create and delete) on a deterministic 50k-node
 * map, timed for the model alone and for the model plus the engine's incremental update (what the canvas
 * does with each change: the whole-scene check, then the views of the changed ids). The actions applied are
 * logged, and the log is replayed on the map's stored snapshot (`replay.ts`).
 */
import { changedViews } from '../../engine/scene/fromMap';
import { redrawsWholeSceneOf } from '../../engine/scene/sceneChanges';
import { applyAction } from '../../src/model/actions/apply';
import type { DocumentAction } from '../../src/model/actions/types';
import { CONNECTION_TYPE } from '../../src/model/map/constants';
import { loadMap } from '../../src/model/map/load';
import { loadConnection } from '../../src/model/map/loadConnection';
import { loadNode } from '../../src/model/map/loadNode';
import type { MapDocument } from '../../src/model/map/types';
import { type Metric, round } from '../types';
import { benchReplay } from './replay';
import { nodeId, seededRandom } from './truthMap';

const NODE_COUNT = 50_000;
const ACTION_COUNT = 10_000;

/** `count` nodes on the default level spread over the workspace, each but the first linked to an earlier one. */
export function syntheticMap(count: number, random: () => number): MapDocument {
  const pick = (n: number) => Math.floor(random() * n);
  const nodes = Array.from({ length: count }, (_, i) =>
    loadNode({
      id: nodeId(i),
      title: `Claim ${i}`,
      levels: [{ levelId: 1, position: { x: pick(5000) - 1000, y: pick(4000) - 1000 } }],
    }),
  );
  const connections = Array.from({ length: count - 1 }, (_, i) =>
    loadConnection({
      id: `c${i}`,
      from: nodeId(i + 1),
      to: nodeId(pick(i + 1)),
      type: CONNECTION_TYPE.RELATIVE,
    }),
  );
  return loadMap({
    id: 'bench',
    name: 'Bench',
    levels: [{ id: 1, description: 'Main' }],
    nodes,
    connections,
  });
}

/** The next action: 40% moves, 25% retitles, 20% strength changes, 15% connection create or delete. */
function nextAction(map: MapDocument, i: number, random: () => number): DocumentAction {
  const pick = (n: number) => Math.floor(random() * n);
  const node = () => nodeId(pick(NODE_COUNT));
  const roll = random();
  if (roll < 0.4)
    return {
      type: 'moveNodes',
      moves: [{ nodeId: node(), levelId: 1, position: { x: pick(5000) - 1000, y: pick(4000) - 1000 } }],
    };
  if (roll < 0.65) return { type: 'setNodeTitle', nodeId: node(), title: `Retitled ${i}` };
  if (roll < 0.85) return { type: 'setNodeStrength', nodeId: node(), strength: pick(201) - 100 };
  if (roll < 0.93 || map.connections.length === 0) {
    const from = pick(NODE_COUNT);
    const to = (from + 1 + pick(NODE_COUNT - 1)) % NODE_COUNT;
    return {
      type: 'createConnection',
      connection: loadConnection({
        id: `b${i}`,
        from: nodeId(from),
        to: nodeId(to),
        type: CONNECTION_TYPE.GENERIC,
      }),
    };
  }
  const connection = map.connections.at(pick(map.connections.length));
  return { type: 'deleteConnections', connectionIds: connection === undefined ? [] : [connection.id] };
}

/** Timings of one run of the actions, and the log of those applied. */
interface ActionsRun {
  modelMs: number;
  engineMs: number;
  wholeScenes: number;
  start: MapDocument;
  end: MapDocument;
  logged: DocumentAction[];
}

function runActions(): ActionsRun {
  const random = seededRandom(4);
  const start = syntheticMap(NODE_COUNT, random);
  let map = start;
  const logged: DocumentAction[] = [];
  let modelMs = 0;
  let engineMs = 0;
  let wholeScenes = 0;
  for (let i = 0; i < ACTION_COUNT; i++) {
    // Each action is drawn from the map it applies to (deletions name existing connections); drawing it
    // is not timed.
    const action = nextAction(map, i, random);
    const before = performance.now();
    const result = applyAction(map, action);
    const applied = performance.now();
    modelMs += applied - before;
    if (!result.ok) continue;
    map = result.map;
    logged.push(action);
    const { nodes, connections } = result.changed;
    if (redrawsWholeSceneOf(map, action, connections.length > 0, result.inverse)) wholeScenes++;
    else changedViews(map, [...nodes, ...connections]);
    engineMs += performance.now() - applied;
  }
  const refused = ACTION_COUNT - logged.length;
  if (refused > ACTION_COUNT / 10) throw new Error(`${refused} of ${ACTION_COUNT} actions were refused`);
  return { modelMs, engineMs, wholeScenes, start, end: map, logged };
}

export async function benchActions(): Promise<Metric[]> {
  const run = runActions();
  // Not expected in this mix: a whole new scene per action would make the figure meaningless.
  if (run.wholeScenes > 0) throw new Error(`${run.wholeScenes} actions redrew the whole scene`);
  const total = run.modelMs + run.engineMs;
  return [
    { name: 'model.actions.apply10k.50k', value: round(run.modelMs), unit: 'ms', n: ACTION_COUNT },
    {
      name: 'model.actions.apply10k.50k.mean',
      value: round((run.modelMs / ACTION_COUNT) * 1000),
      unit: 'us',
      n: ACTION_COUNT,
    },
    { name: 'model.actions.engineUpdate10k.50k', value: round(run.engineMs), unit: 'ms', n: ACTION_COUNT },
    { name: 'model.actions.applyWithEngine10k.50k', value: round(total), unit: 'ms', n: ACTION_COUNT },
    ...benchReplay(run.start, run.logged, run.end),
  ];
}
