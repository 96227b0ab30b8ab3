import { describe, expect, it } from 'vitest';
import { modifiesMap } from './modification';
import type { MapAction } from './types';

describe('modifiesMap', () => {
  it('counts every change but a selection', () => {
    expect(modifiesMap({ type: 'setNodeColour', nodeId: 'a', colour: '#112233' })).toBe(true);
    expect(modifiesMap({ type: 'moveNodes', moves: [] })).toBe(true);
    expect(modifiesMap({ type: 'setSelection', nodeIds: ['a'] })).toBe(false);
    expect(modifiesMap({ type: 'setCurrentLevel', levelId: 2 })).toBe(false);
  });

  it('counts a batch when anything in it changes the map', () => {
    const select: MapAction = { type: 'setSelection', nodeIds: ['a'] };
    expect(modifiesMap({ type: 'batch', actions: [select, select] })).toBe(false);
    expect(
      modifiesMap({ type: 'batch', actions: [select, { type: 'setNodeTitle', nodeId: 'a', title: 'x' }] }),
    ).toBe(true);
  });
});
