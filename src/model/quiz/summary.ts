/** Questions and answers as one line of text: for lists and reports, not for answering. */
import { richTextPlain } from '../richText/plainText';
import type { AnswerContent } from './types';

/** A question's prose as plain text on one line, cut at `limit` characters with an ellipsis. */
export function questionText(prose: unknown, limit = 80): string {
  const text = richTextPlain(prose).replace(/\s+/g, ' ').trim();
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/**
 * What a learner answered, as text: the text itself, recall names joined by commas, fields as
 * 'field: text' in the order given (the prose's, where the caller knows it), blank ones left out.
 */
export function contentText(content: AnswerContent | null, fieldOrder: readonly string[] = []): string {
  if (content === null) return '';
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.filter((name) => name.trim() !== '').join(', ');
  const ids = [
    ...fieldOrder.filter((id) => id in content),
    ...Object.keys(content).filter((id) => !fieldOrder.includes(id)),
  ];
  return ids
    .filter((id) => (content[id] ?? '').trim() !== '')
    .map((id) => `${id}: ${content[id]}`)
    .join('; ');
}
