import { describe, expect, it, vi } from 'vitest';
import { rendererOrFallback } from './rendererOrFallback';

describe('rendererOrFallback', () => {
  it('takes the renderer made directly, without detecting one', async () => {
    const detect = vi.fn(async () => 'detected');
    expect(await rendererOrFallback(async () => 'webgl', detect)).toEqual({
      renderer: 'webgl',
      detected: false,
    });
    expect(detect).not.toHaveBeenCalled();
  });

  it('detects a renderer when the direct one fails', async () => {
    const failing = async (): Promise<string> => {
      throw new Error('This browser does not support WebGL.');
    };
    expect(await rendererOrFallback(failing, async () => 'canvas')).toEqual({
      renderer: 'canvas',
      detected: true,
    });
  });
});
