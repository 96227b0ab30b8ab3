/**
 * Content a map carries but the editor does not interpret: rich text, presentations, course items,
 * questions and answers (spec 3 section 3). Their own issue types them fully; until then only what ties
 * them to the map (an id, an answer's question id) is checked, and every other field is kept as received.
 */

/** A rich-text (Slate) document; its shape belongs to the rich-text editor. */
export type RichText = unknown;

/** Fields kept as received. */
interface OpaqueFields {
  readonly [field: string]: unknown;
}

/**
 * Spec 3: name, type (standard, lesson, deprecated model answer), sequence, videos, media, questionId,
 * as the map holds it; `src/model/presentation/load.ts` reads it into a typed `Presentation`, legacy
 * sequences included, and what it cannot read stays here untouched.
 */
export interface StoredPresentation extends OpaqueFields {
  id: string;
}

/** Spec 3: a course module, lesson, quiz, recall or flashcard item, each with id and name. */
export interface CourseItem extends OpaqueFields {
  id: string;
}

/**
 * Spec 3: answerType, prose, validAnswers, answerSuffix, modelAnswerProse, answerSimilarity, recall,
 * required, as the map holds it; `src/model/quiz/load.ts` reads it into a typed `Question`, legacy forms
 * included, and `src/model/quiz/schema.ts` says what a saved one must be.
 */
export interface StoredQuestion extends OpaqueFields {
  id: string;
}

/**
 * Spec 3: content, mark, attempts, completed, details.missedNodes, as the map holds it (kept as received).
 * Each learner's answers are stored on the server, typed as `Answer` in src/model/quiz/types.ts.
 */
export interface StoredAnswer extends OpaqueFields {
  questionId: string;
}
