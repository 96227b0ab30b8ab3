/**
 * Test helpers (not exported from the library): small maps built through loadMap, so they have every
 * default a real map has, and fast-check generators of valid maps and of actions that fit them.
 */
import fc from 'fast-check';
import type { Position } from '../map/bounds';
import type { Connection } from '../map/connection';
import {
  CONNECTION_TYPES,
  DEFAULT_WORKSPACE_BOUNDS,
  OPERATORS,
  TRUTH_ISSUE_CATEGORIES,
} from '../map/constants';
import { EntityList } from '../map/entityList';
import { loadMap } from '../map/load';
import { loadConnection } from '../map/loadConnection';
import { loadNode } from '../map/loadNode';
import type { MapNode } from '../map/node';
import type { MapDocument } from '../map/types';
import { applyAction } from './apply';
import { attributesFor, hexColour, mapLink, nodeAttributes } from './testAttributes';
import { structureActions } from './testStructureActions';
import type { DocumentAction, SessionAction } from './types';

/** A node on each given level at the given position, with every other field defaulted. */
export function makeNode(
  id: string,
  levels: Record<number, Position> = { 1: { x: 0, y: 0 } },
  fields = {},
): MapNode {
  return loadNode({
    id,
    title: id,
    levels: Object.entries(levels).map(([levelId, position]) => ({ levelId: Number(levelId), position })),
    ...fields,
  });
}

export function makeConnection(
  id: string,
  from: string,
  to: string,
  fields: Partial<Connection> = {},
): Connection {
  return { ...loadConnection({ id, from, to }), ...fields };
}

/** Levels 1 (Main), 2 and 3 unless told otherwise. */
/** A test map's fields, its nodes and connections given as arrays or entity lists. */
export type TestMapFields = Omit<Partial<MapDocument>, 'nodes' | 'connections'> & {
  nodes?: readonly MapNode[] | EntityList<MapNode>;
  connections?: readonly Connection[] | EntityList<Connection>;
};

const asList = <T extends { id: string }>(entries: readonly T[] | EntityList<T>): EntityList<T> =>
  entries instanceof EntityList ? entries : EntityList.from(entries);

export function makeMap({ nodes, connections, ...fields }: TestMapFields = {}): MapDocument {
  const base = loadMap({
    id: 'map',
    name: 'Test map',
    levels: [
      { id: 1, description: 'Main' },
      { id: 2, description: 'Two' },
      { id: 3, description: 'Three' },
    ],
    workspaceBounds: DEFAULT_WORKSPACE_BOUNDS,
  });
  return {
    ...base,
    ...fields,
    nodes: asList(nodes ?? base.nodes),
    connections: asList(connections ?? base.connections),
  };
}

