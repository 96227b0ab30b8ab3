/** Recall's numbers. */
export const RECALL_LIMITS = {
  /** A session's stored duration is at most a day. */
  maxDurationMs: 24 * 60 * 60 * 1000,
  /** An entry longer than this matches nothing: no title is typed as a paragraph. */
  maxEntryLength: 200,
} as const;

/**
 * How many edits (Levenshtein) a close spelling may be from a title, by the entry's length: the AUTO
 * fuzziness of Elasticsearch's match queries (0-2 characters exact, 3-5 one edit, longer two), which a
 * learner meets in every search box.
 */
export function allowedEdits(length: number): number {
  if (length <= 2) return 0;
  return length <= 5 ? 1 : 2;
}
