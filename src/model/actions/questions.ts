/**
 * PROVISIONAL (quiz-edit): a minimal `setQuestions`, replaced by quiz-model's at merge. The map's
 * questions replaced by the editor's list; the inverse puts back the list before.
 */
import type { MapDocument } from '../map/types';
import { succeed } from './result';
import type { ActionResult, SetQuestionsAction } from './types';

export function setQuestions(map: MapDocument, action: SetQuestionsAction): ActionResult {
  const inverse: SetQuestionsAction = { type: 'setQuestions', questions: map.questions };
  return succeed({ ...map, questions: action.questions }, inverse);
}
