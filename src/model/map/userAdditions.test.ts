import { describe, expect, it } from 'vitest';
import { applyAction } from '../actions/apply';
import { makeConnection, makeMap, makeNode } from '../actions/testMaps';
import type { DocumentAction } from '../actions/types';
import { storedMapDocument } from './stored';
import type { MapDocument } from './types';
import {
  authorIdsOf,
  mergeUserAdditions,
  personalEditProblem,
  readUserAdditions,
  USER_ADDITIONS_MAX_BYTES,
  USER_ADDITIONS_MESSAGES,
  userAdditionsOf,
} from './userAdditions';

const author = makeMap({
  nodes: [makeNode('a1'), makeNode('a2', { 1: { x: 300, y: 0 }, 2: { x: 0, y: 0 } })],
  connections: [makeConnection('ac', 'a1', 'a2')],
});
const authorIds = authorIdsOf(author);

/** The gate's verdict on an action applied to `map`: what personalEditProblem says of its changes. */
function verdict(map: MapDocument, action: DocumentAction): string | null | 'refused by the map' {
  const result = applyAction(map, action);
  if (!result.ok) return 'refused by the map';
  return personalEditProblem(authorIds, map, result.map, result.changed);
}

describe('personalEditProblem (personalise mode changes only the reader’s own entities)', () => {
  const withOwn = mergeUserAdditions(author, {
    nodes: [{ id: 'r1', title: 'Mine', levels: [{ levelId: 1, position: { x: 0, y: 200 } }] }],
    connections: [{ id: 'rc', from: 'r1', to: 'a1' }],
  });

  it('lets the reader add a node and connect it to an author node', () => {
    expect(verdict(author, { type: 'createNode', node: makeNode('r2') })).toBeNull();
    expect(
      verdict(withOwn, { type: 'createConnection', connection: makeConnection('rc2', 'a2', 'r1') }),
    ).toBeNull();
  });

  it('lets the reader retitle, move and delete their own node, and delete their own connection', () => {
    expect(
      verdict(withOwn, { type: 'setNodeTitle', nodeId: 'r1', title: 'Renamed' } as DocumentAction),
    ).toBeNull();
    expect(
      verdict(withOwn, {
        type: 'moveNodes',
        moves: [{ nodeId: 'r1', levelId: 1, position: { x: 5, y: 5 } }],
      }),
    ).toBeNull();
    expect(verdict(withOwn, { type: 'deleteNodes', nodeIds: ['r1'] })).toBeNull();
    expect(verdict(withOwn, { type: 'deleteConnections', connectionIds: ['rc'] })).toBeNull();
  });

  it('refuses changes to the author’s nodes, connections and map-level parts', () => {
    const refused = USER_ADDITIONS_MESSAGES.authorEntity;
    expect(
      verdict(withOwn, { type: 'setNodeTitle', nodeId: 'a1', title: 'Mine now' } as DocumentAction),
    ).toBe(refused);
    expect(
      verdict(withOwn, {
        type: 'moveNodes',
        moves: [{ nodeId: 'a1', levelId: 1, position: { x: 5, y: 5 } }],
      }),
    ).toBe(refused);
    // Deleting an author node also deletes the reader's connection to it: still refused.
    expect(verdict(withOwn, { type: 'deleteNodes', nodeIds: ['a1'] })).toBe(refused);
    expect(verdict(withOwn, { type: 'deleteConnections', connectionIds: ['ac'] })).toBe(refused);
    expect(
      personalEditProblem(
        authorIds,
        withOwn,
        { ...withOwn, levels: withOwn.levels.slice(1) },
        {
          nodes: [],
          connections: [],
        },
      ),
    ).toBe(refused);
  });
});

describe('userAdditionsOf', () => {
  it('answers only what is not the author’s, in stored form', () => {
    const map = mergeUserAdditions(author, {
      nodes: [{ id: 'r1', title: 'Mine', levels: [{ levelId: 1, position: { x: 0, y: 200 } }] }],
      connections: [{ id: 'rc', from: 'r1', to: 'a1' }],
    });
    const additions = userAdditionsOf(map, authorIds);
    expect(additions.nodes.map((node) => node.id)).toEqual(['r1']);
    expect(additions.nodes[0]?.title).toBe('Mine');
    expect(additions.connections).toEqual([{ id: 'rc', from: 'r1', to: 'a1' }]);
    expect(userAdditionsOf(author, authorIds)).toEqual({ nodes: [], connections: [] });
  });
});

