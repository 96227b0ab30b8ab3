/** Editing a node's title, prose, colour, operator and manual strength. */
import { HEX_COLOUR_PATTERN, OPERATORS, STRENGTH_MAX, STRENGTH_MIN } from '../map/constants';
import type { MapDocument } from '../map/types';
import { replaceAt, withoutKey } from './lists';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { updateNode } from './nodeUpdate';
import { fail } from './result';
import type {
  ActionResult,
  DocumentAction,
  SetNodeColourAction,
  SetNodeContentAction,
  SetNodeOperatorAction,
  SetNodeStrengthAction,
  SetNodeTitleAction,
} from './types';

export function setNodeTitle(map: MapDocument, action: SetNodeTitleAction): ActionResult {
  return updateNode(map, action.nodeId, (node) => ({
    node: { ...node, title: action.title },
    inverse: { type: 'setNodeTitle', nodeId: node.id, title: node.title },
  }));
}

export function setNodeContent(map: MapDocument, action: SetNodeContentAction): ActionResult {
  return updateNode(map, action.nodeId, (node) => ({
    node: action.prose === null ? withoutKey(node, 'prose') : { ...node, prose: action.prose },
    // A node without prose has no field; null restores that.
    inverse: { type: 'setNodeContent', nodeId: node.id, prose: node.prose === undefined ? null : node.prose },
  }));
}

export function setNodeColour(map: MapDocument, action: SetNodeColourAction): ActionResult {
  const { colour, levelId, colourOverride } = action;
  if (!HEX_COLOUR_PATTERN.test(colour)) return fail(MESSAGES.notHexColour(colour));
  return updateNode(map, action.nodeId, (node) => {
    // The override flag changes with the colour only when the action says so; the inverse restores it.
    const override = colourOverride === undefined ? {} : { colourOverride: node.colourOverride };
    const withOverride = colourOverride === undefined ? node : { ...node, colourOverride };
    if (levelId === undefined) {
      // The levels showing the node's colour follow it (the stored form keeps a level's colour only
      // where it differs); a level with a colour of its own keeps it.
      const levels = node.levels.map((level) =>
        level.colour === node.colour ? { ...level, colour } : level,
      );
      const restore: DocumentAction = {
        type: 'setNodeColour',
        nodeId: node.id,
        colour: node.colour,
        ...override,
      };
      // Undoing turns the levels showing the new colour back: those that had it of their own get it again.
      const ownColour = node.levels.filter(
        (level) => level.colour === colour && level.colour !== node.colour,
      );
      const inverse: DocumentAction =
        ownColour.length === 0
          ? restore
          : {
              type: 'batch',
              actions: [
                restore,
                ...ownColour.map(
                  (level): DocumentAction => ({
                    type: 'setNodeColour',
                    nodeId: node.id,
                    colour,
                    levelId: level.levelId,
                  }),
                ),
              ],
            };
      return { node: { ...withOverride, colour, levels }, inverse };
    }
    const index = node.levels.findIndex((level) => level.levelId === levelId);
    const level = node.levels[index];
    if (level === undefined) return fail(MESSAGES.nodeNotOnLevel(node.id, levelId));
    return {
      node: { ...withOverride, levels: replaceAt(node.levels, index, { ...level, colour }) },
      inverse: { type: 'setNodeColour', nodeId: node.id, colour: level.colour, levelId, ...override },
    };
  });
}

export function setNodeOperator(map: MapDocument, action: SetNodeOperatorAction): ActionResult {
  // Actions arrive from other clients and recordings too, so the value is checked, not trusted.
  if (!OPERATORS.includes(action.operator)) return fail(MESSAGES.unknownOperator(action.operator));
  return updateNode(map, action.nodeId, (node) => ({
    node: { ...node, operator: action.operator },
    inverse: { type: 'setNodeOperator', nodeId: node.id, operator: node.operator },
  }));
}

export function isStrength(value: number): boolean {
  return Number.isFinite(value) && value >= STRENGTH_MIN && value <= STRENGTH_MAX;
}

export function setNodeStrength(map: MapDocument, action: SetNodeStrengthAction): ActionResult {
  const { strength, ignoreManualStrength } = action;
  if (strength !== null && !isStrength(strength))
    return fail(MESSAGES.strengthOutOfRange(STRENGTH_MIN, STRENGTH_MAX));
  if (ignoreManualStrength !== undefined && typeof ignoreManualStrength !== 'boolean')
    return fail(MESSAGES.notBoolean('ignoreManualStrength'));
  return updateNode(map, action.nodeId, (node) => ({
    node: { ...node, strength, ignoreManualStrength: ignoreManualStrength ?? node.ignoreManualStrength },
    inverse: {
      type: 'setNodeStrength',
      nodeId: node.id,
      strength: node.strength,
      ignoreManualStrength: node.ignoreManualStrength,
    },
  }));
}
