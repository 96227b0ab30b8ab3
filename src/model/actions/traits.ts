/**
 * What each map action is, in one table (DESIGN.md, "The spine"): the Record makes the compiler ask for
 * every new action type to be classified here, and every rule that depends on an action's kind (undo,
 * the modified flag, replay, live-edit broadcast, truth recalculation) reads it from here.
 */
import type { MapAction, MapActionType, NodeAttributes, SessionAction } from './types';

/**
 * `document`: the map's stored, shared content (what a save stores and live edit broadcasts);
 * `session`: one viewer's way of looking at it (selection, the level they stand on), never stored or sent.
 */
export type ActionScope = 'document' | 'session';

/**
 * What an action can do to the calculation's inputs (src/model/truth/graph.ts): nothing; one node's
 * manual strength only; or the graph itself (nodes, operators, truth connections and their weights).
 * The trait is an upper bound; the change itself says what it did (src/model/changes/truthEffect.ts).
 */
export type TruthReach = 'none' | 'strength' | 'graph';

export interface ActionTraits {
  scope: ActionScope;
  /** The undo history keeps it (spec 2 section 4, Undo: moves, resizes and selection are not kept). */
  recordsUndo: boolean;
  /** Applying it sets the map's modified flag (spec 2 section 4, Save state). */
  modifies: boolean;
  /** It exists to undo another action: it puts state back exactly, skipping a user's rules. */
  inverseOnly: boolean;
  truth: TruthReach;
}

// Literal types (`as const`), so the compiler can tell the types a client may send (UserEditType).
const edit = (truth: TruthReach = 'none') =>
  ({ scope: 'document', recordsUndo: true, modifies: true, inverseOnly: false, truth }) as const;
/** A drag's kind of change: stored, but too fine-grained to undo step by step. */
const gesture = { ...edit(), recordsUndo: false } as const;
const inverse = (truth: TruthReach = 'none') => ({ ...edit(truth), inverseOnly: true }) as const;
const view = {
  scope: 'session',
  recordsUndo: false,
  modifies: false,
  inverseOnly: false,
  truth: 'none',
} as const;

export const ACTION_TRAITS = {
  createNode: edit('graph'),
  deleteNodes: edit('graph'),
  restoreNodes: inverse('graph'),
  moveNodes: gesture,
  setNodePositions: { ...gesture, inverseOnly: true },
  arrangeNodes: edit(),
  setSelection: view,
  setHighlighted: view,
  setWorkspaceBounds: edit(),
  resizeNode: gesture,
  resizeNodeContent: gesture,
  setNodeTitle: edit(),
  setNodeContent: edit(),
  setNodeColour: edit(),
  setNodeOperator: edit('graph'),
  setNodeStrength: edit('strength'),
  // reverseTruth and its condition are inputs of the calculation; the display fields are not.
  setNodeAttributes: edit('graph'),
  setNodeMapLink: edit(),
  createConnection: edit('graph'),
  deleteConnections: edit('graph'),
  restoreConnections: inverse('graph'),
  changeConnectionType: edit('graph'),
  setConnectionAttributes: edit('graph'),
  replaceConnection: inverse('graph'),
  createLevel: edit(),
  // Removing a level or nodes from it removes the connections there, truth connections included.
  deleteLevel: edit('graph'),
  restoreLevel: inverse('graph'),
  joinNodesToLevel: edit(),
  removeNodesFromLevel: edit('graph'),
  moveLevel: edit(),
  renameLevel: edit(),
  setLevelBackground: edit(),
  // Spec 2 section 4 keeps only moves, resizes, selection and title typing out of the history.
  setCurrentLevel: { ...view, recordsUndo: true },
  createTag: edit(),
  deleteTag: edit(),
  restoreTag: inverse(),
  setNodeTag: edit(),
  moveTag: edit(),
  setNodeVisibility: edit(),
  setNodeExpansion: edit(),
  toggleNeighbourhood: edit(),
  restoreNeighbourhoods: inverse(),
  // A presentation's steps show the map to one viewer: never stored, sent or undone.
  hideAllNodes: view,
  showAllNodesExcept: view,
  showNodes: view,
  hideNodes: view,
  selectConnection: view,
  jumpToLocation: view,
  changeStrength: view,
  setReplayState: view,
  // Truth colours are how truth is drawn, not an input of its calculation.
  setMapSettings: edit(),
  // Saved by the recorder, not by editing the map: its history is the recording's own.
  setPresentation: { ...edit(), recordsUndo: false },
  // Saved by the question editor, whose own state is its history (spec 3 section 4.5).
  setQuestions: { ...edit(), recordsUndo: false },
  setCourseItem: edit(),
  moveCourseItem: edit(),
  // A batch is what it holds: see the functions below.
  batch: edit('graph'),
} as const satisfies Record<MapActionType, ActionTraits>;

