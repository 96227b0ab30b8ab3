/**
 * Fuzzy search over a map's nodes (spec 2 sections 5 and 9: threshold 0.4, distance 100): titles first,
 * then the plain text of their content. A main-thread index, rebuilt lazily: only when a search runs
 * and the nodes' titles or content have changed since the last build. (DESIGN.md plans a search-index
 * worker for very large maps; this index is what it would hold.)
 */
import Fuse from 'fuse.js';
import type { ReadonlyList } from '../map/entityList';
import type { MapNode } from '../map/node';

/** Spec 2 section 9. */
export const SEARCH_THRESHOLD = 0.4;
export const SEARCH_DISTANCE = 100;
/** Results shown at most. */
export const SEARCH_LIMIT = 50;

export interface SearchEntry {
  id: string;
  title: string;
  /** The content's plain text; '' when none. */
  text: string;
}

export interface SearchHit {
  id: string;
  title: string;
  /** Fuse's score: 0 a perfect match, up to the threshold. */
  score: number;
}

/** Plain text out of a node's rich-text content (the UI passes the engine's extractor). */
export type PlainText = (prose: unknown) => string;

export function searchEntries(nodes: ReadonlyList<MapNode>, plainText?: PlainText): SearchEntry[] {
  return nodes.map((node) => ({
    id: node.id,
    title: node.title,
    text: plainText && node.prose !== undefined && node.prose !== null ? plainText(node.prose) : '',
  }));
}

function sameEntries(a: readonly SearchEntry[], b: readonly SearchEntry[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y || x.id !== y.id || x.title !== y.title || x.text !== y.text) return false;
  }
  return true;
}

/** The ranked matches of `query` among `entries` (a fresh index: for one-off searches and tests). */
export function searchNodes(
  entries: readonly SearchEntry[],
  query: string,
  limit = SEARCH_LIMIT,
): SearchHit[] {
  return rank(createFuse(entries), query, limit);
}

function createFuse(entries: readonly SearchEntry[]): Fuse<SearchEntry> {
  return new Fuse(entries, {
    keys: [
      { name: 'title', weight: 2 },
      { name: 'text', weight: 1 },
    ],
    threshold: SEARCH_THRESHOLD,
    distance: SEARCH_DISTANCE,
    includeScore: true,
  });
}

function rank(fuse: Fuse<SearchEntry>, query: string, limit: number): SearchHit[] {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  return fuse.search(trimmed, { limit }).map(({ item, score }) => ({
    id: item.id,
    title: item.title,
    score: score ?? 0,
  }));
}

/**
 * A search index kept across searches: the nodes are read again for each search (a cheap pass) and the
 * Fuse index rebuilt only when a title or content changed. Content text is cached per rich-text value.
 */
export class NodeSearchIndex {
  private entries: SearchEntry[] = [];
  private fuse: Fuse<SearchEntry> | null = null;
  private readonly texts = new WeakMap<object, string>();
  /** How many times the index was built (for tests). */
  builds = 0;

  constructor(private readonly plainText?: PlainText) {}

  search(nodes: ReadonlyList<MapNode>, query: string, limit = SEARCH_LIMIT): SearchHit[] {
    if (query.trim() === '') return [];
    const entries = searchEntries(nodes, this.plainText && this.cachedText);
    if (this.fuse === null || !sameEntries(entries, this.entries)) {
      this.entries = entries;
      this.fuse = createFuse(entries);
      this.builds++;
    }
    return rank(this.fuse, query, limit);
  }

  private cachedText = (prose: unknown): string => {
    const plainText = this.plainText;
    if (!plainText) return '';
    if (typeof prose !== 'object' || prose === null) return plainText(prose);
    let text = this.texts.get(prose);
    if (text === undefined) {
      text = plainText(prose);
      this.texts.set(prose, text);
    }
    return text;
  };
}