/** Freezes a value and everything in it, so a test fails loudly if anything writes to it. */
export function deepFreeze<T>(value: T): T {
  if (value instanceof EntityList) {
    value.forEach(deepFreeze);
    Object.freeze(value);
    return value;
  }
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Applies an action that must succeed and returns the new map. */
export function applyOk(map: MapDocument, action: DocumentAction): MapDocument {
  const result = applyAction(map, action);
  if (!result.ok) throw new Error(`expected ${action.type} to succeed: ${result.error}`);
  return result.map;
}

// Generators ------------------------------------------------------------------------------------------

const LEVEL_IDS = [1, 2, 3];
/** Wider than the default bounds, so some maps have nodes outside them. */
const coordinate = fc.integer({ min: -3000, max: 5000 });
const position = fc.record({ x: coordinate, y: coordinate });
const strength = fc.integer({ min: -100, max: 100 });

const nodeSeed = fc.record({
  levels: fc.subarray(LEVEL_IDS, { minLength: 1 }),
  position,
  strength: fc.option(strength, { nil: undefined }),
  withSize: fc.boolean(),
  withProse: fc.boolean(),
  tags: fc.subarray(['t1', 't2']),
});

const connectionSeed = fc.record({
  from: fc.nat(),
  to: fc.nat(),
  type: fc.constantFrom(...CONNECTION_TYPES),
  strength,
  colour: fc.option(hexColour, { nil: undefined }),
  claimType: fc.option(fc.constantFrom(...TRUTH_ISSUE_CATEGORIES), { nil: undefined }),
});

/**
 * A valid map: up to 8 nodes on levels 1-3 (level 3 sometimes empty) with tags t1 and t2, connections
 * that pass the rules (added through createConnection), and sometimes a presentation, neighbourhoods h1
 * and h2, and bounds the nodes stick out of.
 */
export const arbitraryMap: fc.Arbitrary<MapDocument> = fc
  .record({
    nodes: fc.array(nodeSeed, { maxLength: 8 }),
    connections: fc.array(connectionSeed, { maxLength: 10 }),
    presented: fc.option(fc.nat(), { nil: undefined }),
    hoods: fc.array(fc.record({ root: fc.nat(), members: fc.array(fc.nat(), { maxLength: 3 }) }), {
      maxLength: 2,
    }),
    tightBounds: fc.boolean(),
    outline: fc.boolean(),
  })
  .map((seed) => {
    const nodes = seed.nodes.map((s, i) =>
      makeNode(
        `n${i}`,
        Object.fromEntries(
          s.levels.map((levelId) => [levelId, { x: s.position.x + levelId, y: s.position.y }]),
        ),
        {
          ...(s.strength === undefined ? {} : { strength: s.strength }),
          ...(s.withSize ? { nodeWidth: 120, nodeHeight: 60 } : {}),
          ...(s.withProse ? { prose: { type: 'doc', text: `about n${i}` } } : {}),
          tags: s.tags,
        },
      ),
    );
    const pick = (n: number) => nodes[n % Math.max(nodes.length, 1)]?.id;
    let map = makeMap({
      nodes: nodes,
      tags: [
        { id: 't1', description: 'One', selected: false },
        { id: 't2', description: 'Two', selected: true },
      ],
    });
    // Loading grows the bounds to hold every node; tight bounds leave some outside, as a map built in
    // memory may have them.
    if (!seed.tightBounds) map = loadMap(map);
    seed.connections.forEach((s, i) => {
      const from = nodes[s.from % Math.max(nodes.length, 1)];
      const to = nodes[s.to % Math.max(nodes.length, 1)];
      const shared = from?.levels.find((level) =>
        to?.levels.some((other) => other.levelId === level.levelId),
      );
      if (!from || !to || !shared) return;
      const connection = makeConnection(`c${i}`, from.id, to.id, {
        type: s.type,
        levelId: shared.levelId,
        strength: s.strength,
        ...(s.colour === undefined ? {} : { colour: s.colour }),
        ...(s.claimType === undefined ? {} : { claimType: s.claimType }),
      });
      const result = applyAction(map, { type: 'createConnection', connection });
      if (result.ok) map = result.map;
    });
    const presented = seed.presented === undefined ? undefined : pick(seed.presented);
    if (presented !== undefined)
      map = {
        ...map,
        presentations: [{ id: 'p1', sequence: [{ nodeId: presented, action: { type: 'show' } }] }],
      };
    const neighbourhoods = seed.hoods.flatMap((hood, i) => {
      const root = pick(hood.root);
      if (root === undefined) return [];
      const members = [...new Set(hood.members.map(pick))].filter(
        (id): id is string => id !== undefined && id !== root,
      );
      return [{ id: `h${i + 1}`, rootNodeId: root, nodeIds: members }];
    });
    if (neighbourhoods.length > 0) map = { ...map, neighbourhoods };
    // A course outline: a recall item at top level, a module holding another.
    if (seed.outline)
      map = {
        ...map,
        courseItems: [
          { id: 'r1', type: 'recall', name: 'Recall', tags: ['t1'] },
          {
            id: 'm1',
            type: 'module',
            name: 'Module',
            items: [{ id: 'r3', type: 'recall', name: 'In', tags: ['t1'] }],
          },
        ],
      };
    return map;
  });

/** One of the given ids, or now and then one the map does not have. */
function someId(ids: readonly string[], missing: string): fc.Arbitrary<string> {
  return ids.length === 0
    ? fc.constant(missing)
    : fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...ids) },
        { weight: 1, arbitrary: fc.constant(missing) },
      );
}

