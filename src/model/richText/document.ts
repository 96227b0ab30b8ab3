/** Rules of a whole rich-text document: the empty one, the empty test, and reading a stored value. */
import { isLegacyRaw, legacyToDocument } from './legacy';
import type { BlockElement, Inline, ParagraphElement, RichDocument } from './types';

/** A new document: a single empty paragraph. */
export function emptyDocument(): RichDocument {
  return [paragraph('')];
}

export function paragraph(text: string): ParagraphElement {
  return { type: 'paragraph', children: [{ text }] };
}

/**
 * Spec 2 section 5 and spec 3 section 5.4: null or blank text is empty, and so is a document holding a
 * single empty paragraph (blank text, no formula or quiz field in it). Anything else is content.
 */
export function isEmptyDocument(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') {
    const parsed = parseJson(value);
    return parsed === undefined ? value.trim() === '' : isEmptyDocument(parsed);
  }
  const blocks = isLegacyRaw(value) ? legacyToDocument(value) : value;
  if (!Array.isArray(blocks)) return false;
  if (blocks.length === 0) return true;
  if (blocks.length > 1) return false;
  const [only] = blocks;
  return isRecord(only) && only.type === 'paragraph' && isBlankInlines(only.children);
}

function isBlankInlines(children: unknown): boolean {
  if (!Array.isArray(children)) return true;
  return children.every(
    (child) => isRecord(child) && child.type === undefined && String(child.text ?? '').trim() === '',
  );
}

/**
 * The document to edit for a stored value: a Slate value as it is, a legacy raw document converted, a JSON
 * string of either parsed, plain text as paragraphs; anything unreadable or empty gives the empty document.
 */
export function toDocument(value: unknown): RichDocument {
  if (value === null || value === undefined) return emptyDocument();
  if (typeof value === 'string') {
    const parsed = parseJson(value);
    if (parsed !== undefined) return toDocument(parsed);
    const lines = value.split(/\r?\n/);
    return lines.every((line) => line.trim() === '') ? emptyDocument() : lines.map(paragraph);
  }
  if (isLegacyRaw(value)) return withContent(legacyToDocument(value));
  if (Array.isArray(value)) return withContent(value.filter(isBlock));
  return emptyDocument();
}

function withContent(blocks: BlockElement[]): RichDocument {
  return blocks.length === 0 ? emptyDocument() : blocks;
}

/** A block as the editor needs it: a typed element with children. */
function isBlock(value: unknown): value is BlockElement {
  return isRecord(value) && typeof value.type === 'string' && Array.isArray(value.children);
}

/** The text of inline content, marks and elements dropped (what a link's text or a title shows). */
export function inlineText(children: readonly Inline[]): string {
  return children.map((child) => ('text' in child ? child.text : inlineText(child.children))).join('');
}

/** The value a JSON string of a document or raw form holds; undefined for any other text. */
export function parseJson(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
