// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuizAnswersApi } from '../../../../src/api/graphql/quizAnswers';
import { ANSWER_MODE, ANSWER_TYPE, MARK } from '../../../../src/model/quiz/constants';
import { QuizStore } from '../../../../src/stores/quiz/QuizStore';
import { useRouteFollowsQuestion } from './useQuizStore';

const QUESTIONS = ['q1', 'q2', 'q3'].map((id) => ({ id, answerType: ANSWER_TYPE.SHORT_TEXT }));

function quizStore() {
  const api = {
    loadAnswers: vi.fn(async () => [
      { questionId: 'q1', content: 'a', mark: MARK.CORRECT, attempts: 1, completed: true, details: null },
    ]),
    saveAnswer: vi.fn(),
    resetAnswer: vi.fn(),
    showAnswer: vi.fn(),
    retryQuiz: vi.fn(),
    answerHistory: vi.fn(),
  } satisfies QuizAnswersApi;
  return new QuizStore(
    {
      questions: () => QUESTIONS,
      settings: () => ({ answerMode: ANSWER_MODE.EXERCISE, enableRedo: true }),
      nodeTitle: () => undefined,
    },
    api,
  );
}

const questionPath = (questionId: string) => `/m/quiz/${questionId}`;

function routed(store: QuizStore, start: string) {
  const Probe = observer(function Probe() {
    const { questionId = '' } = useParams();
    useRouteFollowsQuestion(store, questionPath, questionId);
    return <p data-testid="current">{store.currentId}</p>;
  });
  const router = createMemoryRouter([{ path: '/:mapId/quiz/:questionId', element: <Probe /> }], {
    initialEntries: [start],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the route and the current question', () => {
  afterEach(cleanup);

  it('replaces an unknown question with the first incomplete one, then follows the learner both ways', async () => {
    const store = quizStore();
    const router = routed(store, '/m/quiz/nope');
    await act(() => store.load('nope'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/quiz/q2'));
    expect(router.state.historyAction).toBe('REPLACE');

    act(() => store.goNext());
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/quiz/q3'));
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('current').textContent).toBe('q2'));
    expect(router.state.location.pathname).toBe('/m/quiz/q2');
  });

  it('keeps the question the route names', async () => {
    const store = quizStore();
    const router = routed(store, '/m/quiz/q1');
    await act(() => store.load('q1'));
    await waitFor(() => expect(screen.getByTestId('current').textContent).toBe('q1'));
    expect(router.state.location.pathname).toBe('/m/quiz/q1');
  });
});
