/** Recall practice (spec 3 sections 3 and 4.6): what a session covers and what it leaves behind. */

/** What a session asks for: the whole map, one level (/recall/layer/{layerId}) or one recall item. */
export type RecallScope =
  | { readonly kind: 'map' }
  | { readonly kind: 'level'; readonly levelId: number }
  | { readonly kind: 'item'; readonly itemId: string };

/** A node to name, with the title that names it. */
export interface RecallNode {
  readonly id: string;
  readonly title: string;
}

export interface RecallSummary {
  /** How many nodes were named. */
  matches: number;
  /** How many there were to name. */
  available: number;
}

export interface RecallDetails {
  recalledNodes: RecallNode[];
  missedNodes: RecallNode[];
  /** The level recalled on its own, else null. */
  restrictToLevelId: number | null;
}

/** Spec 3 section 3, Recall result (category recall), as the server stores it for the learner. */
export interface RecallResult {
  id: string;
  mapId: string;
  /** The recall item recalled, else null. */
  itemId: string | null;
  category: 'recall';
  summary: RecallSummary;
  details: RecallDetails;
  durationMs: number;
  /** ISO date. */
  createdAt: string;
}
