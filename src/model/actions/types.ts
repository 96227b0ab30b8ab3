/**
 * Map actions (DESIGN.md, "The spine"): every change to a map is one of these plain-JSON objects, applied
 * by `applyAction`. The same objects serve undo/redo, live-edit broadcast, presentation replay, offline
 * replay and incremental engine updates, so they carry everything needed to replay them deterministically
 * (new ids included) and nothing that is not JSON.
 */
import type { Anchored } from '../map/anchors';
import type { Position, Size, WorkspaceBounds } from '../map/bounds';
import type { Connection, Waypoint } from '../map/connection';
import type {
  AlignmentOption,
  ConnectionLocation,
  ConnectionType,
  FallacyType,
  FontSizeName,
  LineType,
  NodeSubType,
  Operator,
  ReverseCondition,
  TruthIssueCategory,
  Visibility,
} from '../map/constants';
import type { CourseItem, RichText, StoredPresentation, StoredQuestion } from '../map/content';
import type { MapLink, MapNode, Strength } from '../map/node';
import type { Level, MapDocument, MapSettings } from '../map/types';
import type { PresentationViewAction } from './presentationTypes';
import type {
  DisplayAction,
  LevelAction,
  NeighbourhoodAction,
  NeighbourhoodsBack,
  SetCurrentLevelAction,
  TagAction,
} from './structureTypes';

export type * from './structureTypes';

/** Places named by anchors, not indexes, and the rule for an anchor that is gone: `../map/anchors.ts`. */
export type { Anchored };

/** Where a node is to sit on one of its levels. */
export interface NodeMove {
  nodeId: string;
  levelId: number;
  position: Position;
}

// Nodes ----------------------------------------------------------------------------------------------

/** Adds a complete node (id included, so replay is deterministic); positions are clamped into bounds. */
export interface CreateNodeAction {
  type: 'createNode';
  node: MapNode;
}

/**
 * Deletes nodes with their connections; a level left without nodes goes too. `keepEmptyLevels` is set
 * only by the inverse of createNode, so undoing a node created on an empty level keeps that level.
 */
export interface DeleteNodesAction {
  type: 'deleteNodes';
  nodeIds: string[];
  keepEmptyLevels?: boolean;
}

/**
 * The inverse of deleteNodes: puts nodes, connections and levels back after their anchors. Refused when an
 * id it brings back exists again, or a node would be on no level. What another writer deleted since is
 * left out: a node's entries on levels and its tags that are gone, connections whose end or level is gone.
 */
export interface RestoreNodesAction {
  type: 'restoreNodes';
  nodes: Anchored<MapNode>[];
  connections: Anchored<Connection>[];
  levels: Anchored<Level, number>[];
  /** Only the neighbourhoods the deletion changed, when it changed any. */
  neighbourhoods?: NeighbourhoodsBack;
}

/** A user's move: clamped into the workspace bounds, refused when it pushes a node further outside. */
export interface MoveNodesAction {
  type: 'moveNodes';
  moves: NodeMove[];
}

/** Exact positions, unclamped: the inverse of a move, which must put an outside node back outside. */
export interface SetNodePositionsAction {
  type: 'setNodePositions';
  moves: NodeMove[];
}

/**
 * An alignment or distribution command: the moves its plan produced (src/model/layout), applied like a
 * user's move but recorded by the history as one step.
 */
export interface ArrangeNodesAction {
  type: 'arrangeNodes';
  /** An alignment or distribution of spec 2, or the automatic layered layout. */
  arrangement: AlignmentOption | 'layered';
  moves: NodeMove[];
}

/**
 * Selects exactly these nodes and clears the selection of every other: a session action (it changes
 * one viewer's session, src/model/session, never the document).
 */
export interface SetSelectionAction {
  type: 'setSelection';
  nodeIds: string[];
}

/**
 * Draws exactly these nodes highlighted (the nodes a learner missed in recall): a session action, like
 * the selection, that no one else sees.
 */
export interface SetHighlightedAction {
  type: 'setHighlighted';
  nodeIds: string[];
}

/** The map's workspace bounds; they may only grow to contain the content (DESIGN.md, Decisions). */
export interface SetWorkspaceBoundsAction {
  type: 'setWorkspaceBounds';
  bounds: WorkspaceBounds;
}

/** The node box; null returns that side to its automatic size (the field absent). */
export interface ResizeNodeAction {
  type: 'resizeNode';
  nodeId: string;
  nodeWidth: number | null;
  nodeHeight: number | null;
}

