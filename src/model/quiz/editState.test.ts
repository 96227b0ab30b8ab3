import { describe, expect, it } from 'vitest';
import { ANSWER_TYPE } from './constants';
import {
  addQuestion,
  addValidAnswer,
  deleteQuestion,
  deleteValidAnswer,
  hasUnsavedQuestions,
  markQuestionsSaved,
  moveQuestion,
  questionEditState,
  selectQuestion,
  setRecallNodes,
  toggleValidAnswerInvalid,
  updateQuestion,
  updateValidAnswer,
} from './editState';
import { newQuestion } from './load';
import { required, text } from './testQuestions';

const saved = questionEditState([newQuestion('a'), newQuestion('b'), newQuestion('c')]);
const ids = (state: typeof saved) => state.questions.map((question) => question.id);

describe('question editing (spec 3 section 4.5)', () => {
  it('starts unmodified on the first question', () => {
    expect(saved.currentId).toBe('a');
    expect(hasUnsavedQuestions(saved)).toBe(false);
    expect(questionEditState([]).currentId).toBeNull();
  });

  it('adds a new question last, unmodified and current', () => {
    const added = addQuestion(saved, newQuestion('d'));
    expect(ids(added)).toEqual(['a', 'b', 'c', 'd']);
    expect(added.modified.d).toBe(false);
    expect(added.currentId).toBe('d');
    expect(addQuestion(added, newQuestion('d'))).toBe(added);
  });

  it('records a change only when the content differs', () => {
    expect(updateQuestion(saved, newQuestion('b'))).toBe(saved);
    const changed = updateQuestion(saved, { ...newQuestion('b'), answerSuffix: 'kg' });
    expect(changed.modified).toEqual({ b: true });
    expect(hasUnsavedQuestions(changed)).toBe(true);
    expect(updateQuestion(changed, { ...newQuestion('b'), answerSuffix: 'kg' })).toBe(changed);
    expect(updateQuestion(saved, newQuestion('zz'))).toBe(saved);
    expect(hasUnsavedQuestions(markQuestionsSaved(changed))).toBe(false);
  });

  it('deletes a question; the next (or else the previous) one becomes current', () => {
    const onB = selectQuestion(saved, 'b');
    expect(deleteQuestion(onB, 'b')).toMatchObject({ questions: [{ id: 'a' }, { id: 'c' }], currentId: 'c' });
    const onC = selectQuestion(saved, 'c');
    expect(deleteQuestion(onC, 'c').currentId).toBe('b');
    expect(deleteQuestion(onC, 'a').currentId).toBe('c');
    expect(deleteQuestion(questionEditState([newQuestion('x')]), 'x').currentId).toBeNull();
    expect(deleteQuestion(saved, 'zz')).toBe(saved);
    const changed = updateQuestion(saved, { ...newQuestion('b'), required: true });
    expect(deleteQuestion(changed, 'b').modified).toEqual({});
  });

  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 2, ['a', 'c', 'b']],
  ])('moves a question from %i to %i', (from, to, order) => {
    expect(ids(moveQuestion(saved, from, to))).toEqual(order);
  });

  it.each([
    [1, 1],
    [-1, 0],
    [0, 3],
    [0.5, 1],
  ])('moves nothing from %d to %d (only between two valid, different indices)', (from, to) => {
    expect(moveQuestion(saved, from, to)).toBe(saved);
  });

  it('selects only a question it has', () => {
    expect(selectQuestion(saved, 'c').currentId).toBe('c');
    expect(selectQuestion(saved, 'zz')).toBe(saved);
    expect(selectQuestion(saved, null).currentId).toBeNull();
  });

  it('adds, updates, deletes and toggles valid answers, each recorded as a change', () => {
    const number = updateQuestion(saved, { ...newQuestion('a'), answerType: ANSWER_TYPE.NUMBER });
    const added = addValidAnswer(number, 'a');
    expect(added.questions[0]?.validAnswers).toEqual([{ text: '', format: 'number' }]);
    const two = addValidAnswer(added, 'a', text('x'));
    const updated = updateValidAnswer(two, 'a', 0, { text: '5', format: 'number', ndp: 1 });
    expect(updated.questions[0]?.validAnswers).toEqual([{ text: '5', format: 'number', ndp: 1 }, text('x')]);
    expect(updateValidAnswer(updated, 'a', 0, { text: '5', format: 'number', ndp: 1 })).toBe(updated);
    const refused = toggleValidAnswerInvalid(updated, 'a', 1);
    expect(refused.questions[0]?.validAnswers[1]).toEqual(text('x', { invalid: true }));
    expect(toggleValidAnswerInvalid(refused, 'a', 1).questions[0]?.validAnswers[1]).toEqual(text('x'));
    expect(deleteValidAnswer(refused, 'a', 0).questions[0]?.validAnswers).toEqual([
      text('x', { invalid: true }),
    ]);
    expect(addValidAnswer(saved, 'b').modified).toEqual({ b: true });
    expect(addValidAnswer(saved, 'b').questions[1]?.validAnswers).toEqual([{ text: '', format: 'text' }]);
    expect(addValidAnswer(saved, 'zz')).toBe(saved);
  });

  it('sets the recall nodes', () => {
    const recall = setRecallNodes(saved, 'c', [required('n1')]);
    expect(recall.questions[2]?.recall.nodes).toEqual([required('n1')]);
    expect(recall.modified).toEqual({ c: true });
    expect(setRecallNodes(saved, 'c', [])).toBe(saved);
  });
});
