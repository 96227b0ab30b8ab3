import { useApolloClient } from '@apollo/client/react';
import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apolloQuizAnswers } from '../../../../src/api/graphql/quizAnswers';
import { quizOfMap } from '../../../../src/model/courses/quizItem';
import { DEFAULT_QUIZ_SETTINGS } from '../../../../src/model/quiz/constants';
import type { MapEditorStore } from '../../../../src/stores/MapEditorStore';
import { QuizStore } from '../../../../src/stores/quiz/QuizStore';

/**
 * The learner's answers, loaded once: to the map's own questions (the quiz's id is the map's id), or, in a
 * course, to its quiz item `quizItemId` (its questions and settings; answers saved against the item). The
 * store selects the route's question, or else the first incomplete one.
 */
export function useQuizStore(
  mapId: string,
  editor: MapEditorStore,
  questionId: string,
  quizItemId: string | null,
): QuizStore {
  const client = useApolloClient();
  const [store] = useState(() => {
    const { document } = editor;
    const quiz = () => (document.map ? quizOfMap(document.map, quizItemId) : null);
    return new QuizStore(
      {
        questions: () => quiz()?.questions ?? [],
        settings: () => quiz()?.settings ?? { ...DEFAULT_QUIZ_SETTINGS },
        nodeTitle: (nodeId) => document.map?.nodes.get(nodeId)?.title,
      },
      // The map is loaded before the quiz is (the screen waits for it): its item is known by now.
      apolloQuizAnswers(client, { mapId, quizId: quiz()?.quizId ?? quizItemId ?? mapId, lessonId: null }),
    );
  });
  const firstRoute = useRef(questionId);
  useEffect(() => {
    void store.load(firstRoute.current);
  }, [store]);
  return store;
}

/**
 * The route follows the current question and the current question follows the route: moving on pushes
 * the question's address (so Back goes back to the question before), and the browser's Back selects it.
 * The first selection (the first incomplete question, when the route named none the map has) replaces.
 */
export function useRouteFollowsQuestion(
  store: QuizStore,
  pathOf: (questionId: string) => string,
  questionId: string,
): void {
  const navigate = useNavigate();
  const route = useRef(questionId);
  route.current = questionId;
  const settled = useRef(false);

  useEffect(() => {
    if (store.loadState.status === 'ready') store.select(questionId);
  }, [store, questionId]);

  useEffect(
    () =>
      reaction(
        () => (store.loadState.status === 'ready' ? store.currentId : null),
        (currentId) => {
          if (currentId === null) return;
          if (currentId !== route.current) navigate(pathOf(currentId), { replace: !settled.current });
          settled.current = true;
        },
        { fireImmediately: true },
      ),
    [store, pathOf, navigate],
  );
}
