import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKSPACE_BOUNDS } from './constants';
import { loadMap, mapContentPositions } from './load';
import { DEFAULT_MAP_SETTINGS } from './settings';

describe('loadMap', () => {
  it('defaults every missing list to empty and adds the default level', () => {
    const map = loadMap({ id: 'map1', name: 'Cats' });
    expect(map).toEqual({
      id: 'map1',
      courseId: null,
      name: 'Cats',
      updated: null,
      created: null,
      nodes: [],
      connections: [],
      presentations: [],
      courseItems: [],
      questions: [],
      answers: [],
      levels: [{ id: 1, description: 'Main' }],
      tags: [],
      settings: DEFAULT_MAP_SETTINGS,
      overviewProse: null,
      userNoteTemplate: null,
      userAdditions: null,
      neighbourhoods: [],
      proseContent: null,
      lastUpdated: null,
      workspaceBounds: DEFAULT_WORKSPACE_BOUNDS,
    });
  });

  it('reads anything that is not an object as an empty new map', () => {
    for (const raw of [null, undefined, 42, 'map', [1, 2]]) {
      const map = loadMap(raw);
      expect(map.id).toMatch(/^[0-9A-Za-z]{10}$/);
      expect(map.nodes).toEqual([]);
      expect(map.levels).toEqual([{ id: 1, description: 'Main' }]);
    }
  });

  it('keeps the stored document fields and reads none of the viewer state older maps stored', () => {
    const map = loadMap({
      id: 'm',
      courseId: 'c1',
      updated: '2026-01-02T00:00:00Z',
      created: '2025-01-02T00:00:00Z',
      lastUpdated: '2026-01-03T00:00:00Z',
      accessRight: 'view',
      hasEditRights: true,
      canPersonalise: true,
      modified: true,
      currentNodeId: 'n1',
      currentLevelId: 3,
      routeToCurrentLevel: [1, 3],
      operationMode: 'edit',
      shares: [{ userId: 'u1' }],
      nodes: [
        { id: 'n1', levels: [{ levelId: 1, position: { x: 0, y: 0 } }], selected: true, highlight: true },
      ],
    });
    expect(map).toMatchObject({
      courseId: 'c1',
      updated: '2026-01-02T00:00:00Z',
      created: '2025-01-02T00:00:00Z',
      lastUpdated: '2026-01-03T00:00:00Z',
    });
    for (const field of [
      'accessRight',
      'hasEditRights',
      'canPersonalise',
      'modified',
      'currentNodeId',
      'currentLevelId',
      'routeToCurrentLevel',
      'operationMode',
      'shares',
    ])
      expect(map).not.toHaveProperty(field);
    expect(map.nodes.at(0)).not.toHaveProperty('selected');
    expect(map.nodes.at(0)).not.toHaveProperty('highlight');
  });

  describe('levels', () => {
    it('adds a missing default level first', () => {
      const map = loadMap({ levels: [{ id: 2, description: 'Two', backgroundImage: 'bg.png' }] });
      expect(map.levels).toEqual([
        { id: 1, description: 'Main' },
        { id: 2, description: 'Two', backgroundImage: 'bg.png' },
      ]);
    });

    it('keeps a stored default level as it is, where it is', () => {
      const map = loadMap({ levels: [{ id: 2 }, { id: 1, description: 'Home' }] });
      expect(map.levels).toEqual([
        { id: 2, description: '' },
        { id: 1, description: 'Home' },
      ]);
    });

    it('reads a legacy levelId as the id and drops levels without one', () => {
      const map = loadMap({ levels: [{ levelId: 1, description: 'Main' }, { description: 'lost' }, 'x'] });
      expect(map.levels).toEqual([{ id: 1, description: 'Main' }]);
    });
  });

  it('reads tags, dropping those without an id', () => {
    const map = loadMap({
      tags: [{ id: 't1', description: 'Red', selected: true }, { id: 't2' }, { description: 'x' }],
    });
    expect(map.tags).toEqual([
      { id: 't1', description: 'Red', selected: true },
      { id: 't2', description: '', selected: false },
    ]);
  });

  describe('settings', () => {
    it('keeps stored settings of the right type', () => {
      const settings = {
        version: 4,
        positiveTruthColour: '#00ff00',
        negativeTruthColour: '#ff0000',
        neutralTruthColour: '#cccccc',
        defaultConnectionType: 3,
      };
      expect(loadMap({ settings }).settings).toEqual(settings);
    });

    it('defaults missing or mistyped settings', () => {
      const { settings } = loadMap({ settings: { positiveTruthColour: 5, defaultConnectionType: 12 } });
      expect(settings).toEqual(DEFAULT_MAP_SETTINGS);
    });

    it('brings an older version up to the current one and keeps a newer one', () => {
      expect(loadMap({ settings: { version: 2 } }).settings.version).toBe(4);
      expect(loadMap({ settings: { version: 5 } }).settings.version).toBe(5);
    });
  });

  it('reads neighbourhoods, a bare id being one rooted at that node', () => {
    const map = loadMap({
      neighbourhoods: [
        'n1',
        { id: 'h2', rootNodeId: 'n2', nodeIds: ['n3', 4] },
        { id: 'h3' },
        { rootNodeId: 'n5' },
        7,
      ],
    });
    expect(map.neighbourhoods).toEqual([
      { id: 'n1', rootNodeId: 'n1', nodeIds: [] },
      { id: 'h2', rootNodeId: 'n2', nodeIds: ['n3'] },
      { id: 'h3', rootNodeId: 'h3', nodeIds: [] },
    ]);
  });

  it('keeps presentations, course items, questions and answers as received when they have an id', () => {
    const presentation = { id: 'p1', name: 'Intro', sequence: [{ action: { type: 'move' } }] };
    const map = loadMap({
      presentations: [presentation, { name: 'no id' }],
      courseItems: [{ id: 'ci', name: 'Module', items: [] }, 3],
      questions: [{ id: 'q1', answerType: 2 }, { answerType: 1 }],
      answers: [{ questionId: 'q1', mark: 'Correct' }, { mark: 'Wrong' }],
      overviewProse: { children: [] },
      proseContent: { a: 1 },
      userNoteTemplate: 'note',
      userAdditions: { nodes: [] },
    });
    expect(map.presentations).toEqual([presentation]);
    expect(map.presentations[0]).toBe(presentation);
    expect(map.courseItems).toEqual([{ id: 'ci', name: 'Module', items: [] }]);
    expect(map.questions).toEqual([{ id: 'q1', answerType: 2 }]);
    expect(map.answers).toEqual([{ questionId: 'q1', mark: 'Correct' }]);
    expect(map).toMatchObject({
      overviewProse: { children: [] },
      proseContent: { a: 1 },
      userNoteTemplate: 'note',
      userAdditions: { nodes: [] },
    });
  });

  it('loads nodes and connections with their own rules', () => {
    const map = loadMap({
      nodes: [{ id: 'a', visibility: 'hidden', mapLink: 'm2', primaryLevelId: 1, position: { x: 1, y: 2 } }],
      connections: [{ id: 'c', from: 'a', to: 'a' }],
    });
    expect(map.nodes.at(0)).toMatchObject({
      visibility: 'visible',
      mapLink: { mapId: 'm2', linkType: 'map' },
      levels: [{ levelId: 1, position: { x: 1, y: 2 } }],
    });
    expect(map.connections.at(0)).toMatchObject({ type: 1, relevance: 100 });
  });

  describe('workspace bounds', () => {
    const node = (x: number, y: number, levelId = 1) => ({
      id: `n${x}${y}`,
      levels: [{ levelId, position: { x, y } }],
    });

    it('keeps stored bounds that hold the content', () => {
      const stored = { minX: 0, minY: 0, maxX: 100, maxY: 100 };
      expect(loadMap({ workspaceBounds: stored, nodes: [node(50, 50)] }).workspaceBounds).toEqual(stored);
    });

    it('uses the defaults for missing or malformed bounds', () => {
      for (const workspaceBounds of [undefined, { minX: 0 }, { minX: 10, maxX: 0, minY: 0, maxY: 0 }, 'big'])
        expect(loadMap({ workspaceBounds }).workspaceBounds).toEqual(DEFAULT_WORKSPACE_BOUNDS);
    });

    it('grows to contain every node position on every level and every waypoint', () => {
      const map = loadMap({
        levels: [{ id: 1 }, { id: 2 }],
        nodes: [
          node(5000, 10),
          {
            id: 'legacy',
            primaryLevelId: 1,
            position: { x: 0, y: 0 },
            secondaryLevelId: 2,
            secondaryPosition: { x: -2500, y: 0 },
          },
        ],
        connections: [{ id: 'c', from: 'a', to: 'b', waypoints: [{ id: 'w', position: { x: 0, y: 4000 } }] }],
      });
      expect(map.workspaceBounds).toEqual({ minX: -2500, minY: -2000, maxX: 5000, maxY: 4000 });
      expect([...mapContentPositions(map.nodes, map.connections)]).toHaveLength(4);
    });
  });
});

