/**
 * A course's progress report (spec 3 sections 2.2 and 9): users against the course's items, each cell the
 * fraction of the item the user has completed. Columns are the items that can be completed (lessons and
 * quizzes, modules' items in place); recall and flashcard practice never ends, so it has no column.
 */
import { COURSE_ITEM_TYPE } from '../courses/items';
import { flattenOutline, type OutlineEntry } from '../courses/outline';
import { LESSON_COMPLETE_FRACTION, type ProgressUser } from '../progress/lessonProgress';
import { QUIZ_COMPLETE_FRACTION } from '../quiz/constants';

export type ReportItemType = typeof COURSE_ITEM_TYPE.LESSON | typeof COURSE_ITEM_TYPE.QUIZ;

/** A column of the report. */
export interface CourseReportItem {
  id: string;
  type: ReportItemType;
  name: string;
  /** The name of the module holding it; null for a top-level item. */
  moduleName: string | null;
  /** A quiz's question ids in the order asked; none for a lesson. */
  questionIds: string[];
  /** A lesson's presentation; null for a quiz. */
  presentationId: string | null;
}

/** A row: one user's completion of each column, 0 to 1, in the columns' order. */
export interface CourseReportRow {
  user: ProgressUser;
  progress: number[];
}

export interface CourseReport {
  /** The map's id, and the class's after a colon for a class's report: one per report. */
  id: string;
  mapId: string;
  items: CourseReportItem[];
  rows: CourseReportRow[];
}

/** The fraction from which an item counts as complete (spec 3 section 9). */
export const COMPLETE_FRACTION: Readonly<Record<ReportItemType, number>> = {
  [COURSE_ITEM_TYPE.LESSON]: LESSON_COMPLETE_FRACTION,
  [COURSE_ITEM_TYPE.QUIZ]: QUIZ_COMPLETE_FRACTION,
};

export function isReportItemComplete(item: Pick<CourseReportItem, 'type'>, fraction: number): boolean {
  return fraction >= COMPLETE_FRACTION[item.type];
}

/** A column as the server sends it, its type read as the model's (anything but a quiz is a lesson). */
export function readReportItem(item: Omit<CourseReportItem, 'type'> & { type: string }): CourseReportItem {
  return {
    ...item,
    type: item.type === COURSE_ITEM_TYPE.QUIZ ? COURSE_ITEM_TYPE.QUIZ : COURSE_ITEM_TYPE.LESSON,
  };
}

/** The report's columns: the outline's lessons and quizzes in the course's order. */
export function reportItemsOf(outline: readonly OutlineEntry[]): CourseReportItem[] {
  const modules = new Map(outline.map((entry) => [entry.id, entry.name]));
  return flattenOutline(outline).flatMap(({ item, moduleId }): CourseReportItem[] => {
    const moduleName = moduleId === null ? null : (modules.get(moduleId) ?? null);
    if (item.type === COURSE_ITEM_TYPE.LESSON && 'presentationId' in item)
      return [
        {
          id: item.id,
          type: item.type,
          name: item.name,
          moduleName,
          questionIds: [],
          presentationId: item.presentationId,
        },
      ];
    if (item.type === COURSE_ITEM_TYPE.QUIZ && 'questions' in item)
      return [
        {
          id: item.id,
          type: item.type,
          name: item.name,
          moduleName,
          questionIds: item.questions,
          presentationId: null,
        },
      ];
    return [];
  });
}

/** The id of a report: the map's, with the class's for a class's report. */
export function courseReportId(mapId: string, groupId: string | null): string {
  return groupId === null ? mapId : `${mapId}:${groupId}`;
}

/** A fraction as a whole percentage, as cells and their labels read it. */
export function percent(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

/** An outline entry as the course home sends it: an item with the viewer's completion, or a module of them. */
export interface HomeEntry {
  id: string;
  type: string;
  name: string;
  presentationId: string | null;
  questionIds: readonly string[];
  progress: number | null;
  items?: readonly HomeEntry[];
}

/**
 * A learner's own report, from their course home: the same columns as the teachers' grid (lessons and
 * quizzes in course order, modules named) and their one row of completions.
 */
export function ownReportOf(outline: readonly HomeEntry[]): {
  items: CourseReportItem[];
  progress: number[];
} {
  const items: CourseReportItem[] = [];
  const progress: number[] = [];
  const add = (entry: HomeEntry, moduleName: string | null) => {
    if (entry.type !== COURSE_ITEM_TYPE.LESSON && entry.type !== COURSE_ITEM_TYPE.QUIZ) return;
    items.push(
      readReportItem({
        id: entry.id,
        type: entry.type,
        name: entry.name,
        moduleName,
        questionIds: [...entry.questionIds],
        presentationId: entry.presentationId,
      }),
    );
    progress.push(entry.progress ?? 0);
  };
  for (const entry of outline) {
    if (entry.type === COURSE_ITEM_TYPE.MODULE) for (const item of entry.items ?? []) add(item, entry.name);
    else add(entry, null);
  }
  return { items, progress };
}
