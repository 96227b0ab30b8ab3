/**
 * A course's quiz item answered on its map (spec 3 section 3: Quiz with questions and settings): its own
 * questions, in its order, and its own settings; the answers are saved against the item's id. Without an
 * item (the map's quiz) the quiz is the map's questions and settings, saved against the map's id.
 */
import type { StoredQuestion } from '../map/content';
import type { MapDocument } from '../map/types';
import { quizSettingsOf } from '../quiz/load';
import type { QuizSettings } from '../quiz/types';
import { COURSE_ITEM_TYPE } from './items';
import { findItem, type QuizItem, readOutline } from './outline';

export interface QuizOfMap {
  /** The id answers are saved against. */
  quizId: string;
  questions: StoredQuestion[];
  settings: QuizSettings;
}

/** The course's quiz item `itemId` on `map`; null when the map's outline has no quiz of that id. */
export function quizItemOf(map: Pick<MapDocument, 'courseItems'>, itemId: string): QuizItem | null {
  const item = findItem(readOutline(map.courseItems), itemId);
  return item?.type === COURSE_ITEM_TYPE.QUIZ ? (item as QuizItem) : null;
}

/** The quiz a learner answers: the item's (when `itemId` names one of the map's quizzes) or the map's own. */
export function quizOfMap(map: MapDocument, itemId: string | null): QuizOfMap {
  const item = itemId === null ? null : quizItemOf(map, itemId);
  if (!item) return { quizId: map.id, questions: map.questions, settings: quizSettingsOf(map) };
  const byId = new Map(map.questions.map((question) => [question.id, question]));
  return {
    quizId: item.id,
    questions: item.questions.flatMap((id) => byId.get(id) ?? []),
    settings: item.settings,
  };
}
