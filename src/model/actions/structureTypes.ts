/**
 * Actions on a map's structure rather than one node's fields: levels, tags, node visibility and
 * expansion, and neighbourhoods (spec 2 sections 3 and 4). Part of the MapAction union in types.ts.
 */
import type { Position } from '../map/bounds';
import type { Connection } from '../map/connection';
import type { Visibility } from '../map/constants';
import type { NodeLevel } from '../map/node';
import type { Level, Neighbourhood, Tag } from '../map/types';
import type { Indexed } from './types';

/** One node's entry on a level, with its index in the node's levels list. */
export interface NodeLevelEntry {
  nodeId: string;
  index: number;
  value: NodeLevel;
}

// Levels ---------------------------------------------------------------------------------------------

/** Appends a new, empty level (its id chosen by the caller so replay is deterministic). */
export interface CreateLevelAction {
  type: 'createLevel';
  level: Level;
}

/**
 * Removes a level, its nodes' entries on it and its connections. Refused for the default level and when
 * a node would be left on no level.
 */
export interface DeleteLevelAction {
  type: 'deleteLevel';
  levelId: number;
}

/**
 * The inverse of deleteLevel and removeNodesFromLevel: puts back node entries and connections, and the
 * level itself when `level` is given.
 */
export interface RestoreLevelAction {
  type: 'restoreLevel';
  levelId: number;
  level?: Indexed<Level>;
  nodeLevels: NodeLevelEntry[];
  connections: Indexed<Connection>[];
}

export interface LevelJoin {
  nodeId: string;
  position: Position;
}

/** Adds each node to the level at a position (clamped into the bounds), in the node's own colour. */
export interface JoinNodesToLevelAction {
  type: 'joinNodesToLevel';
  levelId: number;
  joins: LevelJoin[];
}

/**
 * Takes nodes off a level with their connections there; a level left without nodes goes too (never the
 * default level). `keepEmptyLevel` is set only by the inverse of a join, whose level was there before.
 */
export interface RemoveNodesFromLevelAction {
  type: 'removeNodesFromLevel';
  levelId: number;
  nodeIds: string[];
  keepEmptyLevel?: boolean;
}

/** Moves the level at `fromIndex` to `toIndex`; an invalid index changes nothing. */
export interface MoveLevelAction {
  type: 'moveLevel';
  fromIndex: number;
  toIndex: number;
}

/**
 * Moves into a level (a session action): the route is extended by it, or cut back to it when it is
 * already on the route. `routeToCurrentLevel` is given only by an inverse, which puts back the exact
 * route it recorded.
 */
export interface SetCurrentLevelAction {
  type: 'setCurrentLevel';
  levelId: number;
  routeToCurrentLevel?: number[];
}

// Tags -----------------------------------------------------------------------------------------------

export interface CreateTagAction {
  type: 'createTag';
  tag: Tag;
}

/** Removes a tag and takes it off every node. */
export interface DeleteTagAction {
  type: 'deleteTag';
  tagId: string;
}

/** One node's use of a tag, with its index in the node's tags list. */
export interface NodeTagEntry {
  nodeId: string;
  index: number;
}

/** The inverse of deleteTag. */
export interface RestoreTagAction {
  type: 'restoreTag';
  tag: Indexed<Tag>;
  nodeTags: NodeTagEntry[];
}

/** Adds the tag to the node (at `index`, else at the end) or removes it when the node has it. */
export interface ToggleNodeTagAction {
  type: 'toggleNodeTag';
  nodeId: string;
  tagId: string;
  index?: number;
}

/** Moves the tag at `fromIndex` to `toIndex`; an invalid index changes nothing. */
export interface MoveTagAction {
  type: 'moveTag';
  fromIndex: number;
  toIndex: number;
}

// Visibility and expansion ---------------------------------------------------------------------------

export interface SetNodeVisibilityAction {
  type: 'setNodeVisibility';
  nodeIds: string[];
  visibility: Visibility;
}

/** The expansion flags; a flag not given is left as it is. */
export interface SetNodeExpansionAction {
  type: 'setNodeExpansion';
  nodeId: string;
  showAscendants?: boolean;
  showDescendants?: boolean;
}

// Neighbourhoods -------------------------------------------------------------------------------------

/**
 * Toggles the node's membership of the neighbourhood: a new id starts a neighbourhood rooted at the
 * node; a member leaves; the root leaving dissolves the neighbourhood; any other node joins.
 */
export interface ToggleNeighbourhoodAction {
  type: 'toggleNeighbourhood';
  neighbourhoodId: string;
  nodeId: string;
}

/** Replaces the neighbourhoods list: the exact inverse of a toggle. */
export interface SetNeighbourhoodsAction {
  type: 'setNeighbourhoods';
  neighbourhoods: Neighbourhood[];
}

export type LevelAction =
  | CreateLevelAction
  | DeleteLevelAction
  | RestoreLevelAction
  | JoinNodesToLevelAction
  | RemoveNodesFromLevelAction
  | MoveLevelAction;

export type TagAction =
  | CreateTagAction
  | DeleteTagAction
  | RestoreTagAction
  | ToggleNodeTagAction
  | MoveTagAction;

export type DisplayAction = SetNodeVisibilityAction | SetNodeExpansionAction;

export type NeighbourhoodAction = ToggleNeighbourhoodAction | SetNeighbourhoodsAction;
