/**
 * Plain text out of a rich-text value, for drawing a node's content and telling whether a connection has
 * content. The model keeps rich text opaque (src/model/map/content.ts: a Slate document), and maps from
 * the legacy editor may hold its raw form, so this reads either: Slate (an array of elements with
 * `children`, leaves with `text`), a raw document (`blocks` with `text`), a JSON string of either, or
 * plain text. Blocks become lines; anything else is ignored.
 */

/** Text kept at most: more than any content area shows. */
export const PLAIN_TEXT_LIMIT = 4000;
/** Block types that hold only text, so a blank one is empty content; any other block (an image, a formula) is content. */
const TEXT_BLOCKS = new Set(['paragraph', 'unstyled', 'p']);

/** The text of a rich-text value, a line per block, cut at PLAIN_TEXT_LIMIT; '' when there is none. */
export function richTextPlain(value: unknown): string {
  const lines: string[] = [];
  collectBlocks(parsed(value), lines, { length: 0 });
  return lines.join('\n').trim().slice(0, PLAIN_TEXT_LIMIT);
}

/**
 * Spec 2 section 5: null or blank text is empty, and so is a document with a single empty paragraph.
 * A document whose blocks are all blank text blocks counts as empty too; a blank image or formula does not.
 */
export function isRichTextEmpty(value: unknown): boolean {
  const document = parsed(value);
  if (richTextPlain(document) !== '') return false;
  return blocksOf(document).every((block) => {
    if (!isRecord(block)) return true;
    const type = block.type;
    return type === undefined || (typeof type === 'string' && TEXT_BLOCKS.has(type));
  });
}

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
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
    const line = inlineText(block).replace(/\s+/g, ' ').trim();
    if (line === '') continue;
    lines.push(line);
    total.length += line.length + 1;
  }
}

/** The text of one block: its own text, or its children's run together. */
function inlineText(node: unknown): string {
  if (typeof node === 'string') return node;
  if (!isRecord(node)) return '';
  if (typeof node.text === 'string') return node.text;
  if (!Array.isArray(node.children)) return '';
  let text = '';
  for (const child of node.children) {
    // Nested blocks (list items, table cells) read as separate words.
    const part = inlineText(child);
    text += isRecord(child) && child.type !== undefined && text !== '' ? ` ${part}` : part;
    if (text.length >= PLAIN_TEXT_LIMIT) break;
  }
  return text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
