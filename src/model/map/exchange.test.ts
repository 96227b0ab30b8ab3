import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryMap, makeMap, makeNode } from '../actions/testMaps';
import { exportMapFile, importMapFile, MAP_FILE_FORMAT } from './exchange';
import { storedMapDocument } from './stored';
import { reloaded } from './testStoredMaps';

const file = (version: unknown, map: unknown) => JSON.stringify({ format: MAP_FILE_FORMAT, version, map });

describe('exportMapFile', () => {
  it('writes the format, the current map version and the stored map', () => {
    const map = makeMap({ nodes: [makeNode('n1')] });
    expect(JSON.parse(exportMapFile(map))).toEqual({
      format: 'study-maps/map',
      version: 4,
      map: JSON.parse(JSON.stringify(storedMapDocument(map))),
    });
  });
});

describe('importMapFile', () => {
  it('gives back an exported map as the next load would give it', () => {
    fc.assert(
      fc.property(arbitraryMap, (map) => {
        const imported = importMapFile(exportMapFile(map));
        expect(imported).toEqual({ ok: true, map: reloaded(map) });
      }),
    );
  });

  it('reads none of the viewer state an older file holds: selection, mode, modified flag', () => {
    const map = JSON.parse(exportMapFile(makeMap({ nodes: [makeNode('n1')] }))).map;
    const older = {
      ...map,
      operationMode: 'edit',
      modified: true,
      nodes: [{ ...map.nodes[0], selected: true }],
    };
    const imported = importMapFile(file(4, older));
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.map).not.toHaveProperty('operationMode');
    expect(imported.map).not.toHaveProperty('modified');
    expect(imported.map.nodes.at(0)).not.toHaveProperty('selected');
  });

  it('converts an older file by loading its legacy shapes', () => {
    const legacyNode = {
      id: 'n1',
      title: 'Old',
      primaryLevelId: 1,
      position: { x: 10, y: 20 },
      colour: '#112233',
    };
    const imported = importMapFile(
      file(2, { id: 'old', name: 'Old map', nodes: [legacyNode], settings: { version: 2 } }),
    );
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.map.settings.version).toBe(4);
    expect(imported.map.nodes.at(0)?.levels).toEqual([
      { levelId: 1, position: { x: 10, y: 20 }, colour: '#112233', truth: 0 },
    ]);
  });

  it('refuses a file made by a newer version of the app', () => {
    expect(importMapFile(file(5, { name: 'Future' }))).toEqual({
      ok: false,
      error: 'This file was made by a newer version (5) of the app.',
    });
    expect(importMapFile(file(4, { name: 'Future', settings: { version: 7 } }))).toEqual({
      ok: false,
      error: 'This file was made by a newer version (7) of the app.',
    });
  });

  it.each([
    ['text that is not JSON', 'not json {', 'This is not a map file: it is not JSON.'],
    [
      'JSON of another format',
      JSON.stringify({ format: 'other', version: 4, map: {} }),
      'This is not a map file.',
    ],
    ['a bare map', JSON.stringify({ id: 'm1', name: 'Bare', nodes: [] }), 'This is not a map file.'],
    [
      'a file without a map',
      JSON.stringify({ format: MAP_FILE_FORMAT, version: 4 }),
      'This is not a map file.',
    ],
    [
      'a file without a version',
      JSON.stringify({ format: MAP_FILE_FORMAT, map: {} }),
      'The map file does not say which version of the app made it.',
    ],
    [
      'a version that is not a whole number',
      file('4', {}),
      'The map file does not say which version of the app made it.',
    ],
  ])('refuses %s', (_what, text, error) => {
    expect(importMapFile(text)).toEqual({ ok: false, error });
  });

  it("refuses a map that is not valid, naming the map's first error", () => {
    const nodes = [makeNode('n1'), makeNode('n1')];
    expect(importMapFile(file(4, { name: 'Twins', nodes }))).toEqual({
      ok: false,
      error: "The map file is not valid: nodes[1].id: duplicate node id 'n1', also used by nodes[0]",
    });
  });
});
