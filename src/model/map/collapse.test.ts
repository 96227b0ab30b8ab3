import { describe, expect, it } from 'vitest';
import { makeConnection, makeMap, makeNode } from '../actions/testMaps';
import { collapsedAway } from './collapse';
import { CONNECTION_TYPE } from './constants';

const { RELATIVE, GROUP, GENERIC, TRUTH } = CONNECTION_TYPE;

// a → b → c → a (a cycle), b → d by a generic connection, e → a by truth, g → a by group.
const map = (flags: Record<string, { showDescendants?: boolean; showAscendants?: boolean }>) =>
  makeMap({
    nodes: ['a', 'b', 'c', 'd', 'e', 'g'].map((id) => makeNode(id, undefined, flags[id] ?? {})),
    connections: [
      makeConnection('ab', 'a', 'b', { type: RELATIVE }),
      makeConnection('bc', 'b', 'c', { type: TRUTH }),
      makeConnection('ca', 'c', 'a', { type: RELATIVE }),
      makeConnection('bd', 'b', 'd', { type: GENERIC }),
      makeConnection('ea', 'e', 'a', { type: TRUTH }),
      makeConnection('ga', 'g', 'a', { type: GROUP }),
    ],
  });

describe('collapsedAway', () => {
  it('hides nothing while every node is expanded', () => {
    expect(collapsedAway(map({}), 1)).toEqual(new Set());
  });

  it('hides descendants along collapsing types, through cycles, never the collapsed node itself', () => {
    expect(collapsedAway(map({ a: { showDescendants: false } }), 1)).toEqual(new Set(['b', 'c']));
  });

  it('hides ascendants along collapsing types, but not along group connections', () => {
    expect(collapsedAway(map({ a: { showAscendants: false } }), 1)).toEqual(new Set(['c', 'b', 'e']));
  });

  it('keeps a collapsed node in view when another collapsed node leads to it', () => {
    const away = collapsedAway(map({ a: { showDescendants: false }, b: { showDescendants: false } }), 1);
    expect(away).toEqual(new Set(['c']));
  });

  it('follows only the connections on the level', () => {
    expect(collapsedAway(map({ a: { showDescendants: false } }), 2)).toEqual(new Set());
  });
});
