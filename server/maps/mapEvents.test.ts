import { describe, expect, it } from 'vitest';
import { MapEvents } from './mapEvents';

describe('MapEvents', () => {
  it('tells every listener, even past one that throws, until it unsubscribes', () => {
    const events = new MapEvents();
    const heard: string[] = [];
    events.on('updated', () => {
      throw new Error('a broken listener');
    });
    const stop = events.on('updated', ({ mapId }) => heard.push(mapId));
    events.on('accessRevoked', ({ userId }) => heard.push(`revoked ${userId}`));
    events.emit('updated', { mapId: 'map0000001', version: 2, updated: 'now' });
    events.emit('accessRevoked', { mapId: 'map0000001', userId: 'user000001' });
    stop();
    events.emit('updated', { mapId: 'map0000002', version: 2, updated: 'now' });
    expect(heard).toEqual(['map0000001', 'revoked user000001']);
  });
});
