import { QUIZ_ITEM_PARAM } from '../../../../src/model/courses/studyPaths';

/** The section and id of a course route (`/course/{courseId}/{section}/{id}…`), for the player to find its item. */
export function courseRouteOf(pathname: string, search: string) {
  const [, , , section = '', id] = pathname.split('/');
  const quizItemId = new URLSearchParams(search).get(QUIZ_ITEM_PARAM);
  return { section, id: id === undefined ? undefined : decodeURIComponent(id), quizItemId };
}
