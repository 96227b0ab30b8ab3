/** Enums and business constants of the map editor (spec 2 sections 3 and 9), with the spec's values. */
import type { Size, WorkspaceBounds } from './bounds';

/** Values of an `as const` object, as a union type. */
type ValueOf<T> = T[keyof T];

// Connections ----------------------------------------------------------------------------------------

export const CONNECTION_TYPE = {
  RELATIVE: 1,
  GROUP: 2,
  TRUTH: 3,
  MATH: 4,
  GENERIC: 5,
  FALLACY: 6,
  CLAIM: 7,
  BIDIRECTIONAL: 8,
} as const;
export type ConnectionType = ValueOf<typeof CONNECTION_TYPE>;
export const CONNECTION_TYPES: readonly ConnectionType[] = Object.values(CONNECTION_TYPE);
export const DEFAULT_CONNECTION_TYPE: ConnectionType = CONNECTION_TYPE.RELATIVE;
/** Group connections only tie a neighbourhood together; they are never drawn. */
export const VISIBLE_CONNECTION_TYPES: readonly ConnectionType[] = CONNECTION_TYPES.filter(
  (type) => type !== CONNECTION_TYPE.GROUP,
);

export const LINE_TYPES = ['auto', 'curve', 'elbow', 'straight'] as const;
export type LineType = (typeof LINE_TYPES)[number];
/** The spec lists the line types without a default; `auto` lets the router choose. */
export const DEFAULT_LINE_TYPE: LineType = 'auto';

/** Where a connection meets its node. Not called `Location`, which is the DOM's `window.location`. */
export const CONNECTION_LOCATIONS = ['auto', 'left', 'top', 'right', 'bottom'] as const;
export type ConnectionLocation = (typeof CONNECTION_LOCATIONS)[number];
export const DEFAULT_CONNECTION_LOCATION: ConnectionLocation = 'auto';

/** Fallacy labels in the spec's order (spec 2 section 3); a fallacy connection stores one of them. */
export const FALLACY_TYPES = [
  'unknown',
  'ad hominem',
  'authority',
  'confirm consequent',
  'correlation/causation',
  'deny antecedent',
  'straw man',
] as const;
export type FallacyType = (typeof FALLACY_TYPES)[number];
/** The same fallacies as report categories, as spec 3 section 3 lists them. */
export const FALLACY_CATEGORIES = [
  'Ad Hominem',
  'Authority',
  'Confirm Consequent',
  'Correlation/Causation',
  'Deny Antecedent',
  'Straw Man',
  'Unknown',
] as const;
export type FallacyCategory = (typeof FALLACY_CATEGORIES)[number];

/** Truth-issue categories (spec 2 and 3 section 3); a claim connection's `claimType` is one of them. */
export const TRUTH_ISSUE_CATEGORIES = [
  'Unknown',
  'Irrelevant',
  'Unsupported',
  'Unverifiable',
  'Emotional',
] as const;
export type TruthIssueCategory = (typeof TRUTH_ISSUE_CATEGORIES)[number];

/** Default connection line width (spec 2 section 9). */
export const DEFAULT_CONNECTION_WIDTH = 3;

// Nodes ----------------------------------------------------------------------------------------------

/** Truth operators 1-13 in the spec's order. */
export const OPERATOR = {
  AND: 1,
  NOT: 2,
  ADD: 3,
  IF: 4,
  AVG: 5,
  MIN: 6,
  MAX: 7,
  IF_AND: 8,
  POS: 9,
  NEG: 10,
  IF_NOT: 11,
  NOT_IF: 12,
  NOT_IF_NOT: 13,
} as const;
export type Operator = ValueOf<typeof OPERATOR>;
export const OPERATORS: readonly Operator[] = Object.values(OPERATOR);
export const DEFAULT_OPERATOR: Operator = OPERATOR.AVG;

export const NODE_SUB_TYPE = { CONTENT: 1, OPERATOR: 2 } as const;
export type NodeSubType = ValueOf<typeof NODE_SUB_TYPE>;
export const NODE_SUB_TYPES: readonly NodeSubType[] = Object.values(NODE_SUB_TYPE);
export const DEFAULT_NODE_SUB_TYPE: NodeSubType = NODE_SUB_TYPE.CONTENT;

