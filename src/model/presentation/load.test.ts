import { describe, expect, it } from 'vitest';
import { nodesUsedInPresentations } from '../actions/presentationUsage';
import { makeMap, makeNode } from '../actions/testMaps';
import { PRESENTATION_DEFAULTS } from './constants';
import { isLesson, loadPresentation, newPresentation } from './load';

describe('loading presentations', () => {
  it('gives a new presentation the spec defaults', () => {
    expect(newPresentation('p')).toMatchObject({
      name: 'New Presentation',
      type: 'standard',
      playbackSpeed: 1,
      videoShow: 'Video auto',
      muted: false,
      sequence: [],
    });
    expect(PRESENTATION_DEFAULTS.name).toBe('New Presentation');
  });

  it('reads a legacy sequence: upper-case types, node ids under nodes or nodeId, times as strings', () => {
    const { presentation, unreadSteps } = loadPresentation({
      id: 'p',
      name: 'Old',
      type: 'LESSON',
      sequence: [
        { action: { type: 'HIDE_ALL_NODES' }, timeSync: { timestamp: 0 } },
        { action: { type: 'SHOW_NODES', nodes: ['a', 'b'] }, timeSync: { timestamp: '1500' } },
        { action: { type: 'SELECT_NODE' }, nodeId: 'a', timestamp: 2000, transitionAutomatically: true },
        { action: { type: 'CHANGE_LEVEL', levelId: '2' } },
        { action: { type: 'CHANGE_STRENGTH', nodeId: 'b', strength: 30 } },
        { action: { type: 'TELEPORT' } },
        'nonsense',
        { action: { type: 'SHOW_ALL_NODES_EXCEPT', nodeIds: [] }, timeSync: { timestamp: 1e8 } },
      ],
      media: { type: 'audio', url: '/a/media/x', duration: 12 },
    });
    expect(unreadSteps).toBe(2);
    expect(presentation.type).toBe('lesson');
    expect(presentation.media).toEqual({ type: 'audio', url: '/a/media/x', duration: 12 });
    expect(presentation.sequence).toEqual([
      { action: { type: 'hideAllNodes' }, timeSync: { timestamp: 0 } },
      { action: { type: 'showNodes', nodeIds: ['a', 'b'] }, timeSync: { timestamp: 1500 }, nodeId: 'a' },
      {
        action: { type: 'setSelection', nodeIds: ['a'] },
        timeSync: { timestamp: 2000 },
        transitionAutomatically: true,
        nodeId: 'a',
      },
      { action: { type: 'setCurrentLevel', levelId: 2 } },
      { action: { type: 'changeStrength', nodeId: 'b', strength: 30 }, nodeId: 'b' },
      { action: { type: 'showAllNodesExcept', nodeIds: [] }, timeSync: { timestamp: 1e8 } },
    ]);
    expect(isLesson({ id: 'p', type: 'lesson' })).toBe(true);
    expect(isLesson({ id: 'p' })).toBe(false);
  });

  it('reads its own saved form back unchanged', () => {
    const saved = newPresentation('p', {
      name: 'Mine',
      sequence: [
        { action: { type: 'jumpToLocation', nodeIds: ['c'] }, timeSync: { timestamp: 5 }, nodeId: 'c' },
      ],
      videos: [{ id: 'v', url: '/a/media/v', duration: 3, localVideo: true, localVideoName: 'clip.webm' }],
      playbackSpeed: 1.5,
    });
    expect(loadPresentation({ ...saved }).presentation).toEqual(saved);
  });

  it('counts every node a step names as used, so deleting it is refused', () => {
    const map = makeMap({
      nodes: [makeNode('a'), makeNode('b'), makeNode('c'), makeNode('d')],
      presentations: [
        { id: 'p', sequence: [{ action: { type: 'SHOW_NODES', nodes: ['a', 'b'] } }] },
        { id: 'q', sequence: [{ action: { type: 'changeStrength', nodeId: 'c', strength: 1 } }] },
      ],
    });
    expect(nodesUsedInPresentations(map, ['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
  });
});
