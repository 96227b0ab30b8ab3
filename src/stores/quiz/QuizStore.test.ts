import { describe, expect, it, vi } from 'vitest';
import type { QuizAnswersApi } from '../../api/graphql/quizAnswers';
import { ANSWER_MODE, ANSWER_TYPE, MARK } from '../../model/quiz/constants';
import { QUIZ_MESSAGES } from '../../model/quiz/messages';
import type { Answer, QuizSettings } from '../../model/quiz/types';
import { QuizStore } from './QuizStore';

const stored = [
  { id: 'q1', answerType: ANSWER_TYPE.SHORT_TEXT, validAnswers: [{ text: 'Paris', format: 'text' }] },
  { id: 'q2', answerType: ANSWER_TYPE.NUMBER, validAnswers: [{ text: '3.1', format: 'number', ndp: 1 }] },
  {
    id: 'q3',
    answerType: ANSWER_TYPE.RECALL,
    recall: {
      nodes: [
        { nodeId: 'n1', type: 'required' },
        { nodeId: 'n2', type: 'required' },
      ],
    },
  },
];
const TITLES: Record<string, string> = { n1: 'Premise', n2: 'Conclusion' };

const answer = (questionId: string, fields: Partial<Answer> = {}): Answer => ({
  questionId,
  content: null,
  mark: MARK.UNMARKED,
  attempts: 0,
  completed: false,
  details: null,
  ...fields,
});

function fakeApi(answers: Answer[] = []) {
  return {
    loadAnswers: vi.fn(async () => answers),
    saveAnswer: vi.fn(async (questionId: string, content: unknown, completed: boolean) =>
      answer(questionId, {
        content: content as Answer['content'],
        completed,
        attempts: completed ? 1 : 0,
        mark: completed ? MARK.CORRECT : MARK.UNMARKED,
      }),
    ),
    resetAnswer: vi.fn(async (questionId: string) => answer(questionId, { attempts: 1 })),
    showAnswer: vi.fn(async (questionId: string) => answer(questionId, { completed: true })),
    retryQuiz: vi.fn(async () => []),
    answerHistory: vi.fn(async () => [
      { content: 'Lyon', mark: MARK.WRONG, submittedAt: '2025-01-01T00:00:00Z' },
      { content: 'Paris', mark: MARK.CORRECT, submittedAt: '2025-01-02T00:00:00Z' },
    ]),
  } satisfies QuizAnswersApi;
}

function storeWith(
  answers: Answer[] = [],
  settings: QuizSettings = { answerMode: ANSWER_MODE.EXERCISE, enableRedo: true },
) {
  const api = fakeApi(answers);
  const store = new QuizStore(
    { questions: () => stored, settings: () => settings, nodeTitle: (id) => TITLES[id] },
    api,
  );
  return { store, api };
}

