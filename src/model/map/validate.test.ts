import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadMap } from './load';
import { OFFLINE_MAP_NOT_WELL_FORMED } from './messages';
import { type MapValidationResult, validateMap, validateOfflineMap } from './validate';

type Entry = Record<string, unknown>;

interface Stored {
  [field: string]: unknown;
  nodes: Entry[];
  connections: Entry[];
  levels: Entry[];
  tags: Entry[];
  neighbourhoods: unknown[];
  settings: Entry;
}

/** A small valid stored map: two levels, a tag, three nodes, two connections. */
function storedMap(): Stored {
  return {
    id: 'map0000001',
    name: 'Cats',
    levels: [
      { id: 1, description: 'Main' },
      { id: 2, description: 'Detail' },
    ],
    tags: [{ id: 't1', description: 'Pets', selected: false }],
    nodes: [
      {
        id: 'a',
        title: 'Cats',
        colour: '#ff0000',
        tags: ['t1'],
        levels: [{ levelId: 1, position: { x: 0, y: 0 } }],
      },
      { id: 'b', title: 'Purr', levels: [{ levelId: 1, position: { x: 200, y: 0 } }] },
      { id: 'c', title: 'Fur', levels: [{ levelId: 2, position: { x: 0, y: 100 } }] },
    ],
    connections: [
      { id: 'ab', from: 'a', to: 'b', type: 3, levelId: 1, strength: 50, relevance: 80 },
      { id: 'bc', from: 'b', to: 'c', levelId: 2, waypoints: [{ id: 'w', position: { x: 5, y: 5 } }] },
    ],
    neighbourhoods: [{ id: 'h', rootNodeId: 'a', nodeIds: ['b'] }],
    settings: { version: 4, positiveTruthColour: '#00ff00', defaultConnectionType: 1 },
    currentNodeId: 'b',
    workspaceBounds: { minX: -100, minY: -100, maxX: 1000, maxY: 1000 },
  };
}

function errorsOf(result: MapValidationResult): string[] {
  return result.ok ? [] : result.errors;
}

/** The errors of the stored map after `change` edits a copy of it. */
function errorsAfter(change: (map: Stored) => void): string[] {
  const map = storedMap();
  change(map);
  return errorsOf(validateMap(map));
}

