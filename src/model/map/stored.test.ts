import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryMap, makeConnection, makeMap, makeNode } from '../actions/testMaps';
import { loadMap } from './load';
import { loadConnection } from './loadConnection';
import { loadNode } from './loadNode';
import { storedConnection, storedMapDocument, storedMapNode } from './stored';
import { rawConnection, rawNode, reloaded } from './testStoredMaps';

describe('storedMapDocument', () => {
  it('stores the document as it is: it holds nothing of a viewer to leave out', () => {
    const map = makeMap({ nodes: [makeNode('n1')] });
    const stored = storedMapDocument(map) as unknown as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(Object.keys(map).sort());
    expect(stored.nodes).toEqual([
      { id: 'n1', title: 'n1', levels: [{ levelId: 1, position: { x: 0, y: 0 } }] },
    ]);
    expect(stored).toMatchObject({ id: 'map', name: 'Test map', settings: map.settings });
  });

  it('writes only the fields that differ from what loading would give', () => {
    const node = makeNode(
      'n1',
      { 1: { x: 5, y: 6 }, 2: { x: 7, y: 8 } },
      { colour: '#112233', strength: 40 },
    );
    node.levels[1] = { levelId: 2, position: { x: 7, y: 8 }, colour: '#abcdef', truth: 25 };
    const connection = makeConnection('c1', 'n1', 'n1', { type: 3, strength: -50, waypoints: [] });
    const stored = storedMapDocument(makeMap({ nodes: [node], connections: [connection] }));
    expect(stored.nodes[0]).toEqual({
      id: 'n1',
      title: 'n1',
      colour: '#112233',
      strength: 40,
      levels: [
        { levelId: 1, position: { x: 5, y: 6 } },
        { levelId: 2, position: { x: 7, y: 8 }, colour: '#abcdef', truth: 25 },
      ],
    });
    expect(stored.connections[0]).toEqual({ id: 'c1', from: 'n1', to: 'n1', type: 3, strength: -50 });
  });

  it('gives back every node and connection field, whatever it holds', () => {
    fc.assert(
      fc.property(rawNode, rawConnection, (node, connection) => {
        const loadedNode = loadNode(node);
        expect(loadNode(JSON.parse(JSON.stringify(storedMapNode(loadedNode))))).toEqual(loadedNode);
        const loadedConnection = loadConnection(connection);
        expect(loadConnection(JSON.parse(JSON.stringify(storedConnection(loadedConnection))))).toEqual(
          loadedConnection,
        );
      }),
    );
  });

  it('keeps the identity of content it does not interpret (no copy)', () => {
    const presentation = { id: 'p1', sequence: [] };
    const map = makeMap({ presentations: [presentation] });
    expect(storedMapDocument(map).presentations[0]).toBe(presentation);
  });

  it('loses nothing: loading the stored form, sent as JSON, gives the map back', () => {
    fc.assert(
      fc.property(arbitraryMap, (map) => {
        const sent = JSON.parse(JSON.stringify(storedMapDocument(map)));
        expect(loadMap(sent)).toEqual(reloaded(map));
      }),
    );
  });

  it('is stable: storing a loaded stored form gives the same stored form', () => {
    fc.assert(
      fc.property(arbitraryMap, (map) => {
        const stored = storedMapDocument(loadMap(map));
        expect(storedMapDocument(loadMap(structuredClone(stored)))).toEqual(stored);
      }),
    );
  });
});
