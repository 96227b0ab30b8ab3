/** Schemas of the connection actions a live-edit client may send (./schema.ts), and of the connection they create. */
import { z } from 'zod';
import type { Connection, Waypoint } from '../map/connection';
import {
  CONNECTION_LOCATIONS,
  CONNECTION_TYPES,
  FALLACY_TYPES,
  FONT_SIZE_NAMES,
  LINE_TYPES,
  REVERSE_CONDITIONS,
  TRUTH_ISSUE_CATEGORIES,
  VISIBILITIES,
} from '../map/constants';
import { id, integer, oneOf, position, relevance, size, strength } from '../map/schema';
import { type ActionSchemas, hexColour, ids, richText } from './schemaParts';
import type { UserEditType } from './traits';
import type { ConnectionAction, ConnectionAttributes } from './types';

const connectionType = oneOf('connection type', CONNECTION_TYPES);
const location = oneOf('location', CONNECTION_LOCATIONS);
const fontSize = oneOf('font size', FONT_SIZE_NAMES);
const lineType = oneOf('line type', LINE_TYPES);
const visibility = oneOf('visibility', VISIBILITIES);
const claimType = oneOf('claim type', TRUTH_ISSUE_CATEGORIES);
const fallacyType = oneOf('fallacy type', FALLACY_TYPES);

const waypoints = z.array(z.strictObject({ id, position }) satisfies z.ZodType<Waypoint>);

const connection = z.strictObject({
  id,
  from: id,
  to: id,
  type: connectionType,
  levelId: integer,
  content: z.string(),
  prose: richText.optional(),
  colour: hexColour.optional(),
  width: size.optional(),
  strength,
  reverseStrength: z.boolean(),
  // Any text, as the connection type has it: a condition the calculation does not know reads as 'always'.
  reverseStrengthCondition: z.string(),
  relevance,
  labelFontSize: fontSize,
  lineType,
  fromLocation: location,
  toLocation: location,
  waypoints,
  visibility,
  fromHidden: z.boolean(),
  toHidden: z.boolean(),
  claimType: claimType.optional(),
  fallacyType: fallacyType.optional(),
}) satisfies z.ZodType<Connection>;

/** Null removes an optional field. */
const connectionAttributes = z.strictObject({
  content: z.string().optional(),
  prose: richText.nullable().optional(),
  strength: strength.optional(),
  reverseStrength: z.boolean().optional(),
  reverseStrengthCondition: oneOf('reverse condition', REVERSE_CONDITIONS).optional(),
  relevance: relevance.optional(),
  colour: hexColour.nullable().optional(),
  width: size.nullable().optional(),
  claimType: claimType.nullable().optional(),
  fallacyType: fallacyType.nullable().optional(),
  visibility: visibility.optional(),
  lineType: lineType.optional(),
  fromLocation: location.optional(),
  toLocation: location.optional(),
  labelFontSize: fontSize.optional(),
  waypoints: waypoints.optional(),
}) satisfies z.ZodType<ConnectionAttributes>;

type SendableConnectionType = Extract<UserEditType, ConnectionAction['type']>;

export const connectionActionSchemas = {
  createConnection: z.strictObject({ type: z.literal('createConnection'), connection }),
  deleteConnections: z.strictObject({ type: z.literal('deleteConnections'), connectionIds: ids }),
  changeConnectionType: z.strictObject({
    type: z.literal('changeConnectionType'),
    connectionId: id,
    connectionType,
    strength: strength.optional(),
  }),
  setConnectionAttributes: z.strictObject({
    type: z.literal('setConnectionAttributes'),
    connectionId: id,
    attributes: connectionAttributes,
  }),
} satisfies ActionSchemas<SendableConnectionType>;
