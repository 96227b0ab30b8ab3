/**
 * A node's display and reversal fields (spec 2 section 3, Node): title font size, sub-type, whether the
 * content shows, the content size, and reverseTruth with its condition.
 */
import {
  DEFAULT_REVERSE_CONDITION,
  FONT_SIZE_NAMES,
  NODE_SUB_TYPES,
  REVERSE_CONDITIONS,
  type ReverseCondition,
} from '../map/constants';
import type { MapNode } from '../map/node';
import type { MapDocument } from '../map/types';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { updateNode } from './nodeUpdate';
import { fail } from './result';
import type { ActionResult, NodeAttributes, SetNodeAttributesAction } from './types';

/** Every field the action may set, in one list: what it copies, checks and puts back. */
const NODE_ATTRIBUTE_FIELDS = [
  'titleFontSize',
  'subType',
  'showContent',
  'showDefaultContent',
  'contentWidth',
  'contentHeight',
  'reverseTruth',
  'reverseTruthCondition',
] as const satisfies readonly (keyof NodeAttributes & keyof MapNode)[];

const BOOLEAN_FIELDS = ['showContent', 'showDefaultContent', 'reverseTruth'] as const;

export function isReverseCondition(value: unknown): value is ReverseCondition {
  return REVERSE_CONDITIONS.includes(value as ReverseCondition);
}

/**
 * A stored condition the editor does not know (older maps) reads as 'always' in the calculation
 * (src/model/truth/reversal.ts), so an inverse puts back 'always': the same truth, and a value the
 * action accepts.
 */
export function knownCondition(value: string): ReverseCondition {
  return isReverseCondition(value) ? value : DEFAULT_REVERSE_CONDITION;
}

/** Actions come from other clients and recordings too: each value is checked, not trusted. */
function findNodeAttributeProblem(attributes: NodeAttributes): string | undefined {
  const { titleFontSize, subType, contentWidth, contentHeight, reverseTruthCondition } = attributes;
  if (titleFontSize !== undefined && !FONT_SIZE_NAMES.includes(titleFontSize))
    return MESSAGES.unknownValue('font size', titleFontSize);
  if (subType !== undefined && !NODE_SUB_TYPES.includes(subType))
    return MESSAGES.unknownValue('sub-type', subType);
  for (const size of [contentWidth, contentHeight])
    if (size !== undefined && !(typeof size === 'number' && Number.isFinite(size) && size > 0))
      return MESSAGES.notSize;
  for (const field of BOOLEAN_FIELDS) {
    const value = attributes[field];
    if (value !== undefined && typeof value !== 'boolean') return MESSAGES.notBoolean(field);
  }
  if (reverseTruthCondition !== undefined && !isReverseCondition(reverseTruthCondition))
    return MESSAGES.unknownValue('reverse condition', reverseTruthCondition);
  return undefined;
}

export function setNodeAttributes(map: MapDocument, action: SetNodeAttributesAction): ActionResult {
  const { attributes } = action;
  const problem = findNodeAttributeProblem(attributes);
  if (problem !== undefined) return fail(problem);
  const fields = NODE_ATTRIBUTE_FIELDS.filter((field) => attributes[field] !== undefined);
  return updateNode(map, action.nodeId, (node) => {
    const changed: Record<string, unknown> = {};
    const previous: Record<string, unknown> = {};
    for (const field of fields) {
      changed[field] = attributes[field];
      previous[field] = field === 'reverseTruthCondition' ? knownCondition(node[field]) : node[field];
    }
    return {
      node: { ...node, ...(changed as NodeAttributes) },
      inverse: { type: 'setNodeAttributes', nodeId: node.id, attributes: previous as NodeAttributes },
    };
  });
}
