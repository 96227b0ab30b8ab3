import { describe, expect, it } from 'vitest';
import type { MapAction } from '../../src/model/actions/types';
import { presentedMap } from '../../src/model/presentation/testPresentations';
import { replayStateOf } from '../../src/model/presentation/view';
import { createSession } from '../../src/model/session/create';
import { sceneUpdateOf } from './sceneUpdate';

describe('sceneUpdateOf', () => {
  // Six nodes: a replayed state touching more than a quarter of them (two or more) is a new scene.
  const map = { ...presentedMap, currentLevelId: 1 };
  const seek: MapAction = { type: 'setReplayState', state: replayStateOf(createSession()) };
  const touching = (action: MapAction, nodes: string[], connections: string[] = []) =>
    sceneUpdateOf(map, { action, changed: { nodes, connections, parts: [] } }, 1).kind;

  it('draws the views of the few ids a replayed state touched', () => {
    expect(touching(seek, ['a'])).toBe('views');
  });

  it('draws a whole new scene for a replayed state touching many, as hiding or showing all does', () => {
    expect(touching(seek, ['a', 'b'])).toBe('whole');
    expect(touching(seek, ['a'], ['ab'])).toBe('whole');
  });

  it('keeps the views of any other change, however many ids it touched', () => {
    expect(touching({ type: 'setSelection', nodeIds: ['a', 'b', 'c'] }, ['a', 'b', 'c', 'd', 'e', 'f'])).toBe(
      'views',
    );
  });
});
