/**
 * Where each study screen of a map lives (spec 3 section 2.1): "when a course is present the course form
 * is used, otherwise the map form". One home for these addresses: every link the study screens build
 * (back to the map or course, a lesson's content slides, a quiz's next question, a recall level, a deck)
 * comes from here, so a screen works the same under /{id}/… and /course/{courseId}/….
 */
import type { RecallScope } from '../recall/types';

/** The map studied, and the course it is studied through (null: the map itself). */
export interface StudyPlaceKey {
  mapId: string;
  courseId: string | null;
}

export type PresentationKind = 'presentation' | 'lesson';

export interface StudyPaths {
  /** Where the study screens go back to: the map, or the course home. */
  home: string;
  /** A presentation or lesson replayed (map form: its standalone sub-mode). */
  presentation: (kind: PresentationKind, presentationId: string) => string;
  /** Content slides of the map (no presentation), or of a presentation or lesson. */
  contentSlides: (of?: { kind: PresentationKind; presentationId: string }) => string;
  /**
   * A question being answered. In course form, `quizItemId` names the course's quiz item whose
   * questions, settings and saved answers the screen uses (a query, since the route names a question).
   */
  quiz: (questionId: string, quizItemId?: string | null) => string;
  /** The prefix every question of one quiz shares (moving between them keeps unsubmitted drafts). */
  quizPrefix: string;
  recall: (scope: RecallScope) => string;
  /** Every card (null), or one deck's (a flashcard item's id). */
  cards: (deckId: string | null) => string;
  summary: string;
  /** A node shown on the map (a card's back links to it). */
  node: (nodeId: string) => string;
}

/** The query parameter carrying a course's quiz item on its quiz route. */
export const QUIZ_ITEM_PARAM = 'item';

/**
 * The query parameter of a course's presentation route (spec 3 section 2.1, "optional query close") asking
 * that leaving it close the window it was opened in, rather than go to the course home.
 */
export const CLOSE_PARAM = 'close';

const part = encodeURIComponent;

export function studyPaths({ mapId, courseId }: StudyPlaceKey): StudyPaths {
  const base = courseId === null ? `/${mapId}` : `/course/${part(courseId)}`;
  // Map-form replays name their sub-mode; the course form has none (spec 3 section 2.1).
  const replaySuffix = courseId === null ? '/standalone' : '';
  return {
    home: base,
    presentation: (kind, presentationId) => `${base}/${kind}/${part(presentationId)}${replaySuffix}`,
    contentSlides: (of) =>
      of ? `${base}/${of.kind}/${part(of.presentationId)}/contentslides` : `${base}/contentslides`,
    quiz: (questionId, quizItemId) =>
      `${base}/quiz/${part(questionId)}${
        courseId !== null && quizItemId ? `?${QUIZ_ITEM_PARAM}=${part(quizItemId)}` : ''
      }`,
    quizPrefix: `${base}/quiz/`,
    recall: (scope) => {
      switch (scope.kind) {
        case 'map':
          return `${base}/recall`;
        case 'level':
          return `${base}/recall/layer/${scope.levelId}`;
        case 'item':
          return `${base}/recall/${part(scope.itemId)}`;
      }
    },
    cards: (deckId) => (deckId === null ? `${base}/cards` : `${base}/cards/${part(deckId)}`),
    summary: `${base}/summary`,
    // The map itself opens to a course's learners through the course (their view rights on its map).
    node: (nodeId) => `/${mapId}?nodeId=${part(nodeId)}`,
  };
}

/** The course's own pages, beside the study screens. */
export function coursePaths(courseId: string) {
  const base = `/course/${part(courseId)}`;
  return {
    home: base,
    watch: `${base}/watch`,
    payment: `${base}/payment`,
    summary: `${base}/summary`,
  } as const;
}
