import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPE } from '../map/constants';
import { applyAction } from './apply';
import { applyOk, deepFreeze, makeConnection, makeMap, makeNode } from './testMaps';

const { RELATIVE, GROUP, TRUTH, GENERIC, BIDIRECTIONAL } = CONNECTION_TYPE;
const map = deepFreeze(
  makeMap({
    nodes: [
      makeNode('a', { 1: { x: 0, y: 0 }, 2: { x: 0, y: 0 } }),
      makeNode('b', { 1: { x: 0, y: 0 }, 2: { x: 0, y: 0 } }),
      makeNode('c'),
    ],
    connections: [makeConnection('ab', 'a', 'b')],
  }),
);
const create = (id: string, from: string, to: string, fields = {}) =>
  applyAction(map, { type: 'createConnection', connection: makeConnection(id, from, to, fields) });

describe('createConnection', () => {
  it('adds the connection; its inverse deletes it', () => {
    const result = create('bc', 'b', 'c');
    if (!result.ok) throw new Error(result.error);
    expect(result.map.connections.map((c) => c.id)).toEqual(['ab', 'bc']);
    expect(result.inverse).toEqual({ type: 'deleteConnections', connectionIds: ['bc'] });
    expect(applyOk(result.map, result.inverse)).toStrictEqual(map);
  });

  it('is refused when an equivalent connection exists between the same nodes on the same level', () => {
    expect(create('ab2', 'a', 'b')).toEqual({
      ok: false,
      error: 'An equivalent connection already exists between these nodes on this level',
    });
    // Another level, another type or the other direction is not equivalent.
    expect(create('ab2', 'a', 'b', { levelId: 2 }).ok).toBe(true);
    expect(create('ab2', 'a', 'b', { type: GENERIC }).ok).toBe(true);
    expect(create('ba', 'b', 'a').ok).toBe(true);
  });

  it('treats bidirectional and group connections as undirected', () => {
    const withBi = applyOk(map, {
      type: 'createConnection',
      connection: makeConnection('bi', 'a', 'b', { type: BIDIRECTIONAL }),
    });
    expect(
      applyAction(withBi, {
        type: 'createConnection',
        connection: makeConnection('ib', 'b', 'a', { type: BIDIRECTIONAL }),
      }),
    ).toMatchObject({ ok: false });
    expect(create('g', 'b', 'a', { type: GROUP }).ok).toBe(true);
  });

  it('refuses a truth connection when the pair already has one, either way round and on any level', () => {
    const withTruth = applyOk(map, {
      type: 'createConnection',
      connection: makeConnection('t', 'a', 'b', { type: TRUTH, strength: 50 }),
    });
    const second = makeConnection('t2', 'b', 'a', { type: TRUTH, levelId: 2 });
    expect(applyAction(withTruth, { type: 'createConnection', connection: second })).toEqual({
      ok: false,
      error: 'A truth connection already exists between these nodes',
    });
  });

  it('makes a relative connection with non-zero strength a truth connection', () => {
    const result = create('bc', 'b', 'c', { type: RELATIVE, strength: 30 });
    expect(result.ok && result.map.connections.at(1)).toMatchObject({ type: TRUTH, strength: 30 });
  });

  it('drops attributes the type does not allow', () => {
    const result = create('bc', 'b', 'c', { type: TRUTH, colour: '#123456', width: 4, claimType: 'Unknown' });
    if (!result.ok) throw new Error(result.error);
    const created = result.map.connections.at(1);
    expect(created && ['colour', 'width', 'claimType'].filter((key) => key in created)).toEqual([]);
    const generic = create('bc', 'b', 'c', { type: GENERIC, strength: 40, relevance: 10 });
    expect(generic.ok && generic.map.connections.at(1)).toMatchObject({ strength: 0, relevance: 100 });
  });

  it('refuses a self connection, an unknown node, a node not on the level, and a duplicate id', () => {
    expect(create('aa', 'a', 'a')).toEqual({ ok: false, error: 'A connection needs two different nodes' });
    expect(create('ax', 'a', 'x')).toEqual({ ok: false, error: "No node with id 'x'" });
    expect(create('ac', 'a', 'c', { levelId: 2 })).toEqual({
      ok: false,
      error: "Node 'c' is not on level 2",
    });
    expect(create('ab', 'b', 'c')).toEqual({ ok: false, error: "A connection with id 'ab' already exists" });
    expect(create('bc', 'b', 'c', { strength: 150 })).toMatchObject({ ok: false });
  });
});

describe('deleteConnections', () => {
  it('deletes and restores at the same index', () => {
    const two = applyOk(map, { type: 'createConnection', connection: makeConnection('bc', 'b', 'c') });
    const result = applyAction(two, { type: 'deleteConnections', connectionIds: ['ab'] });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.connections.map((c) => c.id)).toEqual(['bc']);
    expect(result.changed).toEqual({ nodes: [], connections: ['ab'] });
    expect(applyOk(result.map, result.inverse)).toStrictEqual(two);
  });

  it('refuses an unknown connection', () => {
    expect(applyAction(map, { type: 'deleteConnections', connectionIds: ['x'] })).toEqual({
      ok: false,
      error: "No connection with id 'x'",
    });
  });
});
