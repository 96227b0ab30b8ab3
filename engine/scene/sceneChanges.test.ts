import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/model/actions/apply';
import { makeConnection, makeMap, makeNode } from '../../src/model/actions/testMaps';
import type { MapAction } from '../../src/model/actions/types';
import { redrawsWholeScene, redrawsWholeSceneOf } from './sceneChanges';

describe('redrawsWholeScene', () => {
  it('is true for a level switch, the removal of a level and changes to the order of tags, in a batch too', () => {
    expect(redrawsWholeScene({ type: 'setCurrentLevel', levelId: 2 })).toBe(true);
    expect(redrawsWholeScene({ type: 'moveTag', tagId: 't2', after: null })).toBe(true);
    expect(
      redrawsWholeScene({
        type: 'batch',
        actions: [
          { type: 'setNodeTitle', nodeId: 'a', title: 'x' },
          { type: 'deleteLevel', levelId: 2 },
        ],
      }),
    ).toBe(true);
  });

  it('is false for changes to named entities', () => {
    expect(redrawsWholeScene({ type: 'setNodeColour', nodeId: 'a', colour: '#112233' })).toBe(false);
    expect(redrawsWholeScene({ type: 'setSelection', nodeIds: ['a'] })).toBe(false);
  });
});

describe('redrawsWholeSceneOf', () => {
  const expanded = makeMap({ nodes: [makeNode('a'), makeNode('b')] });
  const collapsed = makeMap({
    nodes: [makeNode('a', undefined, { showDescendants: false }), makeNode('b')],
  });
  const colour = { type: 'setNodeColour', nodeId: 'b', colour: '#112233' } as const;

  it('redraws everything for expansion, and for connection changes while a node is collapsed', () => {
    expect(
      redrawsWholeSceneOf(expanded, { type: 'setNodeExpansion', nodeId: 'a', showDescendants: false }, false),
    ).toBe(true);
    expect(redrawsWholeSceneOf(collapsed, colour, true)).toBe(true);
  });

  it('redraws only what changed otherwise', () => {
    expect(redrawsWholeSceneOf(expanded, colour, true)).toBe(false);
    expect(redrawsWholeSceneOf(collapsed, colour, false)).toBe(false);
  });

  it('redraws everything when a deletion took a collapsed node away: what it hid shows again', () => {
    const map = makeMap({
      nodes: [makeNode('a', undefined, { showDescendants: false }), makeNode('b')],
      connections: [makeConnection('ab', 'a', 'b')],
    });
    const action: MapAction = { type: 'deleteNodes', nodeIds: ['a'] };
    const result = applyAction(map, action);
    if (!result.ok) throw new Error(result.error);
    expect(redrawsWholeSceneOf(result.map, action, true, result.inverse)).toBe(true);
    const plain = applyAction(expanded, action);
    expect(plain.ok && redrawsWholeSceneOf(plain.map, action, false, plain.inverse)).toBe(false);
  });
});
