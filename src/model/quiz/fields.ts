/** PROVISIONAL STUB (replaced at merge by the model helper's fields.ts): the quiz fields of a prose. */
import type { RichText } from '../map/content';
import { isRecord } from '../map/read';
import { toDocument } from '../richText/document';
import type { QuizInputType } from '../richText/types';

export interface QuizField {
  id: string;
  inputType: QuizInputType;
}

export function quizFieldsOf(prose: RichText | null): QuizField[] {
  const fields: QuizField[] = [];
  const visit = (node: unknown) => {
    if (!isRecord(node)) return;
    if (node.type === 'quizField' && typeof node.id === 'string')
      fields.push({ id: node.id, inputType: node.inputType === 'number' ? 'number' : 'text' });
    if (Array.isArray(node.children)) node.children.forEach(visit);
  };
  toDocument(prose).forEach(visit);
  return fields;
}