describe('validateMap', () => {
  it('accepts a valid map and returns it loaded', () => {
    const raw = storedMap();
    const result = validateMap(raw);
    expect(result).toEqual({ ok: true, map: loadMap(raw) });
  });

  it('accepts a legacy map and a map without any optional field', () => {
    const legacy = {
      id: 'old',
      name: 'Old',
      levels: [{ levelId: 1, description: 'Main' }, { levelId: 2 }],
      nodes: [
        {
          id: 'a',
          primaryLevelId: 1,
          position: { x: 1, y: 1 },
          colour: '#112233',
          primaryLevelTruth: 20,
          secondaryLevelId: 2,
          secondaryPosition: { x: 2, y: 2 },
          secondaryColour: '#445566',
          secondaryLevelTruth: -20,
          mapLink: 'other',
          visibility: 'hidden',
        },
      ],
      settings: { version: 2 },
      currentLevelId: 2,
      operationMode: 'review only',
    };
    expect(validateMap(legacy).ok).toBe(true);
    expect(validateMap({}).ok).toBe(true);
    expect(validateMap({ nodes: null, connections: null, levels: null, settings: null }).ok).toBe(true);
  });

  describe('shape errors', () => {
    it('rejects a map that is not an object', () => {
      expect(errorsOf(validateMap(null))).toEqual(['map: Invalid input: expected object, received null']);
      expect(errorsOf(validateMap([]))).toEqual(['map: Invalid input: expected object, received array']);
    });

    it('names missing and empty ids', () => {
      expect(
        errorsAfter((map) => {
          map.nodes[1] = { ...map.nodes[1], id: undefined };
          map.connections[0] = { ...map.connections[0], to: '' };
        }),
      ).toEqual(['nodes[1].id: is required', 'connections[0].to: must not be empty']);
    });

    const notColour = (path: string, value: string) =>
      `${path}: must be a 6-digit hex colour such as #1a2b3c or a palette colour's name such as red, not '${value}'`;

    it('rejects colours that are neither 6-digit hex nor a palette name', () => {
      expect(
        errorsAfter((map) => {
          map.nodes[0] = { ...map.nodes[0], colour: 'crimson' };
          map.connections[1] = { ...map.connections[1], colour: '#fff' };
          map.settings.positiveTruthColour = '#00ff0';
        }),
      ).toEqual([
        notColour('nodes[0].colour', 'crimson'),
        notColour('connections[1].colour', '#fff'),
        notColour('settings.positiveTruthColour', '#00ff0'),
      ]);
    });

    it('accepts palette names as colours, in any case', () => {
      expect(
        errorsAfter((map) => {
          map.nodes[0] = { ...map.nodes[0], colour: 'Red' };
          map.connections[1] = { ...map.connections[1], colour: 'blue' };
          map.settings.positiveTruthColour = 'GREEN';
        }),
      ).toEqual([]);
    });

    it('rejects a node level colour and a legacy secondary colour that are not colours', () => {
      expect(
        errorsAfter((map) => {
          map.nodes[2] = {
            ...map.nodes[2],
            levels: [{ levelId: 2, position: { x: 0, y: 0 }, colour: 'navy' }],
          };
          map.nodes[1] = { ...map.nodes[1], secondaryColour: 'lime' };
        }),
      ).toEqual([
        notColour('nodes[1].secondaryColour', 'lime'),
        notColour('nodes[2].levels[0].colour', 'navy'),
      ]);
    });

    it('rejects strengths and truths outside -100..100 and relevance outside 0..100', () => {
      expect(
        errorsAfter((map) => {
          map.connections[0] = { ...map.connections[0], strength: 101, relevance: -1 };
          map.nodes[0] = { ...map.nodes[0], strength: -150, truth: 100.5 };
        }),
      ).toEqual([
        'nodes[0].strength: must be between -100 and 100, not -150',
        'nodes[0].truth: must be between -100 and 100, not 100.5',
        'connections[0].strength: must be between -100 and 100, not 101',
        'connections[0].relevance: must be between 0 and 100, not -1',
      ]);
    });

    it('rejects unknown connection types, operators and other enumerated values', () => {
      expect(
        errorsAfter((map) => {
          map.connections[0] = { ...map.connections[0], type: 9 };
          map.settings.defaultConnectionType = 0;
          map.nodes[0] = {
            ...map.nodes[0],
            operator: 14,
            titleFontSize: 'huge',
            visibility: 'gone',
          };
          map.connections[1] = {
            ...map.connections[1],
            lineType: 'zigzag',
            fallacyType: 'Straw Man',
            claimType: 'Odd',
          };
          map.accessRight = 'owner';
        }),
      ).toEqual([
        "nodes[0].titleFontSize: unknown font size 'huge'; expected one of 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large'",
        'nodes[0].operator: unknown operator 14; expected one of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13',
        "nodes[0].visibility: unknown visibility 'gone'; expected one of 'visible', 'hidden', 'collapsed'",
        'connections[0].type: unknown connection type 9; expected one of 1, 2, 3, 4, 5, 6, 7, 8',
        "connections[1].lineType: unknown line type 'zigzag'; expected one of 'auto', 'curve', 'elbow', 'straight'",
        "connections[1].claimType: unknown claim type 'Odd'; expected one of 'Unknown', 'Irrelevant', 'Unsupported', 'Unverifiable', 'Emotional'",
        "connections[1].fallacyType: unknown fallacy type 'Straw Man'; expected one of 'unknown', 'ad hominem', 'authority', 'confirm consequent', 'correlation/causation', 'deny antecedent', 'straw man'",
        'settings.defaultConnectionType: unknown connection type 0; expected one of 1, 2, 3, 4, 5, 6, 7, 8',
        "accessRight: unknown access right 'owner'; expected one of 'none', 'view', 'facilitator', 'edit', 'admin'",
      ]);
    });

    it('rejects a wrongly typed field with its path', () => {
      expect(
        errorsAfter((map) => {
          map.nodes[0] = {
            ...map.nodes[0],
            title: 5,
            levels: [{ levelId: 1.5, position: { x: 'a', y: 0 } }],
          };
          Object.assign(map, { tags: 'pets' });
        }),
      ).toEqual([
        'nodes[0].title: Invalid input: expected string, received number',
        'nodes[0].levels[0].levelId: Invalid input: expected int, received number',
        'nodes[0].levels[0].position.x: Invalid input: expected number, received string',
        'tags: Invalid input: expected array, received string',
      ]);
    });

    it('rejects a node level without a position', () => {
      expect(
        errorsAfter((map) => {
          map.nodes[0] = { ...map.nodes[0], levels: [{ levelId: 1 }] };
        }),
      ).toEqual(['nodes[0].levels[0].position: is required']);
    });

    it('explains a malformed map link precisely', () => {
      expect(
        errorsAfter((map) => {
          map.nodes[0] = { ...map.nodes[0], mapLink: { mapId: 'm', linkType: 'web' } };
          map.nodes[1] = { ...map.nodes[1], mapLink: 7 };
        }),
      ).toEqual([
        "nodes[0].mapLink.linkType: unknown link type 'web'; expected one of 'none', 'map', 'presentation', 'lesson'",
        'nodes[1].mapLink: must be a map id or a map link with a mapId',
      ]);
    });

    it('rejects malformed neighbourhoods, levels without an id and inverted bounds', () => {
      expect(
        errorsAfter((map) => {
          Object.assign(map, {
            neighbourhoods: [5, { id: 'h', nodeIds: [1] }],
            levels: [...map.levels, { description: 'nameless' }],
            workspaceBounds: { minX: 10, maxX: 0, minY: 0, maxY: -1 },
          });
        }),
      ).toEqual([
        'levels[2].id: a level needs an id',
        'neighbourhoods[0]: must be a node id or a neighbourhood with an id',
        'neighbourhoods[1].nodeIds[0]: Invalid input: expected string, received number',
        'workspaceBounds.maxX: must not be less than minX',
        'workspaceBounds.maxY: must not be less than minY',
      ]);
    });

    it('needs an id on presentations, course items and questions and a question id on answers', () => {
      expect(
        errorsAfter((map) => {
          Object.assign(map, {
            presentations: [{ name: 'Intro' }],
            courseItems: [{ id: 3 }],
            questions: [{ id: 'q' }],
            answers: [{ mark: 'Correct' }],
          });
        }),
      ).toEqual([
        'presentations[0].id: is required',
        'courseItems[0].id: Invalid input: expected string, received number',
        'answers[0].questionId: is required',
      ]);
    });
  });

  describe('reference errors', () => {
    it('reports duplicate ids of nodes, connections, levels, tags and neighbourhoods', () => {
      expect(
        errorsAfter((map) => {
          map.nodes.push({ ...map.nodes[1], id: 'a' });
          map.connections.push({ ...map.connections[0], id: 'ab' });
          map.levels.push({ id: 2, description: 'Again' });
          map.tags.push({ id: 't1', description: 'x', selected: true });
          map.neighbourhoods.push({ id: 'h', rootNodeId: 'b', nodeIds: [] });
        }),
      ).toEqual([
        "nodes[3].id: duplicate node id 'a', also used by nodes[0]",
        'levels[2].id: duplicate level id 2, also used by levels[1]',
        "tags[1].id: duplicate tag id 't1', also used by tags[0]",
        "connections[2].id: duplicate connection id 'ab', also used by connections[0]",
        "neighbourhoods[1].id: duplicate neighbourhood id 'h', also used by neighbourhoods[0]",
      ]);
    });

    it('reports node levels that do not exist, repeat, or are missing altogether', () => {
      expect(
        errorsAfter((map) => {
          map.nodes[0] = {
            ...map.nodes[0],
            levels: [
              { levelId: 7, position: { x: 0, y: 0 } },
              { levelId: 1, position: { x: 0, y: 0 } },
              { levelId: 1, position: { x: 9, y: 9 } },
            ],
          };
          map.nodes[1] = { ...map.nodes[1], levels: [] };
        }),
      ).toEqual([
        'nodes[0].levels[0].levelId: no level with id 7',
        'nodes[0].levels[2].levelId: the node is on level 1 twice, also at nodes[0].levels[1].levelId',
        'nodes[1].levels: the node is on no level',
      ]);
    });

    it('reports a legacy node on a level that does not exist', () => {
      expect(
        errorsAfter((map) => {
          map.nodes[2] = {
            id: 'c',
            primaryLevelId: 1,
            position: { x: 0, y: 0 },
            secondaryLevelId: 9,
          };
        }),
      ).toEqual(['nodes[2].levels[1].levelId: no level with id 9']);
    });

    it('reports unknown tags on nodes', () => {
      expect(
        errorsAfter((map) => {
          map.nodes[0] = { ...map.nodes[0], tags: ['t1', 'nope'] };
        }),
      ).toEqual(["nodes[0].tags[1]: no tag with id 'nope'"]);
    });

    it('reports connections to missing nodes or levels', () => {
      expect(
        errorsAfter((map) => {
          map.connections[0] = { ...map.connections[0], from: 'zz', to: 'abc', levelId: 3 };
        }),
      ).toEqual([
        "connections[0].from: no node with id 'zz'",
        "connections[0].to: no node with id 'abc'",
        'connections[0].levelId: no level with id 3',
      ]);
    });

    it('reports neighbourhoods that refer to missing nodes, and ignores the current node older maps stored', () => {
      expect(
        errorsAfter((map) => {
          map.neighbourhoods = ['gone', { id: 'h', rootNodeId: 'a', nodeIds: ['b', 'x'] }];
          map.currentNodeId = 'q';
        }),
      ).toEqual([
        "neighbourhoods[0].rootNodeId: no node with id 'gone'",
        "neighbourhoods[1].nodeIds[1]: no node with id 'x'",
      ]);
    });
  });

  it('validates every well-formed generated map and returns exactly what loading gives', () => {
    fc.assert(
      fc.property(validMap, (raw) => {
        expect(validateMap(raw)).toEqual({ ok: true, map: loadMap(raw) });
      }),
    );
  });
});

