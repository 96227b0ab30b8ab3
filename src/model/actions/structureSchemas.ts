/**
 * Schemas of the structure actions a live-edit client may send (./schema.ts): levels, tags, visibility
 * and expansion, neighbourhoods, the map's settings, its presentations and its questions.
 */
import { z } from 'zod';
import { storedCourseItemSchema } from '../courses/itemSchema';
import { CONNECTION_TYPES, VISIBILITIES } from '../map/constants';
import { id, integer, oneOf, position } from '../map/schema';
import type { Level, Tag } from '../map/types';
import { storedPresentationSchema } from '../presentation/schema';
import { ANSWER_MODES, QUIZ_LIMITS } from '../quiz/constants';
import { QUESTION_SCHEMA_MESSAGES, storedQuestionSchema } from '../quiz/schema';
import { type ActionSchemas, hexColour, idAnchor, ids } from './schemaParts';
import type { UserEditType } from './traits';
import type {
  DisplayAction,
  LevelAction,
  MapSettingsChange,
  MoveCourseItemAction,
  NeighbourhoodAction,
  SetCourseItemAction,
  SetMapSettingsAction,
  SetPresentationAction,
  SetQuestionsAction,
  TagAction,
} from './types';

const level = z.strictObject({
  id: integer,
  description: z.string(),
  backgroundImage: z.string().optional(),
}) satisfies z.ZodType<Level>;

const tag = z.strictObject({ id, description: z.string(), selected: z.boolean() }) satisfies z.ZodType<Tag>;

const settings = z.strictObject({
  positiveTruthColour: hexColour.optional(),
  negativeTruthColour: hexColour.optional(),
  neutralTruthColour: hexColour.optional(),
  defaultConnectionType: oneOf('connection type', CONNECTION_TYPES).optional(),
  quiz: z
    .strictObject({ answerMode: oneOf('answer mode', ANSWER_MODES), enableRedo: z.boolean() })
    .optional(),
}) satisfies z.ZodType<MapSettingsChange>;

type SendableStructureType = Extract<
  UserEditType,
  (
    | LevelAction
    | TagAction
    | DisplayAction
    | NeighbourhoodAction
    | SetMapSettingsAction
    | SetPresentationAction
    | SetQuestionsAction
    | SetCourseItemAction
    | MoveCourseItemAction
  )['type']
>;

export const structureActionSchemas = {
  createLevel: z.strictObject({ type: z.literal('createLevel'), level }),
  deleteLevel: z.strictObject({ type: z.literal('deleteLevel'), levelId: integer }),
  joinNodesToLevel: z.strictObject({
    type: z.literal('joinNodesToLevel'),
    levelId: integer,
    joins: z.array(z.strictObject({ nodeId: id, position })),
  }),
  removeNodesFromLevel: z.strictObject({
    type: z.literal('removeNodesFromLevel'),
    levelId: integer,
    nodeIds: ids,
    // Sent by an undo of joinNodesToLevel.
    keepEmptyLevel: z.boolean().optional(),
  }),
  moveLevel: z.strictObject({ type: z.literal('moveLevel'), levelId: integer, after: integer.nullable() }),
  renameLevel: z.strictObject({ type: z.literal('renameLevel'), levelId: integer, description: z.string() }),
  setLevelBackground: z.strictObject({
    type: z.literal('setLevelBackground'),
    levelId: integer,
    backgroundImage: z.string().optional(),
  }),
  createTag: z.strictObject({ type: z.literal('createTag'), tag }),
  deleteTag: z.strictObject({ type: z.literal('deleteTag'), tagId: id }),
  setNodeTag: z.strictObject({
    type: z.literal('setNodeTag'),
    nodeId: id,
    tagId: id,
    tagged: z.boolean(),
    after: idAnchor.optional(),
  }),
  moveTag: z.strictObject({ type: z.literal('moveTag'), tagId: id, after: idAnchor }),
  setNodeVisibility: z.strictObject({
    type: z.literal('setNodeVisibility'),
    nodeIds: ids,
    visibility: oneOf('visibility', VISIBILITIES),
  }),
  setNodeExpansion: z.strictObject({
    type: z.literal('setNodeExpansion'),
    nodeId: id,
    showAscendants: z.boolean().optional(),
    showDescendants: z.boolean().optional(),
  }),
  toggleNeighbourhood: z.strictObject({
    type: z.literal('toggleNeighbourhood'),
    neighbourhoodId: id,
    nodeId: id,
  }),
  setMapSettings: z.strictObject({ type: z.literal('setMapSettings'), settings }),
  setPresentation: z.strictObject({
    type: z.literal('setPresentation'),
    presentationId: id,
    presentation: storedPresentationSchema.nullable(),
    index: integer.optional(),
  }),
  setCourseItem: z.strictObject({
    type: z.literal('setCourseItem'),
    itemId: id,
    item: storedCourseItemSchema.nullable(),
    index: integer.optional(),
  }),
  moveCourseItem: z.strictObject({
    type: z.literal('moveCourseItem'),
    itemId: id,
    moduleId: id.nullable(),
    after: id.nullable(),
  }),
  setQuestions: z.strictObject({
    type: z.literal('setQuestions'),
    questions: z
      .array(storedQuestionSchema)
      .max(QUIZ_LIMITS.questions, { error: QUESTION_SCHEMA_MESSAGES.tooMany(QUIZ_LIMITS.questions) }),
  }),
} satisfies ActionSchemas<SendableStructureType>;
