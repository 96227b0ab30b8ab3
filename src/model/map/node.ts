/** A map node in its stored form (spec 2 section 3, Node). */
import type { Position } from './bounds';
import type { FontSizeName, LinkType, NodeSubType, Operator, Visibility } from './constants';
import type { RichText } from './content';

/** A value on the -100..100 strength scale, neutral 0. */
export type Strength = number;

/** Where a node sits on one level, with its colour and truth there. */
export interface NodeLevel {
  levelId: number;
  position: Position;
  colour: string;
  truth: Strength;
}

/** A link from a node to another map, presentation or lesson. */
export interface MapLink {
  mapId: string;
  linkType: LinkType;
  secondaryId?: string;
}

/**
 * The calculated fields (connections, hasAscendants, hasDescendants, user, crowd) are not stored and so
 * are not part of this type; nor are a node's selection and highlight, which belong to each viewer's
 * session (src/model/session).
 */
export interface MapNode {
  id: string;
  title: string;
  titleFontSize: FontSizeName;
  colour: string;
  /** Draw the node in its own colour rather than the one its truth would give it. */
  colourOverride: boolean;
  operator: Operator;
  subType: NodeSubType;
  showContent: boolean;
  showDefaultContent: boolean;
  contentWidth: number;
  contentHeight: number;
  nodeWidth?: number;
  nodeHeight?: number;
  /** Every level the node appears on; legacy primary/secondary fields are converted into it on load. */
  levels: NodeLevel[];
  /** Tag ids. */
  tags: string[];
  visibility: Visibility;
  showAscendants: boolean;
  showDescendants: boolean;
  /** The manual truth; null when none was set. */
  strength: Strength | null;
  ignoreManualStrength: boolean;
  /** The calculated truth. */
  truth: Strength;
  reverseTruth: boolean;
  reverseTruthCondition: string;
  mapLink?: MapLink;
  wikiWords: string[];
  prose?: RichText;
}