describe('mergeUserAdditions (the author’s later changes still reach the reader)', () => {
  it('lays the additions over the author’s current map', () => {
    const merged = mergeUserAdditions(author, {
      nodes: [{ id: 'r1', title: 'Mine', levels: [{ levelId: 1, position: { x: 0, y: 200 } }] }],
      connections: [{ id: 'rc', from: 'r1', to: 'a2' }],
    });
    expect(merged.nodes.map((node) => node.id)).toEqual(['a1', 'a2', 'r1']);
    expect(merged.connections.map((connection) => connection.id)).toEqual(['ac', 'rc']);
  });

  it('drops connections to author nodes the author deleted, and what now clashes with the author’s ids', () => {
    const authorLater = makeMap({ nodes: [makeNode('a1'), makeNode('r1')] });
    const merged = mergeUserAdditions(authorLater, {
      nodes: [
        { id: 'r1', title: 'Clashes', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] },
        { id: 'r2', title: 'Kept', levels: [{ levelId: 1, position: { x: 0, y: 100 } }] },
      ],
      connections: [
        { id: 'gone', from: 'r2', to: 'a2' },
        { id: 'kept', from: 'r2', to: 'a1' },
      ],
    });
    expect(merged.nodes.map((node) => node.title)).toEqual(['a1', 'r1', 'Kept']);
    expect(merged.connections.map((connection) => connection.id)).toEqual(['kept']);
  });

  it('drops a node left on no level of the map, and a connection whose level is gone', () => {
    const merged = mergeUserAdditions(author, {
      nodes: [
        { id: 'r1', levels: [{ levelId: 9, position: { x: 0, y: 0 } }] },
        { id: 'r2', levels: [{ levelId: 2, position: { x: 0, y: 0 } }] },
      ],
      connections: [{ id: 'rc', from: 'r2', to: 'a2', levelId: 1 }],
    });
    expect(merged.nodes.map((node) => node.id)).toEqual(['a1', 'a2', 'r2']);
    expect(merged.connections.map((connection) => connection.id)).toEqual(['ac']);
  });

  it('reads nothing from malformed input', () => {
    expect(mergeUserAdditions(author, null)).toBe(author);
    expect(mergeUserAdditions(author, { nodes: 'x' })).toBe(author);
  });
});

describe('readUserAdditions (the server’s check)', () => {
  const stored = storedMapDocument(author) as unknown as Record<string, unknown>;

  it('accepts nodes and connections that fit the author’s map', () => {
    const read = readUserAdditions(
      {
        nodes: [{ id: 'r1', title: 'Mine', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] }],
        connections: [{ id: 'rc', from: 'r1', to: 'a1' }],
      },
      stored,
    );
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.additions.connections).toEqual([{ id: 'rc', from: 'r1', to: 'a1' }]);
  });

  it('refuses malformed additions, clashing ids and connections to unknown nodes', () => {
    expect(readUserAdditions({ nodes: [] }, stored)).toEqual({
      ok: false,
      error: USER_ADDITIONS_MESSAGES.malformed,
    });
    const clash = readUserAdditions(
      { nodes: [{ id: 'a1', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] }], connections: [] },
      stored,
    );
    expect(clash.ok).toBe(false);
    const dangling = readUserAdditions(
      { nodes: [], connections: [{ id: 'rc', from: 'a1', to: 'zz' }] },
      stored,
    );
    expect(dangling.ok).toBe(false);
    if (!dangling.ok) expect(dangling.error).toMatch(/^Your additions are not valid: /);
  });

  it('refuses additions over the size limit', () => {
    const title = 'x'.repeat(USER_ADDITIONS_MAX_BYTES);
    const read = readUserAdditions(
      { nodes: [{ id: 'r1', title, levels: [{ levelId: 1, position: { x: 0, y: 0 } }] }], connections: [] },
      stored,
    );
    expect(read).toMatchObject({ ok: false, tooLarge: true });
  });
});
