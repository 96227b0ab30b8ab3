/** Schemas of the node actions a live-edit client may send (./schema.ts), and of the node they create. */
import { z } from 'zod';
import {
  ALIGNMENT_OPTIONS,
  FONT_SIZE_NAMES,
  LINK_TYPES,
  NODE_SUB_TYPES,
  OPERATORS,
  REVERSE_CONDITIONS,
  VISIBILITIES,
} from '../map/constants';
import type { MapLink, MapNode, NodeLevel } from '../map/node';
import { id, integer, oneOf, position, size, strength, workspaceBounds } from '../map/schema';
import { type ActionSchemas, hexColour, ids, richText } from './schemaParts';
import type { UserEditType } from './traits';
import type { NodeAction, NodeAttributes, NodeMove } from './types';

const nodeLevel = z.strictObject({
  levelId: integer,
  position,
  colour: hexColour,
  truth: strength,
}) satisfies z.ZodType<NodeLevel>;

const mapLink = z.strictObject({
  mapId: id,
  linkType: oneOf('link type', LINK_TYPES),
  secondaryId: z.string().optional(),
}) satisfies z.ZodType<MapLink>;

const mapNode = z.strictObject({
  id,
  title: z.string(),
  titleFontSize: oneOf('font size', FONT_SIZE_NAMES),
  colour: hexColour,
  colourOverride: z.boolean(),
  operator: oneOf('operator', OPERATORS),
  subType: oneOf('node sub type', NODE_SUB_TYPES),
  showContent: z.boolean(),
  showDefaultContent: z.boolean(),
  contentWidth: size,
  contentHeight: size,
  nodeWidth: size.optional(),
  nodeHeight: size.optional(),
  levels: z.array(nodeLevel),
  tags: ids,
  visibility: oneOf('visibility', VISIBILITIES),
  showAscendants: z.boolean(),
  showDescendants: z.boolean(),
  strength: strength.nullable(),
  ignoreManualStrength: z.boolean(),
  truth: strength,
  reverseTruth: z.boolean(),
  // Any text, as the node type has it: a condition the calculation does not know reads as 'always'.
  reverseTruthCondition: z.string(),
  mapLink: mapLink.optional(),
  wikiWords: z.array(z.string()),
  prose: richText.optional(),
}) satisfies z.ZodType<MapNode>;

const nodeAttributes = z.strictObject({
  titleFontSize: oneOf('font size', FONT_SIZE_NAMES).optional(),
  subType: oneOf('node sub type', NODE_SUB_TYPES).optional(),
  showContent: z.boolean().optional(),
  showDefaultContent: z.boolean().optional(),
  contentWidth: size.optional(),
  contentHeight: size.optional(),
  reverseTruth: z.boolean().optional(),
  reverseTruthCondition: oneOf('reverse condition', REVERSE_CONDITIONS).optional(),
}) satisfies z.ZodType<NodeAttributes>;

const moves = z.array(
  z.strictObject({ nodeId: id, levelId: integer, position }) satisfies z.ZodType<NodeMove>,
);

type SendableNodeType = Extract<UserEditType, NodeAction['type']>;

export const nodeActionSchemas = {
  createNode: z.strictObject({ type: z.literal('createNode'), node: mapNode }),
  deleteNodes: z.strictObject({
    type: z.literal('deleteNodes'),
    nodeIds: ids,
    // Sent by an undo of createNode.
    keepEmptyLevels: z.boolean().optional(),
  }),
  moveNodes: z.strictObject({ type: z.literal('moveNodes'), moves }),
  arrangeNodes: z.strictObject({
    type: z.literal('arrangeNodes'),
    arrangement: oneOf('arrangement', [...ALIGNMENT_OPTIONS, 'layered']),
    moves,
  }),
  setWorkspaceBounds: z.strictObject({ type: z.literal('setWorkspaceBounds'), bounds: workspaceBounds }),
  resizeNode: z.strictObject({
    type: z.literal('resizeNode'),
    nodeId: id,
    nodeWidth: size.nullable(),
    nodeHeight: size.nullable(),
  }),
  resizeNodeContent: z.strictObject({
    type: z.literal('resizeNodeContent'),
    nodeId: id,
    size: z.strictObject({ width: size, height: size }),
  }),
  setNodeTitle: z.strictObject({
    type: z.literal('setNodeTitle'),
    nodeId: id,
    title: z.string(),
    typing: z.boolean().optional(),
  }),
  setNodeContent: z.strictObject({
    type: z.literal('setNodeContent'),
    nodeId: id,
    prose: richText.nullable(),
  }),
  setNodeColour: z.strictObject({
    type: z.literal('setNodeColour'),
    nodeId: id,
    colour: hexColour,
    levelId: integer.optional(),
    colourOverride: z.boolean().optional(),
  }),
  setNodeOperator: z.strictObject({
    type: z.literal('setNodeOperator'),
    nodeId: id,
    operator: oneOf('operator', OPERATORS),
  }),
  setNodeStrength: z.strictObject({
    type: z.literal('setNodeStrength'),
    nodeId: id,
    strength: strength.nullable(),
    ignoreManualStrength: z.boolean().optional(),
  }),
  setNodeAttributes: z.strictObject({
    type: z.literal('setNodeAttributes'),
    nodeId: id,
    attributes: nodeAttributes,
  }),
  setNodeMapLink: z.strictObject({
    type: z.literal('setNodeMapLink'),
    nodeId: id,
    mapLink: mapLink.nullable(),
  }),
} satisfies ActionSchemas<SendableNodeType>;
