/** PROVISIONAL (quiz-edit): the quiz fields of a question's prose, replaced by quiz-model's at merge. */
import type { RichText } from '../map/content';
import { toDocument } from '../richText/document';
import type { QuizInputType } from '../richText/types';

export interface QuizField {
  id: string;
  inputType: QuizInputType;
}

export function quizFieldsOf(prose: RichText | null): QuizField[] {
  const fields: QuizField[] = [];
  const seen = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const element = node as { type?: unknown; id?: unknown; inputType?: unknown; children?: unknown };
    if (element.type === 'quizField' && typeof element.id === 'string' && !seen.has(element.id)) {
      seen.add(element.id);
      fields.push({ id: element.id, inputType: element.inputType === 'number' ? 'number' : 'text' });
    }
    if (Array.isArray(element.children)) element.children.forEach(visit);
  };
  toDocument(prose).forEach(visit);
  return fields;
}