/** Two nodes sharing a level, with that level, when the map has any. */
function sharedLevelPairs(map: MapDocument): { from: string; to: string; levelId: number }[] {
  return map.nodes.flatMap((from) =>
    map.nodes.flatMap((to) =>
      from.levels
        .filter((level) => from !== to && to.levels.some((other) => other.levelId === level.levelId))
        .map((level) => ({ from: from.id, to: to.id, levelId: level.levelId })),
    ),
  );
}

/** A single (non-batch) action aimed at the map's own nodes, levels and connections. */
function arbitrarySingleAction(map: MapDocument): fc.Arbitrary<DocumentAction> {
  const nodeIds = map.nodes.map((node) => node.id);
  const connectionIds = map.connections.map((connection) => connection.id);
  const nodeId = someId(nodeIds, 'missing');
  const connectionId = someId(connectionIds, 'missing');
  const levelId = fc.constantFrom(1, 2, 3, 9);
  const pairs = sharedLevelPairs(map);
  const anyPair = fc.record({ from: nodeId, to: nodeId, levelId });
  const move = fc.record({
    nodeId,
    levelId,
    position: fc.record({
      x: fc.integer({ min: -6000, max: 8000 }),
      y: fc.integer({ min: -6000, max: 8000 }),
    }),
  });
  const size = fc.option(fc.integer({ min: -5, max: 500 }), { nil: null });
  return fc.oneof(
    fc
      .record({
        levels: fc.subarray([1, 2, 3, 9], { minLength: 1 }),
        position,
        id: fc.constantFrom('new', ...nodeIds),
      })
      .map(
        (s): DocumentAction => ({
          type: 'createNode',
          node: makeNode(s.id, Object.fromEntries(s.levels.map((l) => [l, s.position]))),
        }),
      ),
    fc.subarray(nodeIds).map((ids): DocumentAction => ({ type: 'deleteNodes', nodeIds: ids })),
    fc.array(move, { maxLength: 3 }).map((moves): DocumentAction => ({ type: 'moveNodes', moves })),
    fc.array(move, { maxLength: 2 }).map((moves): DocumentAction => ({ type: 'setNodePositions', moves })),
    fc
      .record({ nodeId, nodeWidth: size, nodeHeight: size })
      .map((s): DocumentAction => ({ type: 'resizeNode', ...s })),
    fc
      .record({ nodeId, width: fc.integer({ min: 1, max: 400 }), height: fc.integer({ min: 1, max: 400 }) })
      .map(
        (s): DocumentAction => ({
          type: 'resizeNodeContent',
          nodeId: s.nodeId,
          size: { width: s.width, height: s.height },
        }),
      ),
    fc
      .record({ nodeId, title: fc.string({ maxLength: 8 }) })
      .map((s): DocumentAction => ({ type: 'setNodeTitle', ...s })),
    fc
      .record({ nodeId, prose: fc.option(fc.constant({ type: 'doc', text: 'new' }), { nil: null }) })
      .map((s): DocumentAction => ({ type: 'setNodeContent', ...s })),
    fc
      .record({
        nodeId,
        colour: fc.oneof(hexColour, fc.constant('red')),
        levelId: fc.option(levelId, { nil: undefined }),
      })
      .map(
        (s): DocumentAction => ({
          type: 'setNodeColour',
          nodeId: s.nodeId,
          colour: s.colour,
          ...(s.levelId === undefined ? {} : { levelId: s.levelId }),
        }),
      ),
    fc
      .record({ nodeId, operator: fc.constantFrom(...OPERATORS) })
      .map((s): DocumentAction => ({ type: 'setNodeOperator', ...s })),
    fc
      .record({
        nodeId,
        strength: fc.option(fc.integer({ min: -150, max: 150 }), { nil: null }),
        ignore: fc.option(fc.boolean(), { nil: undefined }),
      })
      .map(
        (s): DocumentAction => ({
          type: 'setNodeStrength',
          nodeId: s.nodeId,
          strength: s.strength,
          ...(s.ignore === undefined ? {} : { ignoreManualStrength: s.ignore }),
        }),
      ),
    fc
      .record({ nodeId, attributes: nodeAttributes })
      .map((s): DocumentAction => ({ type: 'setNodeAttributes', ...s })),
    fc
      .record({ nodeId, mapLink: fc.option(mapLink, { nil: null }) })
      .map((s): DocumentAction => ({ type: 'setNodeMapLink', ...s })),
    fc
      .record({
        id: fc.oneof(
          { weight: 5, arbitrary: fc.constant('cnew') },
          { weight: 1, arbitrary: fc.constantFrom('cnew', ...connectionIds) },
        ),
        // Mostly two nodes that share a level, as the UI offers; now and then any pair and level.
        pair:
          pairs.length === 0
            ? anyPair
            : fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pairs) }, anyPair),
        type: fc.constantFrom(...CONNECTION_TYPES),
        strength: fc.oneof(fc.constant(0), strength),
        colour: fc.option(hexColour, { nil: undefined }),
      })
      .map(
        ({ pair, ...s }): DocumentAction => ({
          type: 'createConnection',
          connection: makeConnection(s.id, pair.from, pair.to, {
            type: s.type,
            levelId: pair.levelId,
            strength: s.strength,
            ...(s.colour === undefined ? {} : { colour: s.colour }),
          }),
        }),
      ),
    fc
      .subarray(connectionIds)
      .map((ids): DocumentAction => ({ type: 'deleteConnections', connectionIds: ids })),
    fc
      .record({
        connectionId,
        connectionType: fc.constantFrom(...CONNECTION_TYPES),
        strength: fc.option(strength, { nil: undefined }),
      })
      .map(
        (s): DocumentAction => ({
          type: 'changeConnectionType',
          connectionId: s.connectionId,
          connectionType: s.connectionType,
          ...(s.strength === undefined ? {} : { strength: s.strength }),
        }),
      ),
    connectionId.chain((id) =>
      attributesFor(map.connections.find((c) => c.id === id)).map(
        (attributes): DocumentAction => ({ type: 'setConnectionAttributes', connectionId: id, attributes }),
      ),
    ),
    ...structureActions(map, { nodeId, levelId, position }),
  );
}

