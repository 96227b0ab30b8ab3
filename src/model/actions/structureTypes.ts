/**
 * Actions on a map's structure rather than one node's fields: levels, tags, node visibility and
 * expansion, and neighbourhoods (spec 2 sections 3 and 4). Part of the MapAction union in types.ts.
 */
import type { Position } from '../map/bounds';
import type { Connection } from '../map/connection';
import type { Visibility } from '../map/constants';
import type { NodeLevel } from '../map/node';
import type { Level, Neighbourhood, Tag } from '../map/types';
import type { Anchored } from './types';

/** One node's entry on a level, anchored to the level id of the entry before it in the node's levels. */
export interface NodeLevelEntry {
  nodeId: string;
  after: number | null;
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
 * The inverse of deleteLevel and removeNodesFromLevel: puts back node entries and connections after their
 * anchors, and the level itself when `level` is given. Refused when the level is there again (with
 * `level`) or gone (without), or a node is on it again; entries of nodes another writer deleted, and
 * connections left without both ends on the level, are left out.
 */
export interface RestoreLevelAction {
  type: 'restoreLevel';
  levelId: number;
  level?: Anchored<Level, number>;
  nodeLevels: NodeLevelEntry[];
  connections: Anchored<Connection>[];
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

/** Names the level (its description, spec 2 section 3); the name must not be blank. */
export interface RenameLevelAction {
  type: 'renameLevel';
  levelId: number;
  description: string;
}

/**
 * Sets the level's background image (the address of an uploaded image, `src/model/map/media.ts`), or takes
 * it away (undefined). The inverse names the image it replaced.
 */
export interface SetLevelBackgroundAction {
  type: 'setLevelBackground';
  levelId: number;
  backgroundImage?: string;
}

/**
 * Moves the level right after the level `after` (null: first; a level that is gone: last, the rule of
 * lists.ts `insertAnchored`). A level the map lacks changes nothing. The inverse names the old anchor.
 */
export interface MoveLevelAction {
  type: 'moveLevel';
  levelId: number;
  after: number | null;
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

/** One node's use of a tag, anchored to the tag id before it in the node's tags. */
export interface NodeTagEntry {
  nodeId: string;
  after: string | null;
}

/**
 * The inverse of deleteTag: the tag back after its anchor, and on its nodes after theirs. Refused when
 * the tag exists again; nodes another writer deleted are left out.
 */
export interface RestoreTagAction {
  type: 'restoreTag';
  tag: Anchored<Tag>;
  nodeTags: NodeTagEntry[];
}

/**
 * Puts the tag on the node (`tagged`) or takes it off; a node already as asked is left alone, so the
 * action means the same whatever another writer did first. A tag put on goes right after the node's tag
 * `after` (null: first; not given, or a tag the node no longer has: last). Refused for a node the map
 * lacks, and for a tag it lacks when putting it on. The inverse takes the tag off, or puts it back after
 * its old anchor.
 */
export interface SetNodeTagAction {
  type: 'setNodeTag';
  nodeId: string;
  tagId: string;
  tagged: boolean;
  after?: string | null;
}

/**
 * Moves the tag right after the tag `after` (null: first; a tag that is gone: last, the rule of lists.ts
 * `insertAnchored`). A tag the map lacks changes nothing. The inverse names the old anchor.
 */
export interface MoveTagAction {
  type: 'moveTag';
  tagId: string;
  after: string | null;
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

/**
 * Neighbourhoods put back one by one, each named by id, so neighbourhoods other writers made or changed
 * meanwhile stand. Members (and roots) another writer deleted are left out.
 */
export interface NeighbourhoodsBack {
  /** Removed ones, anchored to the neighbourhood each followed; refused when the id exists again. */
  restore: Anchored<Neighbourhood>[];
  /**
   * Changed ones as they were, each replacing the one with its id where it stands (last writer wins for
   * its members); skipped when another writer dissolved it.
   */
  replace: Neighbourhood[];
}

/**
 * The inverse of a toggle (and of itself): puts back, replaces and removes just the neighbourhoods it
 * names. The order of the list gives colours, so a restored one goes back after its anchor.
 */
export interface RestoreNeighbourhoodsAction extends NeighbourhoodsBack {
  type: 'restoreNeighbourhoods';
  /** Ids of ones that were added: removed when still there. */
  remove: string[];
}

export type LevelAction =
  | CreateLevelAction
  | DeleteLevelAction
  | RestoreLevelAction
  | JoinNodesToLevelAction
  | RemoveNodesFromLevelAction
  | MoveLevelAction
  | RenameLevelAction
  | SetLevelBackgroundAction;

export type TagAction =
  | CreateTagAction
  | DeleteTagAction
  | RestoreTagAction
  | SetNodeTagAction
  | MoveTagAction;

export type DisplayAction = SetNodeVisibilityAction | SetNodeExpansionAction;

export type NeighbourhoodAction = ToggleNeighbourhoodAction | RestoreNeighbourhoodsAction;
