import { reaction } from 'mobx';
import { useContext, useEffect } from 'react';
import type { QuizStore } from '../../../../src/stores/quiz/QuizStore';
import { CourseRouteContext } from '../home/CourseContext';

/**
 * In a course, its progress marks (the player's outline) follow the quiz as the learner submits answers,
 * not only when they move to another page. Outside a course (a map's own quiz) it does nothing.
 */
export function useCourseFollowsAnswers(store: QuizStore): void {
  const refresh = useContext(CourseRouteContext)?.refresh;
  useEffect(() => {
    if (!refresh) return;
    return reaction(
      () => store.answers.filter((answer) => answer.completed).length,
      () => refresh(),
    );
  }, [store, refresh]);
}
