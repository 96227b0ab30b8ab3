/** The stored map document and its smaller entities (spec 2 section 3). */
import type { WorkspaceBounds } from './bounds';
import type { Connection } from './connection';
import type { AccessRight, OperationMode } from './constants';
import type { Answer, CourseItem, Presentation, Question, RichText } from './content';
import type { MapNode } from './node';
import type { MapSettings } from './settings';

export type { Position, Size, WorkspaceBounds } from './bounds';
export type { Connection, Waypoint } from './connection';
export type { Answer, CourseItem, Presentation, Question, RichText } from './content';
export type { MapLink, MapNode, NodeLevel, Strength } from './node';
export type { MapSettings, UserSettings } from './settings';

export interface Level {
  /** Called levelId where nodes and connections refer to it. */
  id: number;
  /** The level's name, e.g. 'Main'. */
  description: string;
  backgroundImage?: string;
}

export interface Tag {
  id: string;
  description: string;
  selected: boolean;
}

/**
 * A group of nodes around a root node, whose colour marks the group. The spec names only the map's
 * "neighbourhood ids"; a stored bare id loads as a neighbourhood rooted at that node.
 */
export interface Neighbourhood {
  id: string;
  rootNodeId: string;
  /** The members besides the root. */
  nodeIds: string[];
}

/** What the offline cache keeps beside a map (key offline/{mapId}). */
export interface OfflineRecord {
  name: string;
  isModified: boolean;
  /** ISO date. */
  updated: string;
}

export interface UserNotes {
  notes: unknown[];
  overviewContentId: string | null;
}

/** Shares are kept as received; their shape is not shown in the spec. */
export type MapShare = unknown;

export interface MapDocument {
  id: string;
  courseId: string | null;
  name: string;
  /** ISO dates. */
  updated: string | null;
  created: string | null;
  nodes: MapNode[];
  connections: Connection[];
  presentations: Presentation[];
  courseItems: CourseItem[];
  questions: Question[];
  answers: Answer[];
  levels: Level[];
  tags: Tag[];
  settings: MapSettings;
  shares: MapShare[];
  accessRight: AccessRight;
  hasEditRights: boolean;
  hasShareRights: boolean;
  editShareExists: boolean;
  viewShareExists: boolean;
  canPersonalise: boolean;
  isPersonalised: boolean;
  overviewProse: RichText | null;
  userNoteTemplate: RichText | null;
  /** A user's own additions to a personalised map; their shape is not shown in the spec. */
  userAdditions: unknown;
  currentLevelId: number;
  /** Level ids from the default level down to the current one, both included. */
  routeToCurrentLevel: number[];
  currentNodeId: string | null;
  operationMode: OperationMode;
  neighbourhoods: Neighbourhood[];
  proseContent: RichText | null;
  lastUpdated: string | null;
  /** Set by any change, cleared by saving. */
  modified: boolean;
  /** Stored with the map; grows to contain its content (DESIGN.md, Decisions). */
  workspaceBounds: WorkspaceBounds;
}
