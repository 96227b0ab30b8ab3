/**
 * Quiz constants and enums (spec 3 sections 3, 5 and 9): one home for every number the editor, the
 * marker and the server follow.
 */
type ValueOf<T> = T[keyof T];

/** Spec 3 section 3: the six answer types, stored as their numbers. */
export const ANSWER_TYPE = {
  SHORT_TEXT: 1,
  MULTIPLE_CHOICE: 2,
  LONG_TEXT: 3,
  RECALL: 4,
  NUMBER: 5,
  MULTIPLE_FIELDS: 6,
} as const;
export type AnswerType = ValueOf<typeof ANSWER_TYPE>;
export const ANSWER_TYPES: readonly AnswerType[] = Object.values(ANSWER_TYPE);
/** How the answer types read in messages and menus. */
export const ANSWER_TYPE_NAME: Readonly<Record<AnswerType, string>> = {
  [ANSWER_TYPE.SHORT_TEXT]: 'short text',
  [ANSWER_TYPE.MULTIPLE_CHOICE]: 'multiple choice',
  [ANSWER_TYPE.LONG_TEXT]: 'long text',
  [ANSWER_TYPE.RECALL]: 'recall',
  [ANSWER_TYPE.NUMBER]: 'number',
  [ANSWER_TYPE.MULTIPLE_FIELDS]: 'multiple fields',
};
/** A new question's type (spec 3 section 3). */
export const DEFAULT_ANSWER_TYPE: AnswerType = ANSWER_TYPE.SHORT_TEXT;

/** How close a text answer must be to a valid one (spec 3 section 3). */
export const ANSWER_SIMILARITY = { EXACT: 1, CLOSE: 2, BROAD: 3 } as const;
export type AnswerSimilarity = ValueOf<typeof ANSWER_SIMILARITY>;
export const ANSWER_SIMILARITIES: readonly AnswerSimilarity[] = Object.values(ANSWER_SIMILARITY);
/**
 * A new question's similarity, and a stored one's that names none (not in the spec): exact, the strictest,
 * so a question saved before similarity existed is marked as it was.
 */
export const DEFAULT_ANSWER_SIMILARITY: AnswerSimilarity = ANSWER_SIMILARITY.EXACT;

/**
 * The least Sørensen-Dice coefficient over character bigrams that counts as the same answer (spec 3
 * section 9: exact 1, close 0.9, broad 0.7; DESIGN.md, Decisions).
 */
export const SIMILARITY_THRESHOLD: Readonly<Record<AnswerSimilarity, number>> = {
  [ANSWER_SIMILARITY.EXACT]: 1,
  [ANSWER_SIMILARITY.CLOSE]: 0.9,
  [ANSWER_SIMILARITY.BROAD]: 0.7,
};

/** Two numbers within this of each other are equal (spec 3 section 9). */
export const NUMBER_TOLERANCE = 1e-9;

/** Decimal places a number answer may be rounded to (spec 3 section 5.2). */
export const NDP_OPTIONS = [0, 1, 2, 3, 4, 5] as const;
export type Ndp = (typeof NDP_OPTIONS)[number];

/** What a valid answer holds (spec 3 section 3). */
export const VALID_ANSWER_FORMAT = { TEXT: 'text', NUMBER: 'number', NUMBER_RANGE: 'numberRange' } as const;
export type ValidAnswerFormat = ValueOf<typeof VALID_ANSWER_FORMAT>;
export const VALID_ANSWER_FORMATS: readonly ValidAnswerFormat[] = Object.values(VALID_ANSWER_FORMAT);

export const MARK = { CORRECT: 'Correct', WRONG: 'Wrong', UNMARKED: 'Unmarked' } as const;
export type Mark = ValueOf<typeof MARK>;
export const MARKS: readonly Mark[] = Object.values(MARK);

/** Exercise shows each mark at once; Quiz shows the marks at the end (spec 3 section 3). */
export const ANSWER_MODE = { EXERCISE: 'Exercise', QUIZ: 'Quiz' } as const;
export type AnswerMode = ValueOf<typeof ANSWER_MODE>;
export const ANSWER_MODES: readonly AnswerMode[] = Object.values(ANSWER_MODE);
/** A quiz's settings when it names none (not in the spec): each mark shown at once, and redo allowed. */
export const DEFAULT_QUIZ_SETTINGS = { answerMode: ANSWER_MODE.EXERCISE, enableRedo: true } as const;

/** A recall question's node: one the learner must name ('required'), or one that only counts if named. */
export const RECALL_NODE_TYPE = { REQUIRED: 'required', OPTIONAL: 'optional' } as const;
export type RecallNodeType = ValueOf<typeof RECALL_NODE_TYPE>;
export const RECALL_NODE_TYPES: readonly RecallNodeType[] = Object.values(RECALL_NODE_TYPE);

/** A quiz is complete at this fraction of its questions completed (spec 3 section 9). */
export const QUIZ_COMPLETE_FRACTION = 0.99;

/** Limits the server holds answers and questions to (not in the spec: a sensible size for each). */
export const QUIZ_LIMITS = {
  /**
   * Characters of the longest text compared by similarity: the coefficient's cost grows with the product
   * of the two lengths, so a longer text (a long-text answer of pages) counts only when exactly equal.
   */
  similarityTextLength: 1_000,
  /** Characters of a text answer (a long-text answer of a few pages fits). */
  answerTextLength: 20_000,
  /** Names typed for a recall question, and fields of a multi-field answer. */
  answerParts: 500,
  /** Characters of a multi-field answer's field id (quiz fields have 5). */
  fieldIdLength: 100,
  /** Valid answers of one question. */
  validAnswers: 200,
  /** Recall nodes of one question. */
  recallNodes: 2_000,
  /** Questions of one map. */
  questions: 1_000,
  /** Characters of a question's JSON (its prose and model answer included). */
  questionJsonLength: 1_000_000,
} as const;