export interface ResizeNodeContentAction {
  type: 'resizeNodeContent';
  nodeId: string;
  size: Size;
}

/**
 * `typing` marks a keystroke while the title is being typed: the history skips those and the editor
 * records one committed setNodeTitle (original title as its inverse) when typing ends.
 */
export interface SetNodeTitleAction {
  type: 'setNodeTitle';
  nodeId: string;
  title: string;
  typing?: boolean;
}

/** The node's prose (rich text, assumed JSON like every stored map field); null removes it. */
export interface SetNodeContentAction {
  type: 'setNodeContent';
  nodeId: string;
  prose: RichText | null;
}

/**
 * The node's colour, or with `levelId` its colour on that level. `colourOverride`, when given, also says
 * whether the node is drawn in its own colour rather than its truth colour.
 */
export interface SetNodeColourAction {
  type: 'setNodeColour';
  nodeId: string;
  colour: string;
  levelId?: number;
  colourOverride?: boolean;
}

export interface SetNodeOperatorAction {
  type: 'setNodeOperator';
  nodeId: string;
  operator: Operator;
}

/** The manual truth (null: none); `ignoreManualStrength` is left as it is when not given. */
export interface SetNodeStrengthAction {
  type: 'setNodeStrength';
  nodeId: string;
  strength: Strength | null;
  ignoreManualStrength?: boolean;
}

/**
 * Fields a user edits on a node beyond title, prose, colour, operator and strength (spec 2 section 3).
 * The content size is `contentWidth` with `contentHeight`; reverseTruth and its condition change the
 * node's calculated truth.
 */
export interface NodeAttributes {
  titleFontSize?: FontSizeName;
  subType?: NodeSubType;
  showContent?: boolean;
  showDefaultContent?: boolean;
  contentWidth?: number;
  contentHeight?: number;
  reverseTruth?: boolean;
  reverseTruthCondition?: ReverseCondition;
}

/**
 * The node's link to another map, or to a presentation or lesson of it (spec 2 section 3); null removes
 * the link. The inverse puts back the link it replaced, or removes the one it added.
 */
export interface SetNodeMapLinkAction {
  type: 'setNodeMapLink';
  nodeId: string;
  mapLink: MapLink | null;
}

/** Sets each given attribute, last writer wins per attribute; the inverse holds the values replaced. */
export interface SetNodeAttributesAction {
  type: 'setNodeAttributes';
  nodeId: string;
  attributes: NodeAttributes;
}

// Connections ----------------------------------------------------------------------------------------

/** A complete connection; attributes its type does not allow are dropped. */
export interface CreateConnectionAction {
  type: 'createConnection';
  connection: Connection;
}

export interface DeleteConnectionsAction {
  type: 'deleteConnections';
  connectionIds: string[];
}

/**
 * The inverse of deleteConnections: back after their anchors, exactly as they were. Refused when one of
 * the ids exists again; a connection whose end or level another writer deleted is left out.
 */
export interface RestoreConnectionsAction {
  type: 'restoreConnections';
  connections: Anchored<Connection>[];
}

/** Resets strength to neutral unless `strength` is given; RELATIVE with non-zero strength becomes TRUTH. */
export interface ChangeConnectionTypeAction {
  type: 'changeConnectionType';
  connectionId: string;
  connectionType: ConnectionType;
  strength?: Strength;
}

/**
 * Fields a user edits on a connection. Null removes an optional field. Strength, relevance and colour,
 * width, claimType and fallacyType are allowed only on some types (spec 2 section 5).
 */
export interface ConnectionAttributes {
  content?: string;
  /** The rich-text content; null removes it. */
  prose?: RichText | null;
  strength?: Strength;
  reverseStrength?: boolean;
  reverseStrengthCondition?: ReverseCondition;
  relevance?: number;
  colour?: string | null;
  width?: number | null;
  claimType?: TruthIssueCategory | null;
  fallacyType?: FallacyType | null;
  visibility?: Visibility;
  /** How it is drawn; every type allows these. */
  lineType?: LineType;
  fromLocation?: ConnectionLocation;
  toLocation?: ConnectionLocation;
  labelFontSize?: FontSizeName;
  /**
   * The bends in order from `from` to `to`. The whole list is replaced: last writer wins, so another
   * writer's bends made in between are overwritten (a connection's bends are one drag's result).
   */
  waypoints?: Waypoint[];
}

/** Sets each given attribute, last writer wins per attribute (`waypoints` as one whole list). */
export interface SetConnectionAttributesAction {
  type: 'setConnectionAttributes';
  connectionId: string;
  attributes: ConnectionAttributes;
}

