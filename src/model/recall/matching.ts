/**
 * Matching what a learner types against the titles of the nodes to recall (issue 27). Built once per
 * session over its nodes; each call is told which nodes are named already and answers the others it
 * names. Two calls, for the two moments a learner gives a name:
 * - as they type (`matchAsTyped`): an entry equal to a key (./keys.ts) names its nodes at once, so a
 *   learner who knows a name never presses Enter;
 * - on Enter, or a spoken phrase (`matchEntry`): a close spelling counts too, within the edits
 *   `allowedEdits` allows for the entry's length (Levenshtein, by fastest-levenshtein); the nearest key
 *   wins, and keys as near as it all count.
 * Keys are indexed by length, so a close spelling is looked for only among keys it could be near.
 */
import { distance } from 'fastest-levenshtein';
import { allowedEdits, RECALL_LIMITS } from './constants';
import { recallKey, recallKeysOf } from './keys';
import type { RecallNode } from './types';

const NONE: readonly string[] = [];

export class RecallMatcher {
  /** Node ids by key. */
  private readonly nodesByKey = new Map<string, string[]>();
  /** Keys by their length. */
  private readonly keysByLength = new Map<number, string[]>();

  constructor(nodes: readonly RecallNode[]) {
    for (const node of nodes) {
      for (const key of recallKeysOf(node.title)) {
        const ids = this.nodesByKey.get(key);
        if (ids) {
          if (!ids.includes(node.id)) ids.push(node.id);
          continue;
        }
        this.nodesByKey.set(key, [node.id]);
        const sameLength = this.keysByLength.get(key.length);
        if (sameLength) sameLength.push(key);
        else this.keysByLength.set(key.length, [key]);
      }
    }
  }

  /** The nodes not yet named whose key the entry is exactly (case, whitespace and punctuation aside). */
  matchAsTyped(text: string, named: ReadonlySet<string>): readonly string[] {
    const key = entryKey(text);
    return key === '' ? NONE : this.unnamed(key, named);
  }

  /** `matchAsTyped`, else the nodes not yet named whose key is nearest the entry within the edits allowed. */
  matchEntry(text: string, named: ReadonlySet<string>): readonly string[] {
    const key = entryKey(text);
    if (key === '') return NONE;
    const exact = this.unnamed(key, named);
    if (exact.length > 0) return exact;
    const edits = allowedEdits(key.length);
    let best = edits;
    let found: string[] = [];
    for (let length = key.length - edits; length <= key.length + edits; length++) {
      for (const candidate of this.keysByLength.get(length) ?? NONE) {
        // No nearer than their difference in length: skip the distance when that is already too far.
        if (Math.abs(candidate.length - key.length) > best) continue;
        const apart = distance(key, candidate);
        if (apart > best) continue;
        const ids = this.unnamed(candidate, named);
        if (ids.length === 0) continue;
        if (apart < best) {
          best = apart;
          found = [];
        }
        for (const id of ids) if (!found.includes(id)) found.push(id);
      }
    }
    return found;
  }

  private unnamed(key: string, named: ReadonlySet<string>): readonly string[] {
    const ids = this.nodesByKey.get(key);
    if (!ids) return NONE;
    return named.size === 0 ? ids : ids.filter((id) => !named.has(id));
  }
}

function entryKey(text: string): string {
  return text.length > RECALL_LIMITS.maxEntryLength ? '' : recallKey(text);
}
