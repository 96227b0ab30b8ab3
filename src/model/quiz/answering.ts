/** PROVISIONAL STUB (replaced at merge by the model helper's answering.ts). */
import { ANSWER_MODE, ANSWER_TYPE, MARK } from './constants';
import type { Answer, Question, QuizSettings } from './types';

export function answerOf(answers: readonly Answer[], questionId: string): Answer | undefined {
  return answers.find((answer) => answer.questionId === questionId);
}

export function emptyAnswer(questionId: string): Answer {
  return { questionId, content: null, mark: MARK.UNMARKED, attempts: 0, completed: false, details: null };
}

export function firstIncompleteIndex(questions: readonly Question[], answers: readonly Answer[]): number {
  return questions.findIndex((question) => answerOf(answers, question.id)?.completed !== true);
}

export function showsMap(question: Question): boolean {
  return question.answerType === ANSWER_TYPE.RECALL || question.showMap;
}

export function markShown(settings: QuizSettings, answer: Answer, quizFinished: boolean): boolean {
  if (!answer.completed) return false;
  return settings.answerMode === ANSWER_MODE.EXERCISE || quizFinished;
}
