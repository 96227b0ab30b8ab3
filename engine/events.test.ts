import { describe, expect, it, vi } from 'vitest';
import { Emitter } from './events';

describe('Emitter', () => {
  it('delivers typed events until unsubscribed, despite a throwing listener', () => {
    const emitter = new Emitter<{ ping: { n: number } }>();
    const seen: number[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    emitter.on('ping', () => {
      throw new Error('boom');
    });
    const off = emitter.on('ping', (e) => seen.push(e.n));
    emitter.emit('ping', { n: 1 });
    off();
    emitter.emit('ping', { n: 2 });
    expect(seen).toEqual([1]);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
