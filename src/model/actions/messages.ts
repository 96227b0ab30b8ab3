/** Every text an action gives when it is refused. */
import { OUTLINE_MESSAGES } from '../courses/messages';
import { MAP_VALIDATION_MESSAGES } from '../map/messages';

/** Spec 2 sections 5 and 8: the alert topic of a refused node deletion. */
export const NODE_USAGE_TOPIC = 'NodeUsage';

export const ACTION_MESSAGES = {
  nodesUsedInPresentations: 'Node(s) used in presentations',
  /** Not in the spec: the recall questions' counterpart of the presentations' refusal. */
  nodesUsedInQuestions: 'Node(s) used in recall questions',
  questionTwice: (id: string) => `Question '${id}' is in the list twice`,
  presentationIdMismatch: (id: string) => `The presentation saved as '${id}' has another id`,
  noPresentation: (id: string) => `No presentation with id '${id}'`,
  courseItemIdMismatch: (id: string) => `The course item saved as '${id}' has another id`,
  noCourseItem: (id: string) => `No course item with id '${id}'`,
  noCourseModule: (id: string) => `No course module with id '${id}'`,
  moduleInModule: OUTLINE_MESSAGES.moduleInModule,
  noNode: (id: string) => `No node with id '${id}'`,
  noLevel: (id: number) => `No level with id ${id}`,
  noTag: (id: string) => `No tag with id '${id}'`,
  noConnection: (id: string) => `No connection with id '${id}'`,
  nodeExists: (id: string) => `A node with id '${id}' already exists`,
  connectionExists: (id: string) => `A connection with id '${id}' already exists`,
  levelExists: (id: number) => `A level with id ${id} already exists`,
  nodeOnNoLevel: 'A node must be on at least one level',
  nodeOnLevelTwice: (levelId: number) => `A node cannot be on level ${levelId} twice`,
  nodeNotOnLevel: (nodeId: string, levelId: number) => `Node '${nodeId}' is not on level ${levelId}`,
  moveFurtherOutside: (nodeId: string) =>
    `Moving node '${nodeId}' would push it further outside the workspace`,
  notPosition: 'Positions must be finite numbers',
  notSize: 'Sizes must be positive finite numbers',
  notWaypoints: 'Waypoints need distinct ids and finite positions',
  notBounds: 'Workspace bounds need finite numbers with each minimum at most its maximum',
  notHexColour: (value: string) => `'${value}' is not a 6-digit hex colour such as #1a2b3c`,
  unknownOperator: (value: unknown) => `Unknown operator ${String(value)}`,
  unknownConnectionType: (value: unknown) => `Unknown connection type ${String(value)}`,
  strengthOutOfRange: (min: number, max: number) => `Strength must be between ${min} and ${max}`,
  relevanceOutOfRange: (min: number, max: number) => `Relevance must be between ${min} and ${max}`,
  unknownValue: (field: string, value: unknown) => `Unknown ${field} ${JSON.stringify(value)}`,
  notBoolean: (field: string) => `${field} must be true or false`,
  selfConnection: 'A connection needs two different nodes',
  equivalentConnection: 'An equivalent connection already exists between these nodes on this level',
  truthConnectionExists: 'A truth connection already exists between these nodes',
  genericTypeChange:
    'The type of a generic connection cannot be changed while other connections join its nodes',
  attributeNotAllowed: (attribute: string, typeName: string) =>
    `A ${typeName} connection cannot have ${attribute}`,
  defaultLevelDeletion: 'The default level cannot be deleted',
  levelStrandsNode: (levelId: number, nodeId: string) =>
    `Deleting level ${levelId} would leave node '${nodeId}' on no level`,
  blankLevelName: 'A level needs a name',
  notMapLink: 'A map link needs a map id and a link type of none, map, presentation or lesson',
  notLevelId: (value: unknown) => `Level id ${JSON.stringify(value)} is not a whole number`,
  emptyRoute: 'The route to the current level cannot be empty',
  tagExists: (id: string) => `A tag with id '${id}' already exists`,
  neighbourhoodExists: (id: string) => `A neighbourhood with id '${id}' already exists`,
  nodeTwice: (id: string) => `Node '${id}' is named twice`,
  unknownAction: (type: unknown) => `Unknown action type ${JSON.stringify(type)}`,
  inBatch: (index: number, error: string) => `Action ${index + 1} of the batch: ${error}`,
} as const;

/**
 * Refusals of an action received from outside, e.g. a live-edit client (./schema.ts). `at` is where in
 * the action, as `actions[1].node.levels[0].colour`; a problem is the part after it.
 */
export const INCOMING_ACTION_MESSAGES = {
  notSendable: (type: string, at: string | null) =>
    `This change cannot be sent to a live session: ${type}${at === null ? '' : ` (at ${at})`}`,
  malformed: (at: string, problem: string) => `The change is malformed: ${at}: ${problem}`,
  /** What `at` reads for the action itself. */
  root: 'action',
  unknownType: (value: unknown) =>
    value === undefined
      ? MAP_VALIDATION_MESSAGES.required
      : `unknown action type ${JSON.stringify(value) ?? String(value)}`,
  batchTooDeep: (max: number) => `batches may be nested at most ${max} deep`,
  richTextShape: 'must be rich text: a list of blocks, a legacy document or text',
  richTextTooLarge: (maxDepth: number, maxSize: number) =>
    `rich text may be nested at most ${maxDepth} deep and hold at most ${maxSize} characters`,
} as const;