describe('validateOfflineMap', () => {
  it('accepts a map with an id, a name and nodes', () => {
    const raw = storedMap();
    expect(validateOfflineMap(raw)).toEqual({ ok: true, map: loadMap(raw) });
  });

  it('needs an id, a name and a non-empty nodes list', () => {
    const { id, name, ...rest } = storedMap();
    const cases: unknown[] = [
      null,
      'map',
      { ...rest, name },
      { ...rest, id },
      { ...rest, id: '', name },
      { ...rest, id, name: '' },
      { ...rest, id, name, nodes: [] },
      { ...rest, id, name, nodes: 'a,b' },
      { id, name },
    ];
    for (const raw of cases)
      expect(validateOfflineMap(raw)).toEqual({ ok: false, errors: [OFFLINE_MAP_NOT_WELL_FORMED] });
    expect(OFFLINE_MAP_NOT_WELL_FORMED).toBe('The offline map is not well formed.');
  });

  it('puts the offline message before the precise errors of a well-formed but invalid map', () => {
    const raw = storedMap();
    raw.connections[0] = { ...raw.connections[0], to: 'zz' };
    expect(validateOfflineMap(raw)).toEqual({
      ok: false,
      errors: [OFFLINE_MAP_NOT_WELL_FORMED, "connections[0].to: no node with id 'zz'"],
    });
  });
});

