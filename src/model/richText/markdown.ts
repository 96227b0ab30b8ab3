/**
 * Markdown shortcuts (spec 2 section 2, spec 3 section 5.4): typed at the start of a line, a prefix turns
 * the line into a heading 1 to 6, a bulleted or numbered list, a quote or a code block.
 */
import type { HeadingLevel } from './types';

export type ShortcutBlock =
  | { type: 'heading'; level: HeadingLevel }
  | { type: 'bulletedList' }
  | { type: 'numberedList' }
  | { type: 'quote' }
  | { type: 'codeBlock' };

/**
 * The block that the text before the cursor asks for, just after its last character was typed: '# ' to
 * '###### ' a heading, '- ' or '* ' a bulleted list, '1. ' (any number) a numbered list, '> ' a quote,
 * '```' a code block. Null for any other text.
 */
export function markdownShortcut(beforeCursor: string): ShortcutBlock | null {
  if (beforeCursor === '```') return { type: 'codeBlock' };
  const heading = /^(#{1,6}) $/.exec(beforeCursor);
  if (heading?.[1]) return { type: 'heading', level: heading[1].length as HeadingLevel };
  if (beforeCursor === '- ' || beforeCursor === '* ') return { type: 'bulletedList' };
  if (/^\d{1,3}\. $/.test(beforeCursor)) return { type: 'numberedList' };
  if (beforeCursor === '> ') return { type: 'quote' };
  return null;
}
