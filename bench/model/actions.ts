/**
 * Applying map actions one after another (issue 4, Acceptance): 10,000 mixed actions (moves, retitles,
 * strength changes, connection create and delete) on a deterministic 50k-node map.
 */
import { applyAction } from '../../src/model/actions/apply';
import type { DocumentAction } from '../../src/model/actions/types';
import { CONNECTION_TYPE } from '../../src/model/map/constants';
import { loadMap } from '../../src/model/map/load';
import { loadConnection } from '../../src/model/map/loadConnection';
import { loadNode } from '../../src/model/map/loadNode';
import type { MapDocument } from '../../src/model/map/types';
import { type Metric, round } from '../types';
import { nodeId, seededRandom } from './truthMap';

const NODE_COUNT = 50_000;
const ACTION_COUNT = 10_000;

/** `count` nodes on the default level spread over the workspace, each but the first linked to an earlier one. */
function syntheticMap(count: number, random: () => number): MapDocument {
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
  const connection = map.connections[pick(map.connections.length)];
  return { type: 'deleteConnections', connectionIds: connection === undefined ? [] : [connection.id] };
}

export async function benchActions(): Promise<Metric[]> {
  const random = seededRandom(4);
  let map = syntheticMap(NODE_COUNT, random);
  let refused = 0;
  let elapsed = 0;
  for (let i = 0; i < ACTION_COUNT; i++) {
    // Each action is drawn from the map it applies to (deletions name existing connections); only the
    // application itself is timed.
    const action = nextAction(map, i, random);
    const start = performance.now();
    const result = applyAction(map, action);
    elapsed += performance.now() - start;
    if (result.ok) map = result.map;
    else refused++;
  }
  if (refused > ACTION_COUNT / 10) throw new Error(`${refused} of ${ACTION_COUNT} actions were refused`);
  return [
    { name: 'model.actions.apply10k.50k', value: round(elapsed), unit: 'ms', n: ACTION_COUNT },
    {
      name: 'model.actions.apply10k.50k.mean',
      value: round((elapsed / ACTION_COUNT) * 1000),
      unit: 'us',
      n: ACTION_COUNT,
    },
  ];
}
