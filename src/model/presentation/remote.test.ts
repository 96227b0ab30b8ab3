import { describe, expect, it } from 'vitest';
import { ACTION_MODE } from './constants';
import { REMOTE_ACTION_MAX_CHARS, readRemotePayload } from './remote';

const about = { mapId: 'map1', presentationId: 'pres1' };

describe('replayStatus payload', () => {
  it('reads the status in any case as upper case and drops unknown fields', () => {
    const sent = { ...about, status: 'playing', timestamp: 1500.5, replayIndex: 2, extra: 'x' };
    expect(readRemotePayload('replayStatus', sent)).toEqual({
      ...about,
      status: 'PLAYING',
      timestamp: 1500.5,
      replayIndex: 2,
    });
    expect(readRemotePayload('replayStatus', { ...sent, status: 'Stopped' })?.status).toBe('STOPPED');
  });

  it.each([
    ['an unknown status', { status: 'play' }],
    ['a negative timestamp', { timestamp: -1 }],
    ['an endless timestamp', { timestamp: Number.POSITIVE_INFINITY }],
    ['a timestamp as text', { timestamp: '10' }],
    ['a fractional replay index', { replayIndex: 1.5 }],
    ['a negative replay index', { replayIndex: -1 }],
    ['no presentation', { presentationId: undefined }],
    ['an empty map id', { mapId: '' }],
  ])('refuses %s', (_case, change) => {
    const sent = { ...about, status: 'PAUSED', timestamp: 0, replayIndex: 0, ...change };
    expect(readRemotePayload('replayStatus', sent)).toBeUndefined();
  });
});

describe('action payload', () => {
  const step = { type: 'showNodes', nodeIds: ['n1', 'n2'] };

  it('keeps the step whole and each action mode', () => {
    for (const actionMode of Object.values(ACTION_MODE)) {
      expect(readRemotePayload('action', { ...about, actionMode, action: step })).toEqual({
        ...about,
        actionMode,
        action: step,
      });
    }
  });

  it.each([
    ['an unknown action mode', { actionMode: 'broadcast' }],
    ['no action mode', { actionMode: undefined }],
    ['a step without a type', { action: { nodeIds: [] } }],
    ['a step that is not an object', { action: 'next' }],
    ['a step over the limit', { action: { type: 'showNodes', pad: 'x'.repeat(REMOTE_ACTION_MAX_CHARS) } }],
  ])('refuses %s', (_case, change) => {
    const sent = { ...about, actionMode: ACTION_MODE.PRIMARY, action: step, ...change };
    expect(readRemotePayload('action', sent)).toBeUndefined();
  });
});

describe('statusRequest payload', () => {
  it('needs a map and may name a presentation', () => {
    expect(readRemotePayload('statusRequest', { mapId: 'map1' })).toEqual({ mapId: 'map1' });
    expect(readRemotePayload('statusRequest', about)).toEqual(about);
    expect(readRemotePayload('statusRequest', { mapId: 'map1', presentationId: 7 })).toBeUndefined();
    expect(readRemotePayload('statusRequest', null)).toBeUndefined();
  });
});
