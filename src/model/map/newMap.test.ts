import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKSPACE_BOUNDS } from './constants';
import { newMapDocument } from './newMap';
import { DEFAULT_MAP_SETTINGS } from './settings';
import { storedMapDocument } from './stored';
import { validateMap } from './validate';

describe('newMapDocument', () => {
  it("is empty, with the default level 'Main', current settings and the default bounds", () => {
    const map = newMapDocument({ id: 'abcdefghij', name: 'Cells' });
    expect(map).toMatchObject({
      id: 'abcdefghij',
      name: 'Cells',
      nodes: [],
      connections: [],
      levels: [{ id: 1, description: 'Main' }],
      settings: { ...DEFAULT_MAP_SETTINGS, version: 4 },
      workspaceBounds: DEFAULT_WORKSPACE_BOUNDS,
    });
  });

  it('is a valid map', () => {
    expect(validateMap(storedMapDocument(newMapDocument({ id: 'abcdefghij', name: 'Cells' }))).ok).toBe(true);
  });
});
