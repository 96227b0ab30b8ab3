import { describe, expect, it } from 'vitest';
import { deepFreeze, makeMap, makeNode } from '../actions/testMaps';
import { CONNECTION_TYPE } from '../map/constants';
import { addChildren } from './addChildren';
import { applyCommand, sequentialIds } from './testCommands';

const map = deepFreeze(makeMap({ nodes: [makeNode('p', { 1: { x: 500, y: 300 } })] }));

describe('addChildren', () => {
  it('adds children in a row under the parent, joined from it by the default connection type', () => {
    const result = addChildren(map, {
      levelId: 1,
      parentId: 'p',
      titles: ['Sun', ' ', 'Water'],
      newId: sequentialIds(),
    });
    const after = applyCommand(map, result);
    expect(after.nodes.slice(1).map((node) => [node.id, node.title, node.levels[0]?.position])).toEqual([
      ['n1', 'Sun', { x: 400, y: 400 }],
      ['n3', 'Water', { x: 600, y: 400 }],
    ]);
    expect(after.connections.map((c) => [c.id, c.from, c.to, c.type, c.levelId])).toEqual([
      ['n2', 'p', 'n1', CONNECTION_TYPE.RELATIVE, 1],
      ['n4', 'p', 'n3', CONNECTION_TYPE.RELATIVE, 1],
    ]);
  });

  it('spaces children wider than a grid step by their drawn width and a gap', () => {
    const sizeOf = (title: string) => ({ width: title === 'Wide' ? 300 : 100, height: 48 });
    const surroundings = { taken: [], sizeOf };
    const result = addChildren(map, { levelId: 1, parentId: 'p', titles: ['Wide', 'Narrow'], surroundings });
    const after = applyCommand(map, result);
    expect(after.nodes.slice(1).map((node) => node.levels[0]?.position)).toEqual([
      { x: 340, y: 400 },
      { x: 660, y: 400 },
    ]);
  });

  it('moves the row off children already under the parent, keeping it whole', () => {
    const sizeOf = () => ({ width: 120, height: 48 });
    // The parent (500, 300) and an earlier child where the new one would go (500, 400).
    const taken = [
      { x: 500, y: 300, width: 120, height: 48 },
      { x: 500, y: 400, width: 120, height: 48 },
    ];
    const result = addChildren(map, {
      levelId: 1,
      parentId: 'p',
      titles: ['a'],
      surroundings: { taken, sizeOf },
    });
    const [position] = applyCommand(map, result)
      .nodes.slice(1)
      .map((node) => node.levels[0]?.position);
    // Clear below the earlier child: 400 + 48 + 20, on the grid of 20.
    expect(position).toEqual({ x: 500, y: 480 });
  });

  it('uses the map setting for the connection type', () => {
    const truthMap = { ...map, settings: { ...map.settings, defaultConnectionType: CONNECTION_TYPE.TRUTH } };
    const after = applyCommand(truthMap, addChildren(truthMap, { levelId: 1, parentId: 'p', titles: ['a'] }));
    expect(after.connections.at(0)?.type).toBe(CONNECTION_TYPE.TRUTH);
  });

  it('leaves titles whole when none is longer than 25', () => {
    const titles = ['Light dependent reactions', 'Dark reactions'];
    const after = applyCommand(map, addChildren(map, { levelId: 1, parentId: 'p', titles }));
    expect(after.nodes.slice(1).map((node) => node.title)).toEqual(titles);
  });

  it('splits titles under 50 at the middle space once any title is longer than 25', () => {
    const after = applyCommand(
      map,
      addChildren(map, {
        levelId: 1,
        parentId: 'p',
        titles: ['Light-dependent reactions here', 'Dark reactions', 'Calvin cycle'],
      }),
    );
    expect(after.nodes.slice(1).map((node) => node.title)).toEqual([
      'Light-dependent\nreactions here',
      'Dark\nreactions',
      'Calvin\ncycle',
    ]);
    const long = 'Light dependent reactions in the thylakoid';
    const split = applyCommand(map, addChildren(map, { levelId: 1, parentId: 'p', titles: [long] }));
    expect(split.nodes.at(1)?.title).toBe('Light dependent reactions\nin the thylakoid');
  });

  it('refuses a missing parent, a parent not on the level and no titles', () => {
    expect(addChildren(map, { levelId: 1, parentId: 'zz', titles: ['a'] })).toEqual({
      ok: false,
      error: "No node with id 'zz'",
    });
    expect(addChildren(map, { parentId: 'p', titles: ['a'], levelId: 2 })).toEqual({
      ok: false,
      error: "Node 'p' is not on level 2",
    });
    expect(addChildren(map, { levelId: 1, parentId: 'p', titles: ['', ' '] })).toMatchObject({ ok: false });
  });
});
