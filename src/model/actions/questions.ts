/**
 * Saving a map's questions (issue 26): the question editor saves its whole list as one document action,
 * through the editor's one door like every edit, stored with the map by the map's own save. Its inverse
 * puts back the list before. Whether each question can be marked is for the save to check
 * (src/model/quiz/validity.ts): the list is stored as given, unfinished questions included.
 */
import type { MapDocument } from '../map/types';
import { ACTION_MESSAGES as MESSAGES } from './messages';
import { fail, succeed } from './result';
import type { ActionResult, SetQuestionsAction } from './types';

export function setQuestions(map: MapDocument, action: SetQuestionsAction): ActionResult {
  const seen = new Set<string>();
  for (const question of action.questions) {
    if (seen.has(question.id)) return fail(MESSAGES.questionTwice(question.id));
    seen.add(question.id);
  }
  return succeed({ ...map, questions: action.questions }, { type: 'setQuestions', questions: map.questions });
}
