/**
 * A course's map as the course opens it (issue 28; spec 3 section 6: course home and presentations are open
 * to all): `map(mapId, courseId)` and `mapSummary(mapId, courseId)`, signed in or not. A viewer with rights
 * of their own on the map (its owner, a share, a class, a learner the course entitles) gets it as always.
 * Anyone else the course is open to gets view rights on a document holding only what is open to them: a
 * lesson beyond their preview is left out, and a quiz's questions unless the quiz is open to them.
 */
import { type Kysely, sql } from 'kysely';
import { mapAccessRights } from '../../src/model/access/accessRights.ts';
import { ITEM_STATE, type ItemState, mayFindCourse } from '../../src/model/courses/access.ts';
import { COURSE_ITEM_TYPE } from '../../src/model/courses/items.ts';
import { flattenOutline } from '../../src/model/courses/outline.ts';
import { isRecord } from '../../src/model/map/read.ts';
import type { MapRecord } from '../../src/model/map/record.ts';
import type { Tables } from '../db/tables.ts';
import { AppError, notFound } from '../errors.ts';
import type { SummaryFilter } from '../maps/contentSummary.ts';
import { loadMapDocument, type MapDocumentText } from '../maps/document.ts';
import { MAP_MESSAGES } from '../maps/messages.ts';
import { requireViewRights } from '../maps/rights.ts';
import { courseItemStates } from './home.ts';
import { type CourseMapParts, loadCourseMapParts } from './mapParts.ts';
import { type CourseViewer, loadCourseViewer, requireFoundCourse } from './viewer.ts';

type Db = Kysely<Tables>;

/** What of the map a viewer without rights of their own may have (closed lessons' presentations out, open quizzes' questions in). */
export type OpenParts = SummaryFilter;

export function openPartsOf(parts: CourseMapParts, states: ReadonlyMap<string, ItemState>): OpenParts {
  const openLessons = new Set<string>();
  const closedLessons = new Set<string>();
  const openQuestions = new Set<string>();
  for (const { item } of flattenOutline(parts.outline)) {
    const open = states.get(item.id) === ITEM_STATE.OPEN;
    if (item.type === COURSE_ITEM_TYPE.LESSON && 'presentationId' in item)
      (open ? openLessons : closedLessons).add(item.presentationId);
    if (item.type === COURSE_ITEM_TYPE.QUIZ && 'questions' in item && open)
      for (const questionId of item.questions) openQuestions.add(questionId);
  }
  const closedPresentations = new Set([...closedLessons].filter((id) => !openLessons.has(id)));
  return { closedPresentations, openQuestions };
}

/** The stored document with only what is open: closed lessons' presentations and closed quizzes' questions out. */
export function openDocument(document: Record<string, unknown>, open: OpenParts): Record<string, unknown> {
  const kept = (list: unknown, keep: (id: string) => boolean) =>
    Array.isArray(list)
      ? list.filter((entry) => isRecord(entry) && typeof entry.id === 'string' && keep(entry.id))
      : [];
  return {
    ...document,
    presentations: kept(document.presentations, (id) => !open.closedPresentations.has(id)),
    questions: kept(document.questions, (id) => open.openQuestions.has(id)),
  };
}

/** Whether the viewer has rights of their own on the map (not only what the course opens). */
async function hasOwnRights(db: Db, viewerId: string | null, mapId: string): Promise<boolean> {
  if (viewerId === null) return false;
  try {
    await requireViewRights(db, viewerId, mapId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.extensions.code === 'NOT_FOUND') return false;
    throw error;
  }
}

/** The course, where it is the map's and the viewer may find it; NOT_FOUND as for a missing map otherwise. */
async function requireCourseOfMap(
  db: Db,
  viewerId: string | null,
  mapId: string,
  courseId: string,
): Promise<CourseViewer> {
  const found = await requireFoundCourse(db, viewerId, courseId).catch(() => null);
  if (!found || found.course.mapId !== mapId) throw notFound(MAP_MESSAGES.notFound);
  return found;
}

/** `map(mapId, courseId)`: the map with the viewer's rights, or view rights on what the course opens to them. */
export async function loadCourseMapDocument(
  db: Db,
  viewerId: string | null,
  mapId: string,
  courseId: string,
): Promise<MapDocumentText> {
  const found = await requireCourseOfMap(db, viewerId, mapId, courseId);
  if (viewerId !== null && (await hasOwnRights(db, viewerId, mapId)))
    return loadMapDocument(db, viewerId, mapId);
  const parts = await loadCourseMapParts(db, found.course);
  const { states } = courseItemStates(found, parts);
  const row = await db
    .selectFrom('maps')
    .select(['id', 'name', 'version', 'updatedAt'])
    .select(sql<Record<string, unknown>>`maps.document`.as('document'))
    .where('id', '=', mapId)
    .executeTakeFirstOrThrow();
  const record: MapRecord = {
    id: row.id,
    name: row.name,
    version: row.version,
    updated: new Date(row.updatedAt).toISOString(),
    ...mapAccessRights('view'),
  };
  return { ...record, documentText: JSON.stringify(openDocument(row.document, openPartsOf(parts, states))) };
}

/** For `mapSummary(mapId, courseId)`: the open parts for a viewer without rights of their own, or null for all. */
export async function courseSummaryFilter(
  db: Db,
  viewerId: string | null,
  mapId: string,
  courseId: string,
): Promise<OpenParts | null> {
  const found = await requireCourseOfMap(db, viewerId, mapId, courseId);
  if (await hasOwnRights(db, viewerId, mapId)) return null;
  const parts = await loadCourseMapParts(db, found.course);
  return openPartsOf(parts, courseItemStates(found, parts).states);
}

/**
 * Whether the map's course opens it to a signed-in viewer without rights of their own on it: the course
 * is one they may find and, with a lesson (presentation) id, that lesson is open to them (a preview lesson,
 * whose progress is theirs to keep).
 */
export async function courseOpensMap(
  db: Db,
  viewerId: string,
  mapId: string,
  lessonId: string | null,
): Promise<boolean> {
  const found = await loadCourseViewer(db, viewerId, { mapId });
  if (!found || !mayFindCourse(found.course, found.facts)) return false;
  if (lessonId === null) return true;
  const parts = await loadCourseMapParts(db, found.course);
  const { states } = courseItemStates(found, parts);
  return flattenOutline(parts.outline).some(
    ({ item }) =>
      'presentationId' in item && item.presentationId === lessonId && states.get(item.id) === ITEM_STATE.OPEN,
  );
}
