/** A connection in its stored form (spec 2 section 3, Connection). */
import type { Position } from './bounds';
import type {
  ConnectionLocation,
  ConnectionType,
  FallacyType,
  FontSizeName,
  LineType,
  TruthIssueCategory,
  Visibility,
} from './constants';
import type { RichText } from './content';
import type { Strength } from './node';

/** A bend point the user placed on a connection. */
export interface Waypoint {
  id: string;
  position: Position;
}

export interface Connection {
  id: string;
  /** Node ids. */
  from: string;
  to: string;
  type: ConnectionType;
  levelId: number;
  /** The label text. */
  content: string;
  prose?: RichText;
  /** User colour and width apply to Relative, Generic and Bidirectional connections only. */
  colour?: string;
  width?: number;
  /** Strength and relevance apply to Truth connections only. */
  strength: Strength;
  reverseStrength: boolean;
  reverseStrengthCondition: string;
  relevance: number;
  labelFontSize: FontSizeName;
  lineType: LineType;
  fromLocation: ConnectionLocation;
  toLocation: ConnectionLocation;
  waypoints: Waypoint[];
  visibility: Visibility;
  fromHidden: boolean;
  toHidden: boolean;
  claimType?: TruthIssueCategory;
  fallacyType?: FallacyType;
}