export const MAP_ACTION_TYPES = Object.keys(ACTION_TRAITS) as MapActionType[];

/** The types that exist only as inverses, applied from an undo stack or a recording of applied actions. */
export const INVERSE_ONLY_ACTION_TYPES = MAP_ACTION_TYPES.filter((type) => ACTION_TRAITS[type].inverseOnly);

/**
 * The types a user's own edit may have, and so the ones a live-edit client may send: document actions
 * that are not inverse-only (a batch may hold only these too).
 */
export type UserEditType = {
  [T in MapActionType]: (typeof ACTION_TRAITS)[T] extends { scope: 'document'; inverseOnly: false }
    ? T
    : never;
}[MapActionType];

export function isUserEditType(type: MapActionType): type is UserEditType {
  const traits: ActionTraits = ACTION_TRAITS[type];
  return traits.scope === 'document' && !traits.inverseOnly;
}

export const USER_EDIT_TYPES: readonly UserEditType[] = MAP_ACTION_TYPES.filter(isUserEditType);

/** The actions a batch holds, batches within it opened, in order. */
export function leafActions(action: MapAction): MapAction[] {
  return action.type === 'batch' ? action.actions.flatMap(leafActions) : [action];
}

/** Whether an action (a batch: everything in it) may stand as a user's own edit. */
export function isUserAction(action: MapAction): boolean {
  return leafActions(action).every((leaf) => !ACTION_TRAITS[leaf.type].inverseOnly);
}

/** Whether the undo history keeps it: anything in it does (an empty batch changes nothing to undo). */
export function recordsUndo(action: MapAction): boolean {
  return leafActions(action).some((leaf) => ACTION_TRAITS[leaf.type].recordsUndo && !isTitleTyping(leaf));
}

/**
 * A keystroke while a title is typed: the editor records one committed setNodeTitle, with the title the
 * typing started from as its inverse, when typing ends.
 */
function isTitleTyping(action: MapAction): boolean {
  return action.type === 'setNodeTitle' && action.typing === true;
}

/** Whether applying it makes the map modified: anything in it does. */
export function modifiesMap(action: MapAction): boolean {
  return leafActions(action).some((leaf) => ACTION_TRAITS[leaf.type].modifies);
}

/** The scope of an action: a batch is a document action when anything in it is. */
export function scopeOf(action: MapAction): ActionScope {
  return leafActions(action).some((leaf) => ACTION_TRAITS[leaf.type].scope === 'document')
    ? 'document'
    : 'session';
}

export function isSessionAction(action: MapAction): action is SessionAction {
  return ACTION_TRAITS[action.type].scope === 'session';
}

/** The furthest any action in it can reach into the truth calculation's inputs. */
export function truthReachOf(action: MapAction): TruthReach {
  let reach: TruthReach = 'none';
  for (const leaf of leafActions(action)) {
    const own = ACTION_TRAITS[leaf.type].truth;
    // Changing whether the manual strength is ignored changes a node's input beyond its strength.
    if (leaf.type === 'setNodeStrength' && leaf.ignoreManualStrength !== undefined) return 'graph';
    // Only the reversal among a node's attributes is an input of the calculation.
    if (leaf.type === 'setNodeAttributes' && !setsReversal(leaf.attributes)) continue;
    if (own === 'graph') return 'graph';
    if (own === 'strength') reach = 'strength';
  }
  return reach;
}

function setsReversal(attributes: NodeAttributes): boolean {
  return attributes.reverseTruth !== undefined || attributes.reverseTruthCondition !== undefined;
}
