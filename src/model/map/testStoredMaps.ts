/**
 * Test helpers (not exported from the library): maps with the view state and selection an editing session
 * leaves on them, entities with every field varied, and the map as the next load gives it.
 */
import fc from 'fast-check';
import { arbitraryMap } from '../actions/testMaps';
import {
  CONNECTION_LOCATIONS,
  CONNECTION_TYPES,
  FALLACY_TYPES,
  FONT_SIZE_NAMES,
  LINE_TYPES,
  LINK_TYPES,
  NODE_SUB_TYPES,
  OPERATORS,
  TRUTH_ISSUE_CATEGORIES,
  VISIBILITIES,
} from './constants';
import { loadMap } from './load';
import { TRANSIENT_MAP_FIELDS, TRANSIENT_NODE_FIELDS } from './stored';
import type { MapDocument } from './types';

/** The map as the next load gives it: its transient fields deleted one by one, then loaded. */
export function reloaded(map: MapDocument): MapDocument {
  const raw: Record<string, unknown> = { ...structuredClone(map) };
  for (const field of TRANSIENT_MAP_FIELDS) delete raw[field];
  raw.nodes = map.nodes.map((node) => {
    const copy: Record<string, unknown> = { ...node };
    for (const field of TRANSIENT_NODE_FIELDS) delete copy[field];
    return copy;
  });
  return loadMap(raw);
}

/** Valid maps with some of the rights, view state and selection a session leaves on them. */
export const editedMap: fc.Arbitrary<MapDocument> = fc
  .record({
    map: arbitraryMap,
    selected: fc.array(fc.nat(), { maxLength: 3 }),
    modified: fc.boolean(),
    operationMode: fc.constantFrom('edit', 'review', 'liveEdit'),
    accessRight: fc.constantFrom('view', 'admin'),
  } as const)
  .map(({ map, selected, ...state }): MapDocument => {
    const chosen = new Set(selected.map((n) => map.nodes[n % Math.max(map.nodes.length, 1)]?.id));
    const nodes = map.nodes.map((node) =>
      chosen.has(node.id) ? { ...node, selected: true, highlight: true } : node,
    );
    return { ...map, ...state, nodes, hasEditRights: true, shares: [{ userId: 'u1' }] };
  });

const small = fc.integer({ min: -100, max: 100 });
const size = fc.integer({ min: 1, max: 500 });
const colour = fc.constantFrom('#000000', '#112233', '#ffffff');
const position = fc.record({ x: small, y: small });
const text = fc.constantFrom('', 'always', 'never', 'Cells');

/** A stored node with any of its fields present, each holding a default or another valid value. */
export const rawNode = fc.record(
  {
    id: fc.constant('n1'),
    title: text,
    titleFontSize: fc.constantFrom(...FONT_SIZE_NAMES),
    colour,
    colourOverride: fc.boolean(),
    operator: fc.constantFrom(...OPERATORS),
    subType: fc.constantFrom(...NODE_SUB_TYPES),
    showContent: fc.boolean(),
    showDefaultContent: fc.boolean(),
    contentWidth: size,
    contentHeight: size,
    nodeWidth: size,
    nodeHeight: size,
    levels: fc.array(fc.record({ levelId: fc.constantFrom(1, 2), position, colour, truth: small }), {
      minLength: 1,
      maxLength: 2,
    }),
    tags: fc.constantFrom([], ['t1']),
    visibility: fc.constantFrom(...VISIBILITIES),
    showAscendants: fc.boolean(),
    showDescendants: fc.boolean(),
    strength: fc.option(small),
    ignoreManualStrength: fc.boolean(),
    truth: small,
    reverseTruth: fc.boolean(),
    reverseTruthCondition: text,
    mapLink: fc.record({ mapId: fc.constant('m2'), linkType: fc.constantFrom(...LINK_TYPES) }),
    wikiWords: fc.constantFrom([], ['cell']),
    prose: fc.constantFrom([{ type: 'paragraph', children: [{ text: 'x' }] }]),
  },
  { requiredKeys: ['id', 'levels'] },
);

/** A stored connection with any of its fields present. */
export const rawConnection = fc.record(
  {
    id: fc.constant('c1'),
    from: fc.constant('n1'),
    to: fc.constant('n1'),
    type: fc.constantFrom(...CONNECTION_TYPES),
    levelId: fc.constantFrom(1, 2),
    content: text,
    colour,
    width: size,
    strength: small,
    reverseStrength: fc.boolean(),
    reverseStrengthCondition: text,
    relevance: fc.integer({ min: 0, max: 100 }),
    labelFontSize: fc.constantFrom(...FONT_SIZE_NAMES),
    lineType: fc.constantFrom(...LINE_TYPES),
    fromLocation: fc.constantFrom(...CONNECTION_LOCATIONS),
    toLocation: fc.constantFrom(...CONNECTION_LOCATIONS),
    waypoints: fc.array(fc.record({ id: fc.constantFrom('w1', 'w2'), position }), { maxLength: 2 }),
    visibility: fc.constantFrom(...VISIBILITIES),
    fromHidden: fc.boolean(),
    toHidden: fc.boolean(),
    claimType: fc.constantFrom(...TRUTH_ISSUE_CATEGORIES),
    fallacyType: fc.constantFrom(...FALLACY_TYPES),
  },
  { requiredKeys: ['id', 'from', 'to'] },
);
