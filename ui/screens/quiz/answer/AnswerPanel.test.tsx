// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuizAnswersApi } from '../../../../src/api/graphql/quizAnswers';
import { ANSWER_MODE, ANSWER_TYPE, MARK } from '../../../../src/model/quiz/constants';
import { QUIZ_MESSAGES } from '../../../../src/model/quiz/messages';
import type { Answer, QuizSettings } from '../../../../src/model/quiz/types';
import { QuizStore } from '../../../../src/stores/quiz/QuizStore';
import { renderWithChakra } from '../../../../tests/unit/content/harness';
import { AnswerPanel } from './AnswerPanel';
import { QuestionList } from './QuestionList';
import { answerStrings as strings } from './strings';

const paragraph = (...children: object[]) => ({ type: 'paragraph', children });
const field = (id: string, inputType: 'text' | 'number') => ({
  type: 'quizField',
  id,
  inputType,
  children: [{ text: '' }],
});

const QUESTIONS = [
  {
    id: 'text',
    answerType: ANSWER_TYPE.SHORT_TEXT,
    prose: [paragraph({ text: 'The capital of France?' })],
    answerSuffix: 'city',
    validAnswers: [{ text: 'Paris', format: 'text' }],
    modelAnswerProse: [paragraph({ text: 'Paris is the capital.' })],
  },
  { id: 'number', answerType: ANSWER_TYPE.NUMBER, prose: [paragraph({ text: 'Pi to 1 dp?' })] },
  {
    id: 'fields',
    answerType: ANSWER_TYPE.MULTIPLE_FIELDS,
    prose: [
      paragraph(
        { text: 'Water boils at ' },
        field('aaaaa', 'number'),
        { text: ' and is ' },
        field('bbbbb', 'text'),
      ),
    ],
  },
  {
    id: 'choice',
    answerType: ANSWER_TYPE.MULTIPLE_CHOICE,
    prose: [paragraph({ text: 'Pick one' })],
    validAnswers: [
      { text: 'Red', format: 'text' },
      { text: 'Blue', format: 'text', invalid: true },
    ],
  },
  { id: 'long', answerType: ANSWER_TYPE.LONG_TEXT, prose: [paragraph({ text: 'Explain.' })] },
];

function setUp(settings: QuizSettings = { answerMode: ANSWER_MODE.EXERCISE, enableRedo: true }) {
  const api = {
    loadAnswers: vi.fn(async (): Promise<Answer[]> => []),
    saveAnswer: vi.fn(async (questionId: string, content: unknown, completed: boolean) => ({
      questionId,
      content: content as Answer['content'],
      mark: completed ? MARK.CORRECT : MARK.UNMARKED,
      attempts: 1,
      completed,
      details: null,
    })),
    resetAnswer: vi.fn(),
    showAnswer: vi.fn(async (questionId: string) => ({
      questionId,
      content: null,
      mark: MARK.UNMARKED,
      attempts: 0,
      completed: true,
      details: null,
    })),
    retryQuiz: vi.fn(async () => []),
    answerHistory: vi.fn(async () => []),
  } satisfies QuizAnswersApi;
  const store = new QuizStore(
    { questions: () => QUESTIONS, settings: () => settings, nodeTitle: () => undefined },
    api,
  );
  return { store, api };
}

async function shown(store: QuizStore, questionId: string) {
  await store.load(questionId);
  renderWithChakra(
    <>
      <QuestionList store={store} />
      <AnswerPanel store={store} nodeTitle={() => undefined} />
    </>,
  );
  return screen.getByTestId('answer-form');
}

describe('AnswerPanel', () => {
  afterEach(cleanup);

  it('shows the question, its labelled box with its suffix, and submits the form, showing the mark', async () => {
    const { store, api } = setUp();
    const form = await shown(store, 'text');
    expect(screen.getByText('The capital of France?')).toBeTruthy();
    expect(screen.getByText(strings.progress(1, 5))).toBeTruthy();
    expect(screen.getByTestId('answer-suffix').textContent).toBe('city');
    fireEvent.change(screen.getByLabelText(strings.answerLabel), { target: { value: 'paris' } });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByTestId('answer-mark').textContent).toBe('Correct'));
    expect(api.saveAnswer).toHaveBeenCalledWith('text', 'paris', true);
    expect(screen.getByRole('button', { name: `${strings.questionLink(1)}: Correct` })).toBeTruthy();
  });

  it('says a number box takes only numbers as it is typed, and does not submit it', async () => {
    const { store, api } = setUp();
    const form = await shown(store, 'number');
    const input = screen.getByLabelText(strings.numberAnswerLabel);
    fireEvent.change(input, { target: { value: 'three' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(QUIZ_MESSAGES.onlyNumbers)).toBeTruthy();
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(QUIZ_MESSAGES.onlyNumbers));
    expect(api.saveAnswer).not.toHaveBeenCalled();
  });

  it('puts an input in place of each quiz field of the prose', async () => {
    const { store, api } = setUp();
    const form = await shown(store, 'fields');
    const first = screen.getByLabelText(strings.numberFieldLabel(1));
    const second = screen.getByLabelText(strings.fieldLabel(2));
    fireEvent.change(first, { target: { value: '100' } });
    fireEvent.change(second, { target: { value: 'steam' } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(api.saveAnswer).toHaveBeenCalledWith('fields', { aaaaa: '100', bbbbb: 'steam' }, true),
    );
    fireEvent.change(first, { target: { value: 'hot' } });
    expect(screen.getByText(`${strings.numberFieldLabel(1)}: ${QUIZ_MESSAGES.onlyNumbers}`)).toBeTruthy();
  });

  it('offers every option of a multiple-choice question; Enter on the chosen one submits', async () => {
    const { store, api } = setUp();
    await shown(store, 'choice');
    expect(screen.getByText('Red')).toBeTruthy();
    expect(screen.getByText('Blue')).toBeTruthy();
    store.setDraft('Blue');
    const radio = (await screen.findAllByRole('radio')).find(
      (input) => (input as HTMLInputElement).value === 'Blue',
    );
    if (!radio) throw new Error('no radio for Blue');
    fireEvent.keyDown(radio, { key: 'Enter' });
    await waitFor(() => expect(api.saveAnswer).toHaveBeenCalledWith('choice', 'Blue', true));
  });

  it('submits a long answer with Ctrl+Enter, not Enter', async () => {
    const { store, api } = setUp();
    await shown(store, 'long');
    const box = screen.getByLabelText(strings.answerLabel);
    fireEvent.change(box, { target: { value: 'Because.' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(api.saveAnswer).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(api.saveAnswer).toHaveBeenCalledWith('long', 'Because.', true));
  });

  it('shows the model answer when asked', async () => {
    const { store } = setUp();
    await shown(store, 'text');
    fireEvent.click(screen.getByRole('button', { name: strings.showAnswer }));
    await waitFor(() => expect(screen.getByText('Paris is the capital.')).toBeTruthy());
  });

  it('in Quiz mode says a submission is kept, not its mark', async () => {
    const { store } = setUp({ answerMode: ANSWER_MODE.QUIZ, enableRedo: false });
    const form = await shown(store, 'text');
    fireEvent.change(screen.getByLabelText(strings.answerLabel), { target: { value: 'Paris' } });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByText(strings.submitted)).toBeTruthy());
    expect(screen.queryByTestId('answer-mark')).toBeNull();
    expect(screen.queryByRole('button', { name: strings.retry })).toBeNull();
  });
});