/** An action that fits the map, now and then a batch of them. */
export function arbitraryAction(map: MapDocument): fc.Arbitrary<DocumentAction> {
  const single = arbitrarySingleAction(map);
  return fc.oneof(
    { weight: 5, arbitrary: single },
    {
      weight: 1,
      arbitrary: fc
        .array(single, { maxLength: 3 })
        .map((actions): DocumentAction => ({ type: 'batch', actions })),
    },
  );
}

/**
 * A session action aimed at the map's own nodes and levels, now and then at ones it does not have; the
 * current level a route's end (levels 1-3, as a session on the map could have reached).
 */
export function arbitrarySessionAction(map: MapDocument): fc.Arbitrary<SessionAction> {
  const nodeIds = map.nodes.map((node) => node.id);
  return fc.oneof(
    fc
      .subarray([...nodeIds, 'missing'])
      .map((ids): SessionAction => ({ type: 'setSelection', nodeIds: ids })),
    fc
      .subarray([...nodeIds, 'missing'])
      .map((ids): SessionAction => ({ type: 'setHighlighted', nodeIds: ids })),
    fc.constantFrom(1, 2, 3, 9).map((levelId): SessionAction => ({ type: 'setCurrentLevel', levelId })),
  );
}

/** A map with an action for it. */
export const arbitraryMapAndAction: fc.Arbitrary<{ map: MapDocument; action: DocumentAction }> =
  arbitraryMap.chain((map) => arbitraryAction(map).map((action) => ({ map, action })));
