import { describe, expect, it } from 'vitest';
import { applyAction } from './apply';
import { applyOk, deepFreeze, makeConnection, makeMap, makeNode } from './testMaps';
import type { DocumentAction } from './types';

const map = deepFreeze(
  makeMap({
    nodes: [
      makeNode('a', { 1: { x: 0, y: 0 }, 2: { x: 5, y: 5 } }),
      makeNode('b', { 1: { x: 9, y: 9 }, 2: { x: 1, y: 1 } }),
    ],
    connections: [
      makeConnection('c1', 'a', 'b', { levelId: 2 }),
      makeConnection('c2', 'a', 'b', { levelId: 1 }),
    ],
  }),
);

/** Applies, checks the inverse restores the map exactly, and returns the new map. */
function roundTrip(action: DocumentAction, from = map) {
  const result = applyAction(from, action);
  if (!result.ok) throw new Error(result.error);
  expect(applyOk(result.map, result.inverse)).toStrictEqual(from);
  return result;
}

describe('createLevel', () => {
  it('appends the level with the id and description given', () => {
    const { map: next } = roundTrip({ type: 'createLevel', level: { id: 4, description: 'Four' } });
    expect(next.levels.at(-1)).toEqual({ id: 4, description: 'Four' });
  });

  it('refuses an existing id or one that is not a whole number', () => {
    expect(applyAction(map, { type: 'createLevel', level: { id: 2, description: 'x' } })).toEqual({
      ok: false,
      error: 'A level with id 2 already exists',
    });
    expect(applyAction(map, { type: 'createLevel', level: { id: 1.5, description: 'x' } })).toMatchObject({
      ok: false,
    });
  });
});

describe('deleteLevel', () => {
  it("removes the level, its nodes' entries on it and its connections", () => {
    const { map: next, changed } = roundTrip({ type: 'deleteLevel', levelId: 2 });
    expect(next.levels.map((l) => l.id)).toEqual([1, 3]);
    expect(next.nodes.map((n) => n.levels.map((l) => l.levelId))).toEqual([[1], [1]]);
    expect(next.connections.map((c) => c.id)).toEqual(['c2']);
    expect(changed).toEqual({ nodes: ['a', 'b'], connections: ['c1'] });
  });

  it('refuses the default level 1', () => {
    expect(applyAction(map, { type: 'deleteLevel', levelId: 1 })).toEqual({
      ok: false,
      error: 'The default level cannot be deleted',
    });
  });

  it('refuses when a node is on no other level', () => {
    const only = makeMap({ nodes: [makeNode('x', { 2: { x: 0, y: 0 } })] });
    expect(applyAction(only, { type: 'deleteLevel', levelId: 2 })).toEqual({
      ok: false,
      error: "Deleting level 2 would leave node 'x' on no level",
    });
  });

  it('refuses a level the map does not have', () => {
    expect(applyAction(map, { type: 'deleteLevel', levelId: 9 })).toEqual({
      ok: false,
      error: 'No level with id 9',
    });
  });
});

describe('moveLevel', () => {
  const order = (action: DocumentAction) => roundTrip(action).map.levels.map((l) => l.id);

  it('moves a level right after the level named, or first; the inverse names its old anchor', () => {
    const { map: next, inverse } = roundTrip({ type: 'moveLevel', levelId: 3, after: null });
    expect(next.levels.map((l) => l.id)).toEqual([3, 1, 2]);
    expect(inverse).toEqual({ type: 'moveLevel', levelId: 3, after: 2 });
    expect(order({ type: 'moveLevel', levelId: 1, after: 3 })).toEqual([2, 3, 1]);
    expect(order({ type: 'moveLevel', levelId: 1, after: 2 })).toEqual([2, 1, 3]);
  });

  it('moves a level after a level that is gone (deleted by another writer) to the end', () => {
    expect(order({ type: 'moveLevel', levelId: 1, after: 9 })).toEqual([2, 3, 1]);
  });

  it.each([
    [9, 1],
    [2, 1],
    [2, 2],
  ])('leaves the map as it is for level %s after %s: unchanged map, no-op inverse', (levelId, after) => {
    const result = applyAction(map, { type: 'moveLevel', levelId, after });
    expect(result).toMatchObject({ ok: true, map, inverse: { type: 'batch', actions: [] } });
  });
});

describe('renameLevel', () => {
  it('names the level; the inverse gives back its old name', () => {
    const { map: next, inverse } = roundTrip({ type: 'renameLevel', levelId: 2, description: 'Causes' });
    expect(next.levels.find((level) => level.id === 2)?.description).toBe('Causes');
    expect(inverse).toEqual({ type: 'renameLevel', levelId: 2, description: 'Two' });
  });

  it('refuses a blank name and a level the map lacks', () => {
    expect(applyAction(map, { type: 'renameLevel', levelId: 2, description: '  ' })).toEqual({
      ok: false,
      error: 'A level needs a name',
    });
    expect(applyAction(map, { type: 'renameLevel', levelId: 7, description: 'x' })).toEqual({
      ok: false,
      error: 'No level with id 7',
    });
  });
});

describe('setLevelBackground', () => {
  const image = '/a/media/Background1';

  it('gives the level an image; the inverse takes it away, and undoing a change of image gives the old one back', () => {
    const { map: withImage, inverse } = roundTrip({
      type: 'setLevelBackground',
      levelId: 2,
      backgroundImage: image,
    });
    expect(withImage.levels.find((level) => level.id === 2)?.backgroundImage).toBe(image);
    expect(inverse).toEqual({ type: 'setLevelBackground', levelId: 2 });
    const changed = applyAction(withImage, {
      type: 'setLevelBackground',
      levelId: 2,
      backgroundImage: '/a/media/Other',
    });
    expect(changed.ok && changed.inverse).toEqual({
      type: 'setLevelBackground',
      levelId: 2,
      backgroundImage: image,
    });
  });

  it('a blank address takes the image away, leaving no empty field behind', () => {
    const withImage = applyAction(map, { type: 'setLevelBackground', levelId: 2, backgroundImage: image });
    if (!withImage.ok) throw new Error(withImage.error);
    const cleared = applyAction(withImage.map, {
      type: 'setLevelBackground',
      levelId: 2,
      backgroundImage: '  ',
    });
    if (!cleared.ok) throw new Error(cleared.error);
    expect(cleared.map.levels.find((level) => level.id === 2)).not.toHaveProperty('backgroundImage');
  });

  it('refuses a level the map lacks', () => {
    expect(applyAction(map, { type: 'setLevelBackground', levelId: 7, backgroundImage: image })).toEqual({
      ok: false,
      error: 'No level with id 7',
    });
  });
});
