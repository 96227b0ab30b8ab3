/** The stored map document and its smaller entities (spec 2 section 3). */
import type { WorkspaceBounds } from './bounds';
import type { Connection } from './connection';
import type { CourseItem, RichText, StoredAnswer, StoredPresentation, StoredQuestion } from './content';
import type { EntityList } from './entityList';
import type { MapNode } from './node';
import type { MapSettings } from './settings';

export type { Position, Size, WorkspaceBounds } from './bounds';
export type { Connection, Waypoint } from './connection';
export type { CourseItem, RichText, StoredAnswer, StoredPresentation, StoredQuestion } from './content';
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

/**
 * The map's content (DESIGN.md, "Scopes": the document): what is stored, saved, exported and shared by
 * everyone who opens the map. What one viewer has of their own (selection, the level they stand on,
 * mode, rights) is their session (src/model/session); who may see the map lives beside it on the server.
 */
export interface MapDocument {
  id: string;
  courseId: string | null;
  name: string;
  /** ISO dates. */
  updated: string | null;
  created: string | null;
  /** Persistent lists with an id index (`./entityList.ts`): an edit copies what it touches. */
  nodes: EntityList<MapNode>;
  connections: EntityList<Connection>;
  presentations: StoredPresentation[];
  courseItems: CourseItem[];
  questions: StoredQuestion[];
  answers: StoredAnswer[];
  levels: Level[];
  tags: Tag[];
  settings: MapSettings;
  overviewProse: RichText | null;
  userNoteTemplate: RichText | null;
  /** A user's own additions to a personalised map; their shape is not shown in the spec. */
  userAdditions: unknown;
  neighbourhoods: Neighbourhood[];
  proseContent: RichText | null;
  lastUpdated: string | null;
  /** Stored with the map; grows to contain its content (DESIGN.md, Decisions). */
  workspaceBounds: WorkspaceBounds;
}
