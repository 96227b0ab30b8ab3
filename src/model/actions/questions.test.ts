import { describe, expect, it } from 'vitest';
import { newQuestion, storeQuestion } from '../quiz/load';
import { applyAction } from './apply';
import { parseIncomingAction } from './schema';
import { makeMap, makeNode } from './testMaps';
import { ACTION_TRAITS } from './traits';

const stored = (id: string, fields = {}) => storeQuestion({ ...newQuestion(id), ...fields });
const map = makeMap({ nodes: [makeNode('a'), makeNode('b')], questions: [{ id: 'old', name: 'Legacy' }] });

describe('setQuestions', () => {
  it('puts the whole list in place, and its inverse puts back the list before', () => {
    const questions = [stored('q1'), { id: 'old', name: 'Legacy', answerType: 2 }];
    const result = applyAction(map, { type: 'setQuestions', questions });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.questions).toBe(questions);
    expect(result.map.nodes).toBe(map.nodes);
    expect(result.inverse).toEqual({ type: 'setQuestions', questions: map.questions });
    const undone = applyAction(result.map, result.inverse);
    expect(undone.ok && undone.map.questions).toEqual(map.questions);
  });

  it('refuses a list holding a question twice', () => {
    expect(applyAction(map, { type: 'setQuestions', questions: [stored('q1'), stored('q1')] })).toEqual({
      ok: false,
      error: "Question 'q1' is in the list twice",
    });
  });

  it('is a document edit kept out of the undo history, as a saved presentation is', () => {
    expect(ACTION_TRAITS.setQuestions).toEqual(ACTION_TRAITS.setPresentation);
    expect(ACTION_TRAITS.setQuestions).toMatchObject({
      scope: 'document',
      modifies: true,
      recordsUndo: false,
    });
  });

  it('takes from a live-edit client questions of the stored shape, as many as a map may hold', () => {
    const good = { type: 'setQuestions', questions: [stored('q1'), { id: 'legacy', answerType: '4' }] };
    expect(parseIncomingAction(good).ok).toBe(true);
    expect(parseIncomingAction({ type: 'setQuestions', questions: [{ id: 'q', answerType: 7 }] }).ok).toBe(
      false,
    );
    expect(
      parseIncomingAction({ type: 'setQuestions', questions: [{ id: 'q', validAnswers: 'x' }] }).ok,
    ).toBe(false);
    expect(parseIncomingAction({ type: 'setQuestions', questions: {} }).ok).toBe(false);
    const many = Array.from({ length: 1001 }, (_, index) => ({ id: `q${index}` }));
    expect(parseIncomingAction({ type: 'setQuestions', questions: many }).ok).toBe(false);
  });
});
