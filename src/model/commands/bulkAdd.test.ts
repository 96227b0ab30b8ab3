import { describe, expect, it } from 'vitest';
import { applyAction } from '../actions/apply';
import { deepFreeze, makeMap, makeNode } from '../actions/testMaps';
import { bulkAdd } from './bulkAdd';
import { MAX_NODES_PER_COMMAND } from './messages';
import { applyCommand, sequentialIds } from './testCommands';

const map = deepFreeze(
  makeMap({
    nodes: [makeNode('a')],
    levels: [
      { id: 1, description: 'Main' },
      { id: 2, description: 'Detail' },
    ],
  }),
);
const positions = (m: typeof map) => m.nodes.slice(1).map((node) => node.levels[0]?.position);

describe('bulkAdd', () => {
  it('moves the whole block off the nodes already there', () => {
    const taken = [{ x: 0, y: 0, width: 120, height: 48 }];
    const surroundings = { taken, sizeOf: () => ({ width: 120, height: 48 }) };
    const result = bulkAdd(map, { levelId: 1, text: 'one\ntwo', origin: { x: 0, y: 0 }, surroundings });
    expect(positions(applyCommand(map, result))).toEqual([
      { x: 0, y: 80 },
      { x: 0, y: 180 },
    ]);
  });

  it('adds one node per trimmed, non-empty line in columns of 5 rows, 200 by 100 apart', () => {
    const text = ' one \n\ntwo\r\nthree\n  \nfour\nfive\nsix\nseven';
    const result = bulkAdd(map, { levelId: 1, text, origin: { x: 0, y: 0 }, newId: sequentialIds() });
    const after = applyCommand(map, result);
    expect(after.nodes.slice(1).map((node) => [node.id, node.title])).toEqual([
      ['n1', 'one'],
      ['n2', 'two'],
      ['n3', 'three'],
      ['n4', 'four'],
      ['n5', 'five'],
      ['n6', 'six'],
      ['n7', 'seven'],
    ]);
    expect(positions(after)).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 100 },
      { x: 0, y: 200 },
      { x: 0, y: 300 },
      { x: 0, y: 400 },
      { x: 200, y: 0 },
      { x: 200, y: 100 },
    ]);
    expect(result.ok && result.nodeIds).toEqual(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7']);
  });

  it('puts the nodes on the level it is given, and undoes as one step', () => {
    const result = bulkAdd(map, { levelId: 2, text: 'x\ny', origin: { x: 10, y: 10 } });
    const after = applyCommand(map, result);
    expect(after.nodes.slice(1).every((node) => node.levels[0]?.levelId === 2)).toBe(true);
    if (!result.ok) throw new Error(result.error);
    const applied = applyAction(map, result.action);
    if (!applied.ok) throw new Error(applied.error);
    expect(applyAction(applied.map, applied.inverse)).toMatchObject({ ok: true, map });
  });

  it('grows the workspace to hold a large grid instead of piling nodes on the edge', () => {
    const text = Array.from({ length: 400 }, (_, index) => `Node ${index}`).join('\n');
    const after = applyCommand(map, bulkAdd(map, { levelId: 1, text, origin: { x: 3000, y: 0 } }));
    // 20 rows, 20 columns: the last column starts at 3000 + 19 * 200.
    expect(after.workspaceBounds.maxX).toBe(6800);
    expect(new Set(after.nodes.map((node) => node.levels[0]?.position.x)).size).toBe(21);
  });

  it('refuses an empty text and more nodes than one command may add', () => {
    expect(bulkAdd(map, { levelId: 1, text: ' \n \n', origin: { x: 0, y: 0 } })).toEqual({
      ok: false,
      error: 'Enter at least one title.',
    });
    const tooMany = Array.from({ length: MAX_NODES_PER_COMMAND + 1 }, () => 'x').join('\n');
    expect(bulkAdd(map, { levelId: 1, text: tooMany, origin: { x: 0, y: 0 } })).toMatchObject({ ok: false });
  });
});
