/**
 * The shape of a stored or imported map, legacy fields included. Everything that loading can default is
 * optional (null counts as missing); what is present must have the right type and range. The exported
 * pieces are strict on their own (the leniency is the `.nullish()` added here) and are reused by the
 * schema of actions received from outside (src/model/actions/schema.ts).
 */
import { z } from 'zod';
import { ANSWER_MODES } from '../quiz/constants';
import { storedQuestionSchema } from '../quiz/schema';
import {
  ACCESS_RIGHTS,
  CONNECTION_LOCATIONS,
  CONNECTION_TYPES,
  FALLACY_TYPES,
  FONT_SIZE_NAMES,
  LINE_TYPES,
  LINK_TYPES,
  NODE_SUB_TYPES,
  OPERATORS,
  RELEVANCE_MAX,
  RELEVANCE_MIN,
  STRENGTH_MAX,
  STRENGTH_MIN,
  TRUTH_ISSUE_CATEGORIES,
  VISIBILITIES,
} from './constants';
import { MAP_VALIDATION_MESSAGES as MESSAGES } from './messages';
import { isColour } from './palette';
import { id, integer, oneOf, requiredError } from './schemaPrimitives';

export { id, integer, oneOf, requiredError };

const coordinate = z.number({ error: requiredError });
export const size = z.number().positive();
const flag = z.boolean().nullish();
const text = z.string().nullish();
const richText = z.unknown().optional();

/** A 6-digit hex colour, or a palette colour's name (loading puts the palette entry in its place). */
const hexColour = z.string().refine(isColour, { error: (issue) => MESSAGES.notHexColour(issue.input) });

function range(min: number, max: number) {
  return z.number().refine((value) => value >= min && value <= max, {
    error: (issue) => MESSAGES.outOfRange(min, max, issue.input),
  });
}
export const strength = range(STRENGTH_MIN, STRENGTH_MAX);
export const relevance = range(RELEVANCE_MIN, RELEVANCE_MAX);

export const position = z.object({ x: coordinate, y: coordinate }, { error: requiredError });

const nodeLevel = z.object({
  levelId: integer,
  position,
  colour: hexColour.nullish(),
  truth: strength.nullish(),
});

const mapLink = z.union(
  [
    z.string(),
    z.object({ mapId: z.string(), linkType: oneOf('link type', LINK_TYPES).nullish(), secondaryId: text }),
  ],
  { error: MESSAGES.mapLinkShape },
);

const node = z.object({
  id,
  title: text,
  titleFontSize: oneOf('font size', FONT_SIZE_NAMES).nullish(),
  colour: hexColour.nullish(),
  colourOverride: flag,
  operator: oneOf('operator', OPERATORS).nullish(),
  subType: oneOf('node sub type', NODE_SUB_TYPES).nullish(),
  showContent: flag,
  showDefaultContent: flag,
  contentWidth: size.nullish(),
  contentHeight: size.nullish(),
  nodeWidth: size.nullish(),
  nodeHeight: size.nullish(),
  levels: z.array(nodeLevel).nullish(),
  tags: z.array(z.string()).nullish(),
  visibility: oneOf('visibility', VISIBILITIES).nullish(),
  showAscendants: flag,
  showDescendants: flag,
  selected: flag,
  highlight: flag,
  strength: strength.nullish(),
  ignoreManualStrength: flag,
  truth: strength.nullish(),
  reverseTruth: flag,
  reverseTruthCondition: text,
  mapLink: mapLink.nullish(),
  wikiWords: z.array(z.string()).nullish(),
  prose: richText,
  // Legacy level fields, converted into `levels` on load.
  primaryLevelId: integer.nullish(),
  position: position.nullish(),
  primaryLevelTruth: strength.nullish(),
  secondaryLevelId: integer.nullish(),
  secondaryPosition: position.nullish(),
  secondaryColour: hexColour.nullish(),
  secondaryLevelTruth: strength.nullish(),
});

const location = oneOf('location', CONNECTION_LOCATIONS).nullish();

