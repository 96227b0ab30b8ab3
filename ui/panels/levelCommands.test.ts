import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/model/actions/apply';
import { makeMap, makeNode } from '../../src/model/actions/testMaps';
import { joinAction, moveAction, newLevel, switchLevelAction } from './levelCommands';

const a = makeNode('a', { 1: { x: 10, y: 20 } });
const b = makeNode('b', { 1: { x: 30, y: 40 }, 2: { x: 0, y: 0 } });
const c = makeNode('c', { 3: { x: 5, y: 6 } });
const map = makeMap({ nodes: [a, b, c] });

describe('newLevel', () => {
  it('takes the next id after the highest', () => {
    expect(newLevel(map, 'Details')).toEqual({ id: 4, description: 'Details' });
    expect(newLevel({ levels: [] }, 'First')).toEqual({ id: 1, description: 'First' });
  });
});

describe('joinAction', () => {
  it('joins the nodes not yet on the level at their place on the current level, else their first level', () => {
    expect(joinAction(map, [a, b, c], 2)).toEqual({
      type: 'joinNodesToLevel',
      levelId: 2,
      joins: [
        { nodeId: 'a', position: { x: 10, y: 20 } },
        { nodeId: 'c', position: { x: 5, y: 6 } },
      ],
    });
    expect(joinAction(map, [b], 2)).toBeNull();
  });
});

describe('moveAction', () => {
  it('joins the level and leaves the current one, as the model applies it', () => {
    const action = moveAction(map, [a, b], 3);
    expect(action).not.toBeNull();
    if (!action) return;
    const result = applyAction(map, action);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const levelsOf = (id: string) =>
      result.map.nodes.find((node) => node.id === id)?.levels.map((l) => l.levelId);
    expect(levelsOf('a')).toEqual([3]);
    expect(levelsOf('b')).toEqual([2, 3]);
  });

  it('leaves the moved nodes unselected: they are out of sight', () => {
    const selected = makeMap({ nodes: [{ ...a, selected: true }, { ...b, selected: true }, c] });
    const [movedA, movedB] = selected.nodes;
    const action = movedA && movedB ? moveAction(selected, [movedA, movedB], 3) : null;
    const result = action ? applyAction(selected, action) : null;
    expect(result?.ok && result.map.nodes.filter((node) => node.selected).map((node) => node.id)).toEqual([]);
  });

  it('does nothing for the current level or nodes not on it', () => {
    expect(moveAction(map, [a], 1)).toBeNull();
    expect(moveAction(map, [c], 2)).toBeNull();
  });
});

describe('switchLevelAction', () => {
  it('moves into the level and keeps selected only the selected nodes on it', () => {
    const selected = makeMap({ nodes: [a, b, c].map((node) => ({ ...node, selected: node.id !== 'c' })) });
    expect(switchLevelAction(selected, 2)).toEqual({
      type: 'batch',
      actions: [
        { type: 'setCurrentLevel', levelId: 2 },
        { type: 'setSelection', nodeIds: ['b'] },
      ],
    });
    const result = applyAction(selected, switchLevelAction(selected, 2));
    expect(result.ok && result.map.currentLevelId).toBe(2);
    expect(result.ok && result.map.nodes.filter((node) => node.selected).map((node) => node.id)).toEqual([
      'b',
    ]);
  });
});