/** Maps whose every reference holds: levels 1..n, tags, nodes on existing levels, connections between them. */
const validMap = fc
  .record({
    levelCount: fc.integer({ min: 1, max: 4 }),
    tagIds: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 3 }),
    nodeIds: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
    seed: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
    legacy: fc.boolean(),
    colour: fc.stringMatching(/^#[0-9a-fA-F]{6}$/),
    strength: fc.integer({ min: -100, max: 100 }),
  })
  .map(({ levelCount, tagIds, nodeIds, seed, legacy, colour, strength }) => {
    const pick = <T>(list: readonly T[], i: number): T =>
      list[(seed[i % seed.length] ?? 0) % list.length] as T;
    const levelIds = Array.from({ length: levelCount }, (_, i) => i + 1);
    const nodes = nodeIds.map((id, i) => {
      const levelId = pick(levelIds, i);
      const position = { x: (seed[i] ?? 0) * 7 - 3000, y: (seed[i + 1] ?? 0) * 5 - 3000 };
      const tags = tagIds.length > 0 ? [pick(tagIds, i + 2)] : [];
      return legacy
        ? { id, title: id, primaryLevelId: levelId, position, colour, tags, strength }
        : { id, title: id, colour, tags, strength, levels: [{ levelId, position, colour, truth: strength }] };
    });
    const connections = nodeIds.slice(1).map((to, i) => ({
      id: `c${i}`,
      from: pick(nodeIds, i + 5),
      to,
      type: pick([1, 2, 3, 4, 5, 6, 7, 8], i + 7),
      levelId: pick(levelIds, i + 9),
      strength,
    }));
    return {
      id: 'generated',
      name: 'Generated',
      levels: levelIds.map((id) => ({ id, description: `Level ${id}` })),
      tags: tagIds.map((id) => ({ id, description: id, selected: false })),
      nodes,
      connections,
      neighbourhoods: [{ id: 'h', rootNodeId: pick(nodeIds, 11), nodeIds: [pick(nodeIds, 12)] }],
      currentNodeId: pick(nodeIds, 13),
    };
  });
