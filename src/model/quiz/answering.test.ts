import { describe, expect, it } from 'vitest';
import {
  answerOf,
  emptyAnswer,
  firstIncompleteIndex,
  isQuizComplete,
  markShown,
  quizProgress,
  showsMap,
  stepIndex,
} from './answering';
import { ANSWER_TYPE } from './constants';
import { question } from './testQuestions';
import type { Answer } from './types';

const questions = ['a', 'b', 'c'].map((id) => ({ ...question(ANSWER_TYPE.SHORT_TEXT), id }));
const done = (questionId: string, fields: Partial<Answer> = {}): Answer => ({
  ...emptyAnswer(questionId),
  content: 'x',
  mark: 'Correct',
  attempts: 1,
  completed: true,
  ...fields,
});

describe('answering (spec 3 section 4.4)', () => {
  it('gives an unanswered question an empty, unmarked answer', () => {
    expect(emptyAnswer('a')).toEqual({
      questionId: 'a',
      content: null,
      mark: 'Unmarked',
      attempts: 0,
      completed: false,
      details: null,
    });
    expect(answerOf([done('b')], 'b')).toEqual(done('b'));
    expect(answerOf([done('b')], 'a')).toEqual(emptyAnswer('a'));
  });

  it('starts at the first incomplete question, the first when all are done, -1 with none', () => {
    expect(firstIncompleteIndex(questions, [])).toBe(0);
    expect(firstIncompleteIndex(questions, [done('a'), done('b', { completed: false })])).toBe(1);
    expect(firstIncompleteIndex(questions, [done('a'), done('b')])).toBe(2);
    expect(firstIncompleteIndex(questions, [done('a'), done('b'), done('c')])).toBe(0);
    expect(firstIncompleteIndex([], [])).toBe(-1);
  });

  it('moves next and previous within the list', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(0, -1, 3)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('shows the map for recall questions, or when the flag asks', () => {
    expect(showsMap(question(ANSWER_TYPE.RECALL))).toBe(true);
    expect(showsMap(question(ANSWER_TYPE.NUMBER))).toBe(false);
    expect(showsMap(question(ANSWER_TYPE.NUMBER, { showMap: true }))).toBe(true);
  });

  it('shows a mark at once in an exercise, at the end in a quiz, and never before a submission', () => {
    const exercise = { answerMode: 'Exercise', enableRedo: true } as const;
    const quiz = { answerMode: 'Quiz', enableRedo: true } as const;
    expect(markShown(exercise, done('a'), false)).toBe(true);
    expect(markShown(quiz, done('a'), false)).toBe(false);
    expect(markShown(quiz, done('a'), true)).toBe(true);
    expect(markShown(exercise, emptyAnswer('a'), true)).toBe(false);
  });

  it('is complete at 0.99 of its questions completed', () => {
    expect(quizProgress(questions, [done('a'), done('a'), done('x')])).toBeCloseTo(1 / 3);
    expect(isQuizComplete(questions, [done('a'), done('b')])).toBe(false);
    expect(isQuizComplete(questions, [done('a'), done('b'), done('c')])).toBe(true);
    expect(isQuizComplete([], [])).toBe(false);
  });
});
