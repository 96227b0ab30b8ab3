/**
 * Plain text out of a stored rich-text value, for drawing a node's content and for search. Maps from the
 * legacy editor may hold its raw form, so this reads either: a document (an array of elements with
 * `children`, leaves with `text`), a raw document (`blocks` with `text`), a JSON string of either, or
 * plain text. Blocks become lines; anything else is ignored. Whether a value is empty content is
 * `isEmptyDocument`'s question, not this text's.
 */
import { isRecord, parseJson } from './document';

/** Text kept at most: more than any content area shows. */
export const PLAIN_TEXT_LIMIT = 4000;

/** The text of a rich-text value, a line per block, cut at PLAIN_TEXT_LIMIT; '' when there is none. */
export function richTextPlain(value: unknown): string {
  const lines: string[] = [];
  const document = typeof value === 'string' ? (parseJson(value) ?? value) : value;
  collectBlocks(document, lines, { length: 0 });
  return lines.join('\n').trim().slice(0, PLAIN_TEXT_LIMIT);
}

function blocksOf(document: unknown): unknown[] {
  if (Array.isArray(document)) return document;
  if (isRecord(document)) {
    if (Array.isArray(document.blocks)) return document.blocks;
    if (Array.isArray(document.children)) return document.children;
  }
  return document === null || document === undefined ? [] : [document];
}

/** Appends a line per block, stopping once the limit is reached. */
function collectBlocks(document: unknown, lines: string[], total: { length: number }): void {
  for (const block of blocksOf(document)) {
    if (total.length >= PLAIN_TEXT_LIMIT) return;
    const line = nodeText(block).replace(/\s+/g, ' ').trim();
    if (line === '') continue;
    lines.push(line);
    total.length += line.length + 1;
  }
}

/** The text of one block: its own text, or its children's run together. */
function nodeText(node: unknown): string {
  if (typeof node === 'string') return node;
  if (!isRecord(node)) return '';
  if (typeof node.text === 'string') return node.text;
  if (!Array.isArray(node.children)) return '';
  let text = '';
  for (const child of node.children) {
    // Nested blocks (list items, table cells) read as separate words.
    const part = nodeText(child);
    text += isRecord(child) && child.type !== undefined && text !== '' ? ` ${part}` : part;
    if (text.length >= PLAIN_TEXT_LIMIT) break;
  }
  return text;
}