describe('QuizStore', () => {
  it('selects the first incomplete question, or the route’s own', async () => {
    const { store } = storeWith([answer('q1', { completed: true, mark: MARK.CORRECT })]);
    await store.load(null);
    expect(store.loadState).toEqual({ status: 'ready' });
    expect(store.current?.id).toBe('q2');
    expect(store.next?.id).toBe('q3');
    expect(store.previous?.id).toBe('q1');

    const routed = storeWith([answer('q1', { completed: true })]).store;
    await routed.load('q3');
    expect(routed.current?.id).toBe('q3');
    const unknown = storeWith([answer('q1', { completed: true })]).store;
    await unknown.load('nope');
    expect(unknown.current?.id).toBe('q2');
  });

  it('selects the first question when every one is completed, and moves next and back', async () => {
    const { store } = storeWith(stored.map((q) => answer(q.id, { completed: true })));
    await store.load(null);
    expect(store.current?.id).toBe('q1');
    store.goNext();
    store.goNext();
    expect(store.current?.id).toBe('q3');
    store.goNext();
    expect(store.current?.id).toBe('q3');
    store.goPrevious();
    expect(store.current?.id).toBe('q2');
  });

  it('keeps a draft per question and guards the ones that differ from what is stored', async () => {
    const { store } = storeWith([answer('q1', { content: 'Paris', completed: true })]);
    await store.load('q1');
    expect(store.currentContent).toBe('Paris');
    store.setDraft('Paris ');
    expect(store.isModified('q1')).toBe(true);
    store.setDraft('Paris');
    expect(store.unsubmitted()).toEqual([]);
    store.goNext();
    store.setDraft('3');
    expect(store.unsubmitted()).toEqual([QUIZ_MESSAGES.unsubmittedAnswers]);
    store.goPrevious();
    store.goNext();
    expect(store.currentContent).toBe('3');
    // Blank text says the same as nothing stored.
    store.setDraft('  ');
    expect(store.modified).toBe(false);
  });

  it('submits the draft and keeps the server’s answer, its mark included; the draft is no longer unsubmitted', async () => {
    const { store, api } = storeWith();
    await store.load('q1');
    store.setDraft('paris');
    expect(await store.submit()).toBe(true);
    expect(api.saveAnswer).toHaveBeenCalledWith('q1', 'paris', true);
    expect(store.answerFor('q1')).toMatchObject({ mark: MARK.CORRECT, completed: true, content: 'paris' });
    expect(store.markShown('q1')).toBe(true);
    expect(store.modified).toBe(false);
  });

  it('sends the empty content of the type when nothing was typed', async () => {
    const { store, api } = storeWith();
    await store.load('q3');
    await store.save(false);
    expect(api.saveAnswer).toHaveBeenCalledWith('q3', [], false);
  });

  it('refuses to submit a non-numeric number answer and sends nothing', async () => {
    const { store, api } = storeWith();
    await store.load('q2');
    store.setDraft('three');
    expect(await store.submit()).toBe(false);
    expect(store.inputError).toBe(QUIZ_MESSAGES.onlyNumbers);
    expect(api.saveAnswer).not.toHaveBeenCalled();
    store.setDraft('3.14');
    expect(store.inputError).toBeNull();
  });

  it('shows marks in Quiz mode only when every question is completed, with the score', async () => {
    const quiz = { answerMode: ANSWER_MODE.QUIZ, enableRedo: true } as const;
    const { store, api } = storeWith([], quiz);
    await store.load(null);
    await store.submit();
    expect(store.markShown('q1')).toBe(false);
    store.goNext();
    store.setDraft('3.1');
    await store.submit();
    store.goNext();
    api.saveAnswer.mockResolvedValueOnce(answer('q3', { completed: true, mark: MARK.WRONG, attempts: 1 }));
    store.addName('Premise');
    await store.submit();
    expect(store.quizFinished).toBe(true);
    expect(store.markShown('q1')).toBe(true);
    expect(store.score).toEqual({ correct: 2, wrong: 1, unmarked: 0, total: 3 });
  });

  it('hides a recall question’s nodes again once its answer is reset', async () => {
    const { store, api } = storeWith([
      answer('q3', { content: ['Premise'], completed: true, attempts: 1, mark: MARK.WRONG }),
    ]);
    await store.load('q3');
    expect(store.hiddenNodeIds).toEqual([]);
    api.resetAnswer.mockResolvedValueOnce(answer('q3', { attempts: 1 }));
    await store.reset();
    expect(store.markShown('q3')).toBe(false);
    expect(store.hiddenNodeIds).toEqual(['n1', 'n2']);
  });

  it('resets an answer and forgets its draft', async () => {
    const { store, api } = storeWith([answer('q1', { content: 'Lyon', completed: true, mark: MARK.WRONG })]);
    await store.load('q1');
    store.setDraft('Lille');
    await store.reset();
    expect(api.resetAnswer).toHaveBeenCalledWith('q1');
    expect(store.currentContent).toBe('');
    expect(store.answerFor('q1').completed).toBe(false);
    expect(store.modified).toBe(false);
  });

  it('shows the model answer, marking the answer completed once', async () => {
    const { store, api } = storeWith();
    await store.load('q1');
    await store.showAnswer();
    expect(api.showAnswer).toHaveBeenCalledTimes(1);
    expect(store.modelAnswersShown.has('q1')).toBe(true);
    expect(store.answerFor('q1').completed).toBe(true);
    await store.showAnswer();
    expect(api.showAnswer).toHaveBeenCalledTimes(1);
  });

  it('retries the quiz: every answer and draft cleared, back at the first question', async () => {
    const { store, api } = storeWith(stored.map((q) => answer(q.id, { completed: true })));
    await store.load('q3');
    store.setDraft(['Premise']);
    expect(await store.retry()).toBe(true);
    expect(api.retryQuiz).toHaveBeenCalled();
    expect(store.answers).toEqual([]);
    expect(store.modified).toBe(false);
    expect(store.current?.id).toBe('q1');
  });

  it('does not retry a quiz whose settings do not enable redo', async () => {
    const { store, api } = storeWith([], { answerMode: ANSWER_MODE.EXERCISE, enableRedo: false });
    await store.load(null);
    expect(await store.retry()).toBe(false);
    expect(api.retryQuiz).not.toHaveBeenCalled();
    expect(store.error).toBe(QUIZ_MESSAGES.redoNotAllowed);
  });

  it('hides the recall nodes until they are named (Exercise), and shows them all once marked', async () => {
    const { store, api } = storeWith();
    await store.load('q3');
    expect(store.hiddenNodeIds).toEqual(['n1', 'n2']);
    store.addName('premise');
    store.addName('Premise');
    expect(store.currentContent).toEqual(['premise']);
    expect(store.hiddenNodeIds).toEqual(['n2']);
    store.removeName(0);
    expect(store.hiddenNodeIds).toEqual(['n1', 'n2']);
    store.addName('Premise');
    api.saveAnswer.mockResolvedValueOnce(
      answer('q3', {
        content: ['Premise'],
        completed: true,
        mark: MARK.WRONG,
        details: { missedNodes: [{ id: 'n2', title: 'Conclusion' }] },
      }),
    );
    await store.submit();
    expect(store.answerFor('q3').details?.missedNodes).toEqual([{ id: 'n2', title: 'Conclusion' }]);
    expect(store.hiddenNodeIds).toEqual([]);
  });

  it('keeps the recall nodes hidden in Quiz mode until the end', async () => {
    const { store } = storeWith([], { answerMode: ANSWER_MODE.QUIZ, enableRedo: true });
    await store.load('q3');
    store.addName('Premise');
    expect(store.hiddenNodeIds).toEqual(['n1', 'n2']);
  });

  it('loads the current question’s history, and again after a submission', async () => {
    const { store, api } = storeWith();
    await store.load('q1');
    await store.showHistory();
    expect(store.history.state).toMatchObject({ questionId: 'q1', status: 'ready' });
    expect(store.history.state?.entries).toHaveLength(2);
    store.setDraft('Paris');
    await store.submit();
    await vi.waitFor(() => expect(api.answerHistory).toHaveBeenCalledTimes(2));
    store.goNext();
    expect(store.history.state).toBeNull();
  });

  it('says when the history could not be loaded', async () => {
    const { store, api } = storeWith();
    await store.load('q1');
    api.answerHistory.mockRejectedValueOnce(new Error('Map not found.'));
    await store.showHistory();
    expect(store.history.state).toEqual({
      questionId: 'q1',
      status: 'failed',
      entries: [],
      error: 'Map not found.',
    });
    store.history.close();
    expect(store.history.state).toBeNull();
  });

  it('says why a call failed and keeps the draft', async () => {
    const { store, api } = storeWith();
    await store.load('q1');
    api.saveAnswer.mockRejectedValueOnce(new Error('Question not found.'));
    store.setDraft('Paris');
    expect(await store.submit()).toBe(false);
    expect(store.error).toBe('Question not found.');
    expect(store.isModified('q1')).toBe(true);
    expect(store.busy).toBe(false);
  });

  it('says when the answers could not be loaded', async () => {
    const { store, api } = storeWith();
    api.loadAnswers.mockRejectedValueOnce(new Error('Map not found.'));
    await store.load(null);
    expect(store.loadState).toEqual({ status: 'failed', error: 'Map not found.' });
  });
});
