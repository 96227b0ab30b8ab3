/**
 * The quiz fields of a rich-text document (spec 3 section 5.4): the fields a multi-field question's
 * learner fills in, in the order the prose shows them, each once.
 */
import { toDocument } from './document';
import type { QuizInputType } from './types';

export interface QuizFieldRef {
  /** 5 characters. */
  id: string;
  inputType: QuizInputType;
}

export function quizFieldsOf(value: unknown): QuizFieldRef[] {
  const fields: QuizFieldRef[] = [];
  const seen = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const element = node as { type?: unknown; id?: unknown; inputType?: unknown; children?: unknown };
    if (element.type === 'quizField' && typeof element.id === 'string' && !seen.has(element.id)) {
      seen.add(element.id);
      fields.push({ id: element.id, inputType: element.inputType === 'number' ? 'number' : 'text' });
    }
    if (Array.isArray(element.children)) for (const child of element.children) visit(child);
  };
  for (const block of toDocument(value)) visit(block);
  return fields;
}
