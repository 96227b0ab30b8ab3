/**
 * Test helpers (not exported from the library): entities with every field varied, and the map as the next
 * load gives it.
 */
import fc from 'fast-check';
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
import { EntityList } from './entityList';
import { loadMap } from './load';
import type { MapDocument } from './types';

/** The map as the next load gives it. */
export function reloaded(map: MapDocument): MapDocument {
  return loadMap(cloneMap(map));
}

/** A deep copy of a map (structuredClone alone keeps no entity list: it copies their entries as arrays). */
export function cloneMap(map: MapDocument): MapDocument {
  const copy = structuredClone({
    ...map,
    nodes: map.nodes.toArray(),
    connections: map.connections.toArray(),
  });
  return { ...copy, nodes: EntityList.from(copy.nodes), connections: EntityList.from(copy.connections) };
}

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
