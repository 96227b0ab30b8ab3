/** New elements for the editor to insert, each in its stored shape. */
import { newShortId } from '../ids';
import type {
  Alignment,
  FlashcardElement,
  FormulaElement,
  ImageElement,
  QuizFieldElement,
  QuizInputType,
  TableElement,
  VideoElement,
} from './types';

const VOID_CHILDREN = (): [{ text: string }] => [{ text: '' }];

export function formulaElement(latex: string, inline: boolean): FormulaElement {
  return { type: 'formula', latex: latex.trim(), inline, children: VOID_CHILDREN() };
}

/** A quiz field with a new 5-character id (spec 3 section 5.4). */
export function quizFieldElement(inputType: QuizInputType): QuizFieldElement {
  return { type: 'quizField', id: newShortId(), inputType, children: VOID_CHILDREN() };
}

export function imageElement(src: string, align: Alignment, width?: number): ImageElement {
  const sized =
    width !== undefined && Number.isFinite(width) && width > 0 ? { width: Math.round(width) } : {};
  return { type: 'image', src, align, ...sized, children: VOID_CHILDREN() };
}

export function videoElement(src: string): VideoElement {
  return { type: 'video', src, children: VOID_CHILDREN() };
}

export function flashcardElement(front: string, back: string): FlashcardElement {
  return { type: 'flashcard', front: front.trim(), back: back.trim(), children: VOID_CHILDREN() };
}

/** A table of empty cells, at least one row and one column. */
export function tableElement(rows: number, columns: number): TableElement {
  const count = (n: number) => Math.max(1, Math.floor(n));
  return {
    type: 'table',
    children: Array.from({ length: count(rows) }, () => ({
      type: 'tableRow' as const,
      children: Array.from({ length: count(columns) }, () => ({
        type: 'tableCell' as const,
        children: [{ text: '' }],
      })),
    })),
  };
}
