import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeConnection, makeMap, makeNode } from '../../src/model/actions/testMaps';
import { CONNECTION_LOCATIONS, CONNECTION_TYPE, LINE_TYPES } from '../../src/model/map/constants';
import { edgeRect, type Rect } from '../render/chunkGrid';
import { fromMap } from './fromMap';
import { connectionReach, MapSceneStages, RING_COUNT, ringOf, type SceneBatch } from './sceneStages';

/** A row of nodes 1000 apart, each joined to the next. */
function rowMap(count: number) {
  const nodes = Array.from({ length: count }, (_, index) =>
    makeNode(`n${index}`, { 1: { x: index * 1000, y: 0 } }),
  );
  const connections = nodes
    .slice(1)
    .map((node, index) =>
      makeConnection(`c${index}`, `n${index}`, node.id, { type: CONNECTION_TYPE.RELATIVE }),
    );
  return makeMap({ nodes: nodes, connections: connections });
}

const everything = (batches: Iterable<SceneBatch>) => {
  const all = { nodes: [] as string[], edges: [] as string[] };
  for (const batch of batches) {
    all.nodes.push(...batch.nodes.map((node) => node.id));
    all.edges.push(...batch.edges.map((edge) => edge.id));
  }
  return all;
};

const contains = (outer: Rect, inner: Rect) =>
  inner.minX >= outer.minX &&
  inner.minY >= outer.minY &&
  inner.maxX <= outer.maxX &&
  inner.maxY <= outer.maxY;

describe('MapSceneStages', () => {
  it('gives what may show in the rectangle first and everything else in the rest, as fromMap draws it', () => {
    const map = rowMap(20);
    const stages = new MapSceneStages(map);
    const first = stages.around({ minX: 2500, minY: -100, maxX: 4500, maxY: 100 });
    expect(first.nodes.map((node) => node.id)).toEqual(['n3', 'n4']);
    // The connections reaching into the rectangle: n2–n3, n3–n4 and n4–n5.
    expect(first.edges.map((edge) => edge.id)).toEqual(['c2', 'c3', 'c4']);
    const rest = everything(first.rest);
    const whole = fromMap(map);
    expect([...first.nodes.map((node) => node.id), ...rest.nodes].sort()).toEqual(
      whole.nodes.map((node) => node.id).sort(),
    );
    expect([...first.edges.map((edge) => edge.id), ...rest.edges].sort()).toEqual(
      whole.edges.map((edge) => edge.id).sort(),
    );
    // The views are the ones fromMap makes.
    expect(first.edges[0]).toEqual(whole.edges.find((edge) => edge.id === 'c2'));
  });

  it('leaves out what fromMap leaves out (other levels, ends not drawn)', () => {
    const map = makeMap({
      nodes: [makeNode('a'), makeNode('b', { 1: { x: 5000, y: 0 } }), makeNode('c', { 2: { x: 0, y: 0 } })],
      connections: [makeConnection('ab', 'a', 'b'), makeConnection('ac', 'a', 'c', { levelId: 2 })],
    });
    const first = new MapSceneStages(map).around({ minX: -10, minY: -10, maxX: 10, maxY: 10 });
    const rest = everything(first.rest);
    expect(first.nodes.map((node) => node.id)).toEqual(['a']);
    expect(rest).toEqual({ nodes: ['b'], edges: [] });
    expect(first.edges.map((edge) => edge.id)).toEqual(['ab']);
  });

  it('knows the extent of every node before routing any connection', () => {
    const stages = new MapSceneStages(rowMap(3));
    expect(stages.bounds).toMatchObject({ x: 0, y: 0 });
    expect(stages.bounds?.width).toBeGreaterThan(2000);
    expect(new MapSceneStages(makeMap({ nodes: [] })).bounds).toBeUndefined();
  });

  it('gives the rest nearest first, ring by ring round the rectangle', () => {
    const first = new MapSceneStages(rowMap(20)).around({ minX: 9500, minY: -100, maxX: 10500, maxY: 100 });
    expect(first.nodes.map((node) => node.id)).toEqual(['n10']);
    const batches = [...first.rest];
    expect(first.edges.map((edge) => edge.id)).toEqual(['c9', 'c10']);
    // Within one rectangle's width: n9 and n11, then the connections reaching there.
    expect(batches[0]?.nodes.map((node) => node.id)).toEqual(['n9', 'n11']);
    expect(batches[1]?.edges.map((edge) => edge.id)).toEqual(['c8', 'c11']);
    // More than seven widths away, last.
    expect(batches.at(-1)?.edges.map((edge) => edge.id)).toEqual(['c0', 'c1', 'c18']);
    expect(
      ringOf({ minX: 12_000, minY: 0, maxX: 12_100, maxY: 10 }, { minX: 0, minY: 0, maxX: 1000, maxY: 10 }),
    ).toBe(RING_COUNT);
  });

  it('routes the rest only when its batches are taken', () => {
    const first = new MapSceneStages(rowMap(2000)).around({ minX: -1, minY: -1, maxX: 1, maxY: 1 });
    const iterator = first.rest[Symbol.iterator]();
    const batch = iterator.next().value as SceneBatch;
    expect(batch.nodes.length).toBeGreaterThan(0);
    expect(batch.edges).toEqual([]);
  });
});

describe('connectionReach', () => {
  const point = fc.record({
    x: fc.integer({ min: -2000, max: 2000 }),
    y: fc.integer({ min: -2000, max: 2000 }),
  });

  it('holds every routed drawing: any line type, locations, waypoints and label', () => {
    fc.assert(
      fc.property(
        point,
        point,
        fc.constantFrom(...LINE_TYPES),
        fc.constantFrom(...CONNECTION_LOCATIONS),
        fc.constantFrom(...CONNECTION_LOCATIONS),
        fc.array(point, { maxLength: 3 }),
        fc.constantFrom('', 'short', 'a much longer label that wraps over several lines of the label box'),
        fc.constantFrom(CONNECTION_TYPE.RELATIVE, CONNECTION_TYPE.TRUTH),
        (a, b, lineType, fromLocation, toLocation, waypoints, content, type) => {
          const map = makeMap({
            nodes: [makeNode('a', { 1: a }), makeNode('b', { 1: b }, { title: 'a title of a few words' })],
            connections: [
              makeConnection('ab', 'a', 'b', {
                type,
                lineType,
                fromLocation,
                toLocation,
                content,
                waypoints: waypoints.map((position, index) => ({ id: `w${index}`, position })),
              }),
            ],
          });
          const scene = fromMap(map);
          const [from, to] = scene.nodes;
          const edge = scene.edges[0];
          if (!from || !to || !edge) throw new Error('not drawn');
          const connection = map.connections.at(0);
          if (!connection) throw new Error('no connection');
          expect(contains(connectionReach(connection, from, to), edgeRect(edge))).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
