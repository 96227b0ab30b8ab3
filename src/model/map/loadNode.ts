/** Loading one node: defaults, legacy level fields into the levels list, string map links, unhiding. */
import { newId } from '../ids';
import { ORIGIN } from './bounds';
import {
  DEFAULT_CONTENT_SIZE,
  DEFAULT_LEVEL_ID,
  DEFAULT_NODE_COLOUR,
  DEFAULT_NODE_SUB_TYPE,
  DEFAULT_OPERATOR,
  DEFAULT_REVERSE_CONDITION,
  DEFAULT_TITLE_FONT_SIZE,
  FONT_SIZE_NAMES,
  LINK_TYPES,
  NODE_SUB_TYPES,
  OPERATORS,
  STRENGTH_NEUTRAL,
  VISIBILITIES,
  type Visibility,
} from './constants';
import type { MapLink, MapNode, NodeLevel } from './node';
import { readColour } from './palette';
import {
  assignDefined,
  isPosition,
  isRecord,
  optional,
  readBoolean,
  readId,
  readInteger,
  readList,
  readNumber,
  readOneOf,
  readOptionalNumber,
  readPosition,
  readString,
  readStrings,
  type UnknownRecord,
} from './read';

export function loadNode(raw: UnknownRecord): MapNode {
  const colour = readColour(raw.colour, DEFAULT_NODE_COLOUR);
  const node: MapNode = {
    id: readId(raw.id) ?? newId(),
    title: readString(raw.title, ''),
    titleFontSize: readOneOf(FONT_SIZE_NAMES, raw.titleFontSize, DEFAULT_TITLE_FONT_SIZE),
    colour,
    colourOverride: readBoolean(raw.colourOverride, false),
    operator: readOneOf(OPERATORS, raw.operator, DEFAULT_OPERATOR),
    subType: readOneOf(NODE_SUB_TYPES, raw.subType, DEFAULT_NODE_SUB_TYPE),
    showContent: readBoolean(raw.showContent, false),
    showDefaultContent: readBoolean(raw.showDefaultContent, false),
    contentWidth: readNumber(raw.contentWidth, DEFAULT_CONTENT_SIZE.width),
    contentHeight: readNumber(raw.contentHeight, DEFAULT_CONTENT_SIZE.height),
    levels: loadNodeLevels(raw, colour),
    tags: readStrings(raw.tags),
    visibility: loadVisibility(raw.visibility),
    // Children and parents show unless the user collapsed them.
    showAscendants: readBoolean(raw.showAscendants, true),
    showDescendants: readBoolean(raw.showDescendants, true),
    strength: readOptionalNumber(raw.strength) ?? null,
    ignoreManualStrength: readBoolean(raw.ignoreManualStrength, false),
    truth: readNumber(raw.truth, STRENGTH_NEUTRAL),
    reverseTruth: readBoolean(raw.reverseTruth, false),
    reverseTruthCondition: readString(raw.reverseTruthCondition, DEFAULT_REVERSE_CONDITION),
    wikiWords: readStrings(raw.wikiWords),
  };
  assignDefined(node, 'nodeWidth', readOptionalNumber(raw.nodeWidth));
  assignDefined(node, 'nodeHeight', readOptionalNumber(raw.nodeHeight));
  assignDefined(node, 'mapLink', loadMapLink(raw.mapLink));
  assignDefined(node, 'prose', raw.prose ?? undefined);
  return node;
}

/**
 * A non-empty `levels` list wins; otherwise the legacy primary fields (primaryLevelId, position, colour,
 * primaryLevelTruth) and secondary ones (secondaryLevelId, secondaryPosition, secondaryColour,
 * secondaryLevelTruth) become its entries. A legacy position without a level id is on the default level.
 */
export function loadNodeLevels(raw: UnknownRecord, nodeColour: string): NodeLevel[] {
  // A loop, not flatMap: an array per entry is garbage to collect on a 50k-node map.
  const listed: NodeLevel[] = [];
  for (const entry of readList(raw.levels)) {
    const levelId = isRecord(entry) ? readInteger(entry.levelId) : undefined;
    if (levelId !== undefined) listed.push(loadNodeLevel(entry as UnknownRecord, levelId, nodeColour));
  }
  if (listed.length > 0) return listed;

  const levels: NodeLevel[] = [];
  const primaryLevelId = readInteger(raw.primaryLevelId);
  const primaryPosition = readPosition(raw.position, ORIGIN);
  if (primaryLevelId !== undefined || isPosition(raw.position)) {
    levels.push({
      levelId: primaryLevelId ?? DEFAULT_LEVEL_ID,
      position: primaryPosition,
      colour: nodeColour,
      truth: readNumber(raw.primaryLevelTruth, STRENGTH_NEUTRAL),
    });
  }
  const secondaryLevelId = readInteger(raw.secondaryLevelId);
  if (secondaryLevelId !== undefined) {
    levels.push({
      levelId: secondaryLevelId,
      // Without its own position the node sits where it does on its primary level.
      position: readPosition(raw.secondaryPosition, primaryPosition),
      colour: readColour(raw.secondaryColour, nodeColour),
      truth: readNumber(raw.secondaryLevelTruth, STRENGTH_NEUTRAL),
    });
  }
  return levels;
}

function loadNodeLevel(entry: UnknownRecord, levelId: number, nodeColour: string): NodeLevel {
  return {
    levelId,
    position: readPosition(entry.position, ORIGIN),
    colour: readColour(entry.colour, nodeColour),
    truth: readNumber(entry.truth, STRENGTH_NEUTRAL),
  };
}

/** A bare string is a map id (the old form); an object without a link type links to a map too. */
export function loadMapLink(value: unknown): MapLink | undefined {
  if (typeof value === 'string') return value ? { mapId: value, linkType: 'map' } : undefined;
  if (!isRecord(value) || typeof value.mapId !== 'string') return undefined;
  return {
    mapId: value.mapId,
    linkType: readOneOf(LINK_TYPES, value.linkType, 'map'),
    ...optional('secondaryId', readId(value.secondaryId)),
  };
}

/** Hidden nodes are made visible when a map loads; collapsed ones stay collapsed. */
function loadVisibility(value: unknown): Visibility {
  const visibility = readOneOf(VISIBILITIES, value, 'visible');
  return visibility === 'hidden' ? 'visible' : visibility;
}
