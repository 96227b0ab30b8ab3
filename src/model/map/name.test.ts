import { describe, expect, it } from 'vitest';
import { checkMapName, MAP_NAME_MAX } from './name';

describe('checkMapName', () => {
  it('trims the name', () => {
    expect(checkMapName('  Cells ')).toEqual({ ok: true, name: 'Cells' });
  });

  it('refuses an empty or blank name', () => {
    for (const name of ['', '   '])
      expect(checkMapName(name)).toEqual({ ok: false, error: 'The map needs a name.' });
  });

  it(`refuses a name over ${MAP_NAME_MAX} characters`, () => {
    expect(checkMapName('x'.repeat(MAP_NAME_MAX)).ok).toBe(true);
    expect(checkMapName('x'.repeat(MAP_NAME_MAX + 1))).toEqual({
      ok: false,
      error: `The map name must be at most ${MAP_NAME_MAX} characters.`,
    });
  });
});
