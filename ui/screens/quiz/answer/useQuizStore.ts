import { useApolloClient } from '@apollo/client/react';
import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apolloQuizAnswers } from '../../../../src/api/graphql/quizAnswers';
import { ANSWER_MODE } from '../../../../src/model/quiz/constants';
import { quizSettingsOf } from '../../../../src/model/quiz/load';
import type { MapEditorStore } from '../../../../src/stores/MapEditorStore';
import { QuizStore } from '../../../../src/stores/quiz/QuizStore';

/** The address of a question being answered (spec 3 section 2.1, map form). */
export const quizPath = (mapId: string, questionId: string) => `/${mapId}/quiz/${questionId}`;

/**
 * The learner's answers to the map's own questions (the quiz's id is the map's id), loaded once; the
 * store selects the route's question, or else the first incomplete one.
 */
export function useQuizStore(mapId: string, editor: MapEditorStore, questionId: string): QuizStore {
  const client = useApolloClient();
  const [store] = useState(() => {
    const { document } = editor;
    return new QuizStore(
      {
        questions: () => document.map?.questions ?? [],
        settings: () =>
          document.map
            ? quizSettingsOf(document.map)
            : { answerMode: ANSWER_MODE.EXERCISE, enableRedo: true },
        nodeTitle: (nodeId) => document.map?.nodes.get(nodeId)?.title,
      },
      apolloQuizAnswers(client, { mapId, quizId: mapId, lessonId: null }),
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
export function useRouteFollowsQuestion(store: QuizStore, mapId: string, questionId: string): void {
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
          if (currentId !== route.current)
            navigate(quizPath(mapId, currentId), { replace: !settled.current });
          settled.current = true;
        },
        { fireImmediately: true },
      ),
    [store, mapId, navigate],
  );
}
