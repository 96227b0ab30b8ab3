/**
 * Questions, valid answers, answers and attempts (spec 3 section 3). A question lives in its map's
 * `questions`; answers and attempts belong to each learner and are stored on the server.
 */
import type { RichText } from '../map/content';
import type {
  AnswerMode,
  AnswerSimilarity,
  AnswerType,
  Mark,
  Ndp,
  RecallNodeType,
  ValidAnswerFormat,
} from './constants';

/**
 * One accepted (or, with `invalid`, one refused) answer. A text answer holds `text`; a number `text` (its
 * value) and `ndp`; a range `from` and `to` (either may be absent). In a multiple-choice question every
 * valid answer is an option and the invalid ones are the wrong options; in a multi-field question
 * `fieldId` names the quiz field of the prose it answers.
 */
export interface ValidAnswer {
  text: string;
  format: ValidAnswerFormat;
  ndp?: Ndp;
  invalid?: boolean;
  fieldId?: string;
  from?: number;
  to?: number;
}

export interface RecallNode {
  nodeId: string;
  type: RecallNodeType;
}

export interface Question {
  id: string;
  answerType: AnswerType;
  /** The question itself, rich text (the content editor's; multi-field questions hold their quiz fields). */
  prose: RichText | null;
  validAnswers: ValidAnswer[];
  /** Shown after the learner's box, e.g. a unit: 'kg'. */
  answerSuffix: string;
  /** Shown by 'Show answer'. */
  modelAnswerProse: RichText | null;
  answerSimilarity: AnswerSimilarity;
  recall: { nodes: RecallNode[] };
  required: boolean;
  /** Show the map beside the question (recall questions always do). */
  showMap: boolean;
}

/**
 * What a learner answered, by answer type: the text typed or the option chosen (short text, multiple
 * choice, long text, number), the names typed (recall), the text of each quiz field by its id (multiple
 * fields).
 */
export type TextAnswerContent = string;
export type RecallAnswerContent = string[];
export type FieldsAnswerContent = Record<string, string>;
export type AnswerContent = TextAnswerContent | RecallAnswerContent | FieldsAnswerContent;

/** A node a recall answer did not name. */
export interface MissedNode {
  id: string;
  title: string;
}

export interface Answer {
  questionId: string;
  content: AnswerContent | null;
  mark: Mark;
  /** How many times it was submitted. */
  attempts: number;
  completed: boolean;
  details: { missedNodes: MissedNode[] } | null;
}

export interface AnswerUser {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
}

/** One try at a quiz (the map's questions, or a lesson's). */
export interface AnswerAttempt {
  id: string;
  quizId: string;
  lessonId: string | null;
  /** ISO date. */
  startDate: string;
  user: AnswerUser;
  answers: Answer[];
}

export interface QuizSettings {
  answerMode: AnswerMode;
  enableRedo: boolean;
}

/** The mark of an answer and, for recall, what it missed. */
export interface MarkResult {
  mark: Mark;
  missedNodes?: MissedNode[];
}

/** Why a question cannot be saved (spec 3 section 5.2). */
export interface QuestionProblem {
  title: string;
  detail?: string;
}
