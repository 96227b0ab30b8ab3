/**
 * Answering a quiz (spec 3 section 4.4): which question to open first, a learner's answer to each, when
 * the map is shown beside a question and when a mark is shown.
 */
import { ANSWER_MODE, ANSWER_TYPE, MARK, QUIZ_COMPLETE_FRACTION } from './constants';
import type { Answer, Question, QuizSettings } from './types';

/** A question not answered yet. */
export function emptyAnswer(questionId: string): Answer {
  return { questionId, content: null, mark: MARK.UNMARKED, attempts: 0, completed: false, details: null };
}

/** The learner's answer to a question, or an empty one. */
export function answerOf(answers: readonly Answer[], questionId: string): Answer {
  return answers.find((answer) => answer.questionId === questionId) ?? emptyAnswer(questionId);
}

/**
 * Where answering starts: the first question whose answer is not completed; the first question when all
 * are; -1 when there are none.
 */
export function firstIncompleteIndex(questions: readonly Question[], answers: readonly Answer[]): number {
  const completed = completedIds(answers);
  const at = questions.findIndex((question) => !completed.has(question.id));
  return at >= 0 ? at : questions.length > 0 ? 0 : -1;
}

/** The index next and previous move to, staying within the list. */
export function stepIndex(index: number, step: -1 | 1, count: number): number {
  return Math.min(Math.max(index + step, 0), Math.max(count - 1, 0));
}

/** Recall questions are answered on the map; any other question shows it when its flag asks. */
export function showsMap(question: Question): boolean {
  return question.answerType === ANSWER_TYPE.RECALL || question.showMap;
}

/**
 * Whether a submitted answer's mark is shown: in an exercise at once, in a quiz only once the quiz is
 * finished. An answer never submitted nor shown has no mark to show.
 */
export function markShown(settings: QuizSettings, answer: Answer, quizFinished: boolean): boolean {
  if (answer.attempts === 0 && !answer.completed) return false;
  return settings.answerMode === ANSWER_MODE.EXERCISE || quizFinished;
}

/** The fraction of the questions whose answers are completed. */
export function quizProgress(questions: readonly Question[], answers: readonly Answer[]): number {
  if (questions.length === 0) return 0;
  const completed = completedIds(answers);
  return questions.filter((question) => completed.has(question.id)).length / questions.length;
}

/** A quiz is complete at 0.99 of its questions completed (spec 3 section 9). */
export function isQuizComplete(questions: readonly Question[], answers: readonly Answer[]): boolean {
  return questions.length > 0 && quizProgress(questions, answers) >= QUIZ_COMPLETE_FRACTION;
}

const completedIds = (answers: readonly Answer[]) =>
  new Set(answers.filter((answer) => answer.completed).map((answer) => answer.questionId));