/** Nodes and connections share these. */
export const VISIBILITIES = ['visible', 'hidden', 'collapsed'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const DEFAULT_VISIBILITY: Visibility = 'visible';

export const LINK_TYPES = ['none', 'map', 'presentation', 'lesson'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/**
 * When a node's reverseTruth or a truth connection's reverseStrength applies: always, only when the
 * tested truth is true (above neutral), or only when it is false (docs/truth.md). The spec names only
 * the default, always.
 */
export const REVERSE_CONDITION = { ALWAYS: 'always', IF_TRUE: 'ifTrue', IF_FALSE: 'ifFalse' } as const;
export type ReverseCondition = ValueOf<typeof REVERSE_CONDITION>;
export const REVERSE_CONDITIONS: readonly ReverseCondition[] = Object.values(REVERSE_CONDITION);
export const DEFAULT_REVERSE_CONDITION: ReverseCondition = REVERSE_CONDITION.ALWAYS;

/**
 * "Default node colour is the first palette colour"; the palette is not shown, so it starts with white,
 * the one colour every title colour reads well on.
 */
export const DEFAULT_NODE_COLOUR = '#ffffff';
/** The node palette the editor offers, light enough for dark titles; the first is the default. */
export const NODE_COLOURS: readonly string[] = [
  DEFAULT_NODE_COLOUR,
  '#fed7d7',
  '#feebc8',
  '#fefcbf',
  '#c6f6d5',
  '#b2f5ea',
  '#bee3f8',
  '#e9d8fd',
  '#fed7e2',
  '#e2e8f0',
];
export const DEFAULT_CONTENT_SIZE: Readonly<Size> = { width: 250, height: 250 };

/**
 * Tag colours (spec 2 section 9: "a longer palette for tags"; its colours are not shown): a tag takes the
 * entry at its place in the map's tag list, starting again past the end. Each is saturated and dark
 * enough to show on white (the neighbourhood rule), and the map draws them as dots on nodes.
 */
export const TAG_COLOURS: readonly string[] = [
  '#e53e3e',
  '#dd6b20',
  '#b7791f',
  '#6b8e23',
  '#38a169',
  '#319795',
  '#0987a0',
  '#3182ce',
  '#5a67d8',
  '#805ad5',
  '#d53f8c',
  '#975a16',
];

// Font sizes -----------------------------------------------------------------------------------------

/** Font sizes in px, keyed by the names maps store. */
export const FONT_SIZES = {
  'x-small': 10,
  small: 13,
  medium: 16,
  large: 18,
  'x-large': 24,
  'xx-large': 32,
} as const;
export type FontSizeName = keyof typeof FONT_SIZES;
export const FONT_SIZE_NAMES = Object.keys(FONT_SIZES) as FontSizeName[];
export const FONT_SIZE_LABELS: Readonly<Record<FontSizeName, string>> = {
  'x-small': 'Tiny',
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'x-large': 'Jumbo',
  'xx-large': 'Huge',
};
export const DEFAULT_TITLE_FONT_SIZE: FontSizeName = 'large';
export const DEFAULT_LABEL_FONT_SIZE: FontSizeName = 'medium';
/** Spec 2 section 9: default font size 18 (large). */
export const DEFAULT_FONT_SIZE_PX = FONT_SIZES[DEFAULT_TITLE_FONT_SIZE];

// Strength and truth ---------------------------------------------------------------------------------

export const STRENGTH_MIN = -100;
export const STRENGTH_MAX = 100;
export const STRENGTH_NEUTRAL = 0;
/** Relevance weighs a truth connection from 0 (irrelevant) to 100 (fully relevant). */
export const RELEVANCE_MIN = 0;
export const RELEVANCE_MAX = 100;
export const DEFAULT_RELEVANCE = 100;
/** Truth propagation revisits a node at most this many times (spec 2 sections 4 and 9). */
export const TRUTH_MAX_REVISITS = 4;

// Levels, modes, rights ------------------------------------------------------------------------------

export const DEFAULT_LEVEL_ID = 1;
export const DEFAULT_LEVEL_NAME = 'Main';

/**
 * Operation modes (spec 2 section 4) as camelCase identifiers: 'review only' is `reviewOnly`,
 * 'live edit' `liveEdit`, and so on.
 */
export const OPERATION_MODE = {
  EDIT: 'edit',
  REVIEW: 'review',
  REVIEW_ONLY: 'reviewOnly',
  LIVE_EDIT: 'liveEdit',
  PRESENTATION: 'presentation',
  RECORD_PRESENTATION: 'recordPresentation',
  ANSWER_QUESTIONS: 'answerQuestions',
  EDIT_QUESTIONS: 'editQuestions',
  RECALL: 'recall',
  PERSONALISE: 'personalise',
} as const;
export type OperationMode = ValueOf<typeof OPERATION_MODE>;
export const OPERATION_MODES: readonly OperationMode[] = Object.values(OPERATION_MODE);
/** Maps always load in review only. */
export const LOADED_MAP_OPERATION_MODE: OperationMode = OPERATION_MODE.REVIEW_ONLY;

/** Access rights from lowest to highest. */
export const ACCESS_RIGHTS = ['none', 'view', 'facilitator', 'edit', 'admin'] as const;
export type AccessRight = (typeof ACCESS_RIGHTS)[number];
export const DEFAULT_ACCESS_RIGHT: AccessRight = 'edit';

export const ALIGNMENT_OPTIONS = ['none', 'horizontal', 'vertical', 'top-bottom', 'left-right'] as const;
export type AlignmentOption = (typeof ALIGNMENT_OPTIONS)[number];

// Live edit ------------------------------------------------------------------------------------------

/** A node's mark of a recent change by another member lasts this long (spec 2 sections 4 and 9: 10 s). */
export const LIVE_EDIT_CHANGE_EXPIRY_MS = 10_000;

// Document -------------------------------------------------------------------------------------------

export const CURRENT_MAP_VERSION = 4;

/** A new map's bounds, 6000 by 5000; a stored map keeps and grows its own (DESIGN.md, Decisions). */
export const DEFAULT_WORKSPACE_BOUNDS: Readonly<WorkspaceBounds> = {
  minX: -2000,
  minY: -2000,
  maxX: 4000,
  maxY: 3000,
};
export const DEFAULT_WORKSPACE_SIZE: Readonly<Size> = { width: 1920, height: 1080 };

/** Valid colours are 6-digit hex, e.g. #1a2b3c. */
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
