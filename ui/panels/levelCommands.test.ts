import { describe, expect, it } from 'vitest';
import { applyAction } from '../../src/model/actions/apply';
import { makeMap, makeNode } from '../../src/model/actions/testMaps';
import { joinAction, moveAction, newLevel, shiftLevelAction } from './levelCommands';

const a = makeNode('a', { 1: { x: 10, y: 20 } });
const b = makeNode('b', { 1: { x: 30, y: 40 }, 2: { x: 0, y: 0 } });
const c = makeNode('c', { 3: { x: 5, y: 6 } });
const map = makeMap({ nodes: [a, b, c] });

describe('newLevel', () => {
  it('takes a random whole-number id that no level has, so two editors cannot make the same one', () => {
    const level = newLevel(map, 'Details');
    expect(level.description).toBe('Details');
    expect(Number.isInteger(level.id)).toBe(true);
    expect(map.levels.some((existing) => existing.id === level.id)).toBe(false);
    // A random source landing on taken ids draws again.
    const draws = [0, 0, 0.5];
    const taken = { levels: [{ id: 2, description: 'Taken' }] };
    expect(newLevel(taken, 'Next', () => draws.shift() ?? 0.5).id).toBe(2 + Math.floor(0.5 * (2 ** 31 - 2)));
  });
});

describe('shiftLevelAction', () => {
  const ids = (levels: readonly { id: number }[]) => levels.map((level) => level.id);
  const shifted = (levelId: number, direction: 'up' | 'down') => {
    const action = shiftLevelAction(map.levels, levelId, direction);
    if (action === null) return null;
    const result = applyAction(map, action);
    return result.ok ? ids(result.map.levels) : result.error;
  };

  it('moves a level one place up or down by naming the level it is to follow', () => {
    expect(shiftLevelAction(map.levels, 3, 'up')).toEqual({ type: 'moveLevel', levelId: 3, after: 1 });
    expect(shifted(3, 'up')).toEqual([1, 3, 2]);
    expect(shifted(2, 'up')).toEqual([2, 1, 3]);
    expect(shifted(1, 'down')).toEqual([2, 1, 3]);
    expect(shifted(2, 'down')).toEqual([1, 3, 2]);
  });

  it('offers nothing past either end or for a level the map lacks', () => {
    expect(shiftLevelAction(map.levels, 1, 'up')).toBeNull();
    expect(shiftLevelAction(map.levels, 3, 'down')).toBeNull();
    expect(shiftLevelAction(map.levels, 9, 'up')).toBeNull();
  });
});

describe('joinAction', () => {
  it('joins the nodes not yet on the level at their place on the current level, else their first level', () => {
    expect(joinAction([a, b, c], 2, 1)).toEqual({
      type: 'joinNodesToLevel',
      levelId: 2,
      joins: [
        { nodeId: 'a', position: { x: 10, y: 20 } },
        { nodeId: 'c', position: { x: 5, y: 6 } },
      ],
    });
    expect(joinAction([b], 2, 1)).toBeNull();
  });
});

describe('moveAction', () => {
  it('joins the level and leaves the current one, as the model applies it', () => {
    const action = moveAction([a, b], 3, 1);
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

  it('does nothing for the current level or nodes not on it', () => {
    expect(moveAction([a], 1, 1)).toBeNull();
    expect(moveAction([c], 2, 1)).toBeNull();
  });
});