const connection = z.object({
  id,
  from: id,
  to: id,
  type: oneOf('connection type', CONNECTION_TYPES).nullish(),
  levelId: integer.nullish(),
  content: text,
  prose: richText,
  colour: hexColour.nullish(),
  width: size.nullish(),
  strength: strength.nullish(),
  reverseStrength: flag,
  reverseStrengthCondition: text,
  relevance: relevance.nullish(),
  labelFontSize: oneOf('font size', FONT_SIZE_NAMES).nullish(),
  lineType: oneOf('line type', LINE_TYPES).nullish(),
  fromLocation: location,
  toLocation: location,
  waypoints: z.array(z.object({ id: id.nullish(), position })).nullish(),
  visibility: oneOf('visibility', VISIBILITIES).nullish(),
  fromHidden: flag,
  toHidden: flag,
  claimType: oneOf('claim type', TRUTH_ISSUE_CATEGORIES).nullish(),
  fallacyType: oneOf('fallacy type', FALLACY_TYPES).nullish(),
});

/** Older maps call a level's id levelId. */
const level = z
  .object({ id: integer.nullish(), levelId: integer.nullish(), description: text, backgroundImage: text })
  .refine((entry) => entry.id != null || entry.levelId != null, {
    error: MESSAGES.levelWithoutId,
    path: ['id'],
  });

const tag = z.object({ id, description: text, selected: flag });

const neighbourhood = z.union(
  [id, z.object({ id, rootNodeId: id.nullish(), nodeIds: z.array(z.string()).nullish() })],
  {
    error: MESSAGES.neighbourhoodShape,
  },
);

const settings = z.object({
  version: z.int().positive().nullish(),
  positiveTruthColour: hexColour.nullish(),
  negativeTruthColour: hexColour.nullish(),
  neutralTruthColour: hexColour.nullish(),
  defaultConnectionType: oneOf('connection type', CONNECTION_TYPES).nullish(),
  quiz: z.object({ answerMode: oneOf('answer mode', ANSWER_MODES).nullish(), enableRedo: flag }).nullish(),
});

export const workspaceBounds = z
  .object({ minX: coordinate, minY: coordinate, maxX: coordinate, maxY: coordinate })
  .refine((bounds) => bounds.minX <= bounds.maxX, { error: MESSAGES.boundsInverted('minX'), path: ['maxX'] })
  .refine((bounds) => bounds.minY <= bounds.maxY, { error: MESSAGES.boundsInverted('minY'), path: ['maxY'] });

/** Content owned by later issues: only what ties it to the map is checked (questions: ../quiz/schema.ts). */
const withId = z.looseObject({ id });
const answer = z.looseObject({ questionId: id });

export const storedMapSchema = z.object({
  id: id.nullish(),
  courseId: text,
  name: text,
  updated: text,
  created: text,
  nodes: z.array(node).nullish(),
  connections: z.array(connection).nullish(),
  presentations: z.array(withId).nullish(),
  courseItems: z.array(withId).nullish(),
  questions: z.array(storedQuestionSchema).nullish(),
  answers: z.array(answer).nullish(),
  levels: z.array(level).nullish(),
  tags: z.array(tag).nullish(),
  settings: settings.nullish(),
  shares: z.array(z.unknown()).nullish(),
  accessRight: oneOf('access right', ACCESS_RIGHTS).nullish(),
  hasEditRights: flag,
  hasShareRights: flag,
  editShareExists: flag,
  viewShareExists: flag,
  canPersonalise: flag,
  isPersonalised: flag,
  overviewProse: richText,
  userNoteTemplate: richText,
  userAdditions: z.unknown().optional(),
  // View state, reset on load: only its type is checked.
  currentLevelId: integer.nullish(),
  routeToCurrentLevel: z.array(integer).nullish(),
  currentNodeId: text,
  operationMode: text,
  neighbourhoods: z.array(neighbourhood).nullish(),
  proseContent: richText,
  lastUpdated: text,
  modified: flag,
  workspaceBounds: workspaceBounds.nullish(),
});