/**
 * Puts back a connection exactly as given (same id): the inverse of a type change. Last writer wins for
 * the whole connection: attributes another writer set in between are overwritten.
 */
export interface ReplaceConnectionAction {
  type: 'replaceConnection';
  connection: Connection;
}

// The map's settings ----------------------------------------------------------------------------------

/** The settings a user edits: the truth colours, the default connection type and the quiz's (not the version). */
export type MapSettingsChange = Partial<
  Pick<
    MapSettings,
    'positiveTruthColour' | 'negativeTruthColour' | 'neutralTruthColour' | 'defaultConnectionType' | 'quiz'
  >
>;

/** Sets each given setting, last writer wins per setting; the inverse holds the values replaced. */
export interface SetMapSettingsAction {
  type: 'setMapSettings';
  settings: MapSettingsChange;
}

/**
 * A presentation saved by the recorder, replacing the one with its id or added after the others; null
 * deletes it. `index` puts a deleted one back where it stood (an inverse).
 */
export interface SetPresentationAction {
  type: 'setPresentation';
  presentationId: string;
  presentation: StoredPresentation | null;
  index?: number;
}

/**
 * A course item of the map's top-level list (issue 27: recall and flashcard items), replacing the one
 * with its id or added after the others; null deletes it. `index` puts a deleted one back where it
 * stood; an inverse always carries it, and then the entry's references are not checked (they may have
 * gone since it was there).
 */
export interface SetCourseItemAction {
  type: 'setCourseItem';
  itemId: string;
  item: CourseItem | null;
  index?: number;
}

/**
 * Moves an entry of the course's outline (issue 28): right after `after` (null: first) in module
 * `moduleId`'s items, or in the top-level list for null. A module moves only within the top-level list.
 */
export interface MoveCourseItemAction {
  type: 'moveCourseItem';
  itemId: string;
  moduleId: string | null;
  after: string | null;
}

/**
 * The map's questions, the whole list at once, as the question editor saves them (issue 26); the inverse
 * puts back the list before.
 */
export interface SetQuestionsAction {
  type: 'setQuestions';
  questions: StoredQuestion[];
}

// Composition ----------------------------------------------------------------------------------------

/** Document actions applied in order, all or nothing. */
export interface BatchAction {
  type: 'batch';
  actions: DocumentAction[];
}

export type NodeAction =
  | CreateNodeAction
  | DeleteNodesAction
  | RestoreNodesAction
  | MoveNodesAction
  | SetNodePositionsAction
  | ArrangeNodesAction
  | SetWorkspaceBoundsAction
  | ResizeNodeAction
  | ResizeNodeContentAction
  | SetNodeTitleAction
  | SetNodeContentAction
  | SetNodeColourAction
  | SetNodeOperatorAction
  | SetNodeStrengthAction
  | SetNodeAttributesAction
  | SetNodeMapLinkAction;

export type ConnectionAction =
  | CreateConnectionAction
  | DeleteConnectionsAction
  | RestoreConnectionsAction
  | ChangeConnectionTypeAction
  | SetConnectionAttributesAction
  | ReplaceConnectionAction;

/** Changes to the map's content: stored, shared in live edit, recorded as edits (DESIGN.md, "Scopes"). */
export type DocumentAction =
  | NodeAction
  | ConnectionAction
  | LevelAction
  | TagAction
  | DisplayAction
  | NeighbourhoodAction
  | SetMapSettingsAction
  | SetPresentationAction
  | SetCourseItemAction
  | MoveCourseItemAction
  | SetQuestionsAction
  | BatchAction;

/** Changes to one viewer's session on the map (src/model/session): what they select and where they stand. */
/** Ways of looking at the map: the selection, the level, and what a presentation shows this viewer. */
export type SessionAction =
  | SetSelectionAction
  | SetHighlightedAction
  | SetCurrentLevelAction
  | PresentationViewAction;

export type MapAction = DocumentAction | SessionAction;
export type MapActionType = MapAction['type'];

/** Ids of the nodes and connections an action added, removed or changed (for engine updates). */
export interface ChangedIds {
  nodes: string[];
  connections: string[];
}

export type ActionResult =
  | { ok: true; map: MapDocument; inverse: DocumentAction; changed: ChangedIds }
  | { ok: false; error: string; topic?: string };

export type ActionFailure = Extract<ActionResult, { ok: false }>;
export type ActionSuccess = Extract<ActionResult, { ok: true }>;

/** What an edit through the editor answers: done, or refused with the reason to show. */
export type EditResult = { ok: true } | ActionFailure;
