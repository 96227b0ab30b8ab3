/** Layout constants of spec 2 section 5. */

/** Alignment: guides snap within this distance (px). */
export const ALIGNMENT_TOLERANCE = 10;
/** Nodes whose centres spread less than this along the cross axis align as one group. */
export const ALIGNMENT_GROUP_SPREAD = 50;
/** The gap between nodes laid into a line from another orientation. */
export const ALIGNMENT_CROSS_GAP = 20;
/** Distributing never leaves less than this between neighbours. */
export const DISTRIBUTION_MIN_GAP = 10;

/** Bulk add: columns of at least this many rows. */
export const BULK_ADD_MIN_ROWS = 5;
/** Grid spacing of bulk add, added children and pasted text. */
export const GRID_SPACING = { x: 200, y: 100 } as const;

/** Added children wider than a grid step keep at least this between them. */
export const CHILD_GAP = 20;
/** Adding children: any title longer than this makes the shorter titles split in two lines. */
export const CHILD_TITLE_SPLIT_TRIGGER = 25;
/** Titles shorter than this are split at the space nearest their middle. */
export const CHILD_TITLE_SPLIT_LIMIT = 50;

/** The automatic layered layout: between nodes of one layer, and between layers. */
export const LAYERED_NODE_GAP = 40;
export const LAYERED_LAYER_GAP = 80;

/** New nodes keep at least this between themselves and the nodes already on the level. */
export const PLACEMENT_GAP = 20;
/** New nodes that would cover others are moved in steps of this, nearest first. */
export const PLACEMENT_STEP = 20;
/** How far from the wanted place the search for a clear one goes before placing below everything. */
export const PLACEMENT_SEARCH_RADIUS = 1200;
