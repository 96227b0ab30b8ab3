/** Generators of the attributes a node or connection action sets, for the model's property tests. */
import fc from 'fast-check';
import type { Connection } from '../map/connection';
import {
  FALLACY_TYPES,
  FONT_SIZE_NAMES,
  LINK_TYPES,
  NODE_SUB_TYPES,
  REVERSE_CONDITIONS,
  type ReverseCondition,
  TRUTH_ISSUE_CATEGORIES,
  VISIBILITIES,
} from '../map/constants';
import type { MapLink } from '../map/node';
import { FIELD_ATTRIBUTE } from './connectionEdit';
import { allowsAttribute } from './connectionRules';
import type { ConnectionAttributes, NodeAttributes } from './types';

export const hexColour = fc.constantFrom('#112233', '#abcdef', '#ffffff', '#00ff00');

const ATTRIBUTE_VALUES = {
  content: fc.string({ maxLength: 5 }),
  strength: fc.integer({ min: -120, max: 120 }),
  reverseStrength: fc.boolean(),
  reverseStrengthCondition: fc.constantFrom(...REVERSE_CONDITIONS),
  relevance: fc.integer({ min: 0, max: 100 }),
  colour: fc.option(hexColour, { nil: null }),
  width: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
  claimType: fc.option(fc.constantFrom(...TRUTH_ISSUE_CATEGORIES), { nil: null }),
  fallacyType: fc.option(fc.constantFrom(...FALLACY_TYPES), { nil: null }),
  visibility: fc.constantFrom(...VISIBILITIES),
};

/** A node's map link, now and then one the action refuses (no map id). */
export const mapLink: fc.Arbitrary<MapLink> = fc.record(
  {
    mapId: fc.constantFrom('m0000000001', 'm0000000002', ''),
    linkType: fc.constantFrom(...LINK_TYPES),
    secondaryId: fc.constantFrom('p1', 'lesson2'),
  },
  { requiredKeys: ['mapId', 'linkType'] },
);

/** Any of a node's attributes, now and then a value the action refuses. */
export const nodeAttributes: fc.Arbitrary<NodeAttributes> = fc.record(
  {
    titleFontSize: fc.constantFrom(...FONT_SIZE_NAMES),
    subType: fc.constantFrom(...NODE_SUB_TYPES),
    showContent: fc.boolean(),
    showDefaultContent: fc.boolean(),
    contentWidth: fc.integer({ min: -5, max: 500 }),
    contentHeight: fc.integer({ min: 1, max: 500 }),
    reverseTruth: fc.boolean(),
    reverseTruthCondition: fc.constantFrom(...REVERSE_CONDITIONS, 'never' as ReverseCondition),
  },
  { requiredKeys: [] },
);

/** Mostly the fields the connection's type allows, now and then any field. */
export function attributesFor(connection: Connection | undefined): fc.Arbitrary<ConnectionAttributes> {
  const keys = (Object.keys(ATTRIBUTE_VALUES) as (keyof typeof ATTRIBUTE_VALUES)[]).filter((key) => {
    const attribute = FIELD_ATTRIBUTE[key];
    return connection === undefined || attribute === undefined || allowsAttribute(connection.type, attribute);
  });
  const allowed = Object.fromEntries(
    keys.map((key) => [key, ATTRIBUTE_VALUES[key]]),
  ) as typeof ATTRIBUTE_VALUES;
  return fc.oneof(
    { weight: 4, arbitrary: fc.record(allowed, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.record(ATTRIBUTE_VALUES, { requiredKeys: [] }) },
  );
}