describe('loadMap properties', () => {
  const coordinate = fc.integer({ min: -10_000, max: 10_000 });
  const position = fc.record({ x: coordinate, y: coordinate });
  const levelId = fc.integer({ min: 0, max: 5 });
  const colour = fc.oneof(fc.constant('#a1b2c3'), fc.string());
  const nodeLevel = fc.record(
    { levelId, position, colour, truth: fc.integer({ min: -150, max: 150 }) },
    { requiredKeys: ['levelId'] },
  );
  const modernNode = fc.record(
    {
      id: fc.string(),
      title: fc.string(),
      levels: fc.array(nodeLevel, { maxLength: 3 }),
      visibility: fc.constantFrom('visible', 'hidden', 'collapsed', 'gone'),
      mapLink: fc.oneof(
        fc.string(),
        fc.record({ mapId: fc.string(), linkType: fc.string() }),
        fc.constant(null),
      ),
      tags: fc.array(fc.oneof(fc.string(), fc.integer())),
      strength: fc.oneof(fc.integer(), fc.constant(null)),
      prose: fc.jsonValue(),
    },
    { requiredKeys: [] },
  );
  const legacyNode = fc.record(
    {
      id: fc.string(),
      primaryLevelId: levelId,
      position,
      colour,
      primaryLevelTruth: fc.integer(),
      secondaryLevelId: fc.oneof(levelId, fc.constant(null)),
      secondaryPosition: position,
      secondaryColour: colour,
      secondaryLevelTruth: fc.integer(),
      levels: fc.constant([]),
    },
    { requiredKeys: [] },
  );
  const connection = fc.record(
    {
      id: fc.string(),
      from: fc.string(),
      to: fc.string(),
      type: fc.integer({ min: 0, max: 9 }),
      levelId,
      waypoints: fc.array(fc.record({ id: fc.string(), position }, { requiredKeys: ['position'] }), {
        maxLength: 2,
      }),
      claimType: fc.constantFrom('Unknown', 'Emotional', 'Other'),
    },
    { requiredKeys: [] },
  );
  const rawMap = fc.record(
    {
      id: fc.string(),
      name: fc.string(),
      nodes: fc.array(fc.oneof(modernNode, legacyNode, fc.anything()), { maxLength: 6 }),
      connections: fc.array(fc.oneof(connection, fc.anything()), { maxLength: 6 }),
      levels: fc.array(
        fc.oneof(fc.record({ id: levelId, description: fc.string() }), fc.record({ levelId }), fc.anything()),
        { maxLength: 4 },
      ),
      tags: fc.array(fc.record({ id: fc.string(), description: fc.string() }), { maxLength: 3 }),
      settings: fc.record(
        { version: fc.integer({ min: 0, max: 9 }), defaultConnectionType: fc.integer() },
        { requiredKeys: [] },
      ),
      neighbourhoods: fc.array(
        fc.oneof(fc.string(), fc.record({ id: fc.string(), nodeIds: fc.array(fc.string()) })),
        { maxLength: 3 },
      ),
      presentations: fc.array(fc.oneof(fc.record({ id: fc.string() }), fc.anything()), { maxLength: 2 }),
      workspaceBounds: fc.oneof(
        fc.record({ minX: coordinate, minY: coordinate, maxX: coordinate, maxY: coordinate }),
        fc.anything(),
      ),
      currentLevelId: levelId,
      currentNodeId: fc.string(),
      operationMode: fc.string(),
    },
    { requiredKeys: [] },
  );

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), rawMap), (raw) => {
        loadMap(raw);
      }),
    );
  });

  it('is idempotent: loading a loaded map changes nothing', () => {
    fc.assert(
      fc.property(rawMap, (raw) => {
        const loaded = loadMap(raw);
        expect(loadMap(loaded)).toEqual(loaded);
      }),
    );
  });

  it('never mutates its input', () => {
    fc.assert(
      fc.property(rawMap, (raw) => {
        const before = structuredClone(raw);
        // Modules run in strict mode, so any write to a frozen input throws.
        loadMap(deepFreeze(raw));
        expect(raw).toEqual(before);
      }),
    );
  });

  it('always has the default level and bounds holding every position', () => {
    fc.assert(
      fc.property(rawMap, (raw) => {
        const map = loadMap(raw);
        expect(map.levels.some((level) => level.id === 1)).toBe(true);
        expect(map.nodes.every((node) => node.visibility !== 'hidden')).toBe(true);
        const { minX, minY, maxX, maxY } = map.workspaceBounds;
        for (const { x, y } of mapContentPositions(map.nodes, map.connections))
          expect(x >= minX && x <= maxX && y >= minY && y <= maxY).toBe(true);
      }),
    );
  });
});

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}
