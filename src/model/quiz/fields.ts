/**
 * The fields of a multi-field question: the quiz field elements of its prose (spec 3 section 5.1), in the
 * order the learner reads them. The content editor puts them there (src/model/richText/elements.ts).
 */
import type { RichText } from '../map/content';
import { isRecord } from '../map/read';
import { toDocument } from '../richText/document';
import { QUIZ_INPUT_TYPES, type QuizInputType } from '../richText/types';

export interface QuizField {
  id: string;
  inputType: QuizInputType;
}

export function quizFieldsOf(prose: RichText | null): QuizField[] {
  const fields: QuizField[] = [];
  const seen = new Set<string>();
  const visit = (node: unknown) => {
    if (!isRecord(node)) return;
    if (node.type === 'quizField' && typeof node.id === 'string' && !seen.has(node.id)) {
      seen.add(node.id);
      const inputType = QUIZ_INPUT_TYPES.find((type) => type === node.inputType) ?? 'text';
      fields.push({ id: node.id, inputType });
    }
    if (Array.isArray(node.children)) node.children.forEach(visit);
  };
  toDocument(prose).forEach(visit);
  return fields;
}
