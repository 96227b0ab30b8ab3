/**
 * The course home (issue 28; spec 3 sections 2.1 and 6): the course as its viewer may see it, their access,
 * the outline with each item's state and their progress, and where to continue. Signed in or not.
 */
import type { Kysely } from 'kysely';
import { type Access, type ItemState, itemStates, viewerAccess } from '../../src/model/courses/access.ts';
import {
  flattenOutline,
  isModule,
  type OutlineEntry,
  type OutlineEntryItem,
} from '../../src/model/courses/outline.ts';
import {
  continueItemId,
  hasStarted,
  type ItemProgress,
  itemProgress,
  type LearnerWork,
} from '../../src/model/courses/progress.ts';
import type { Tables } from '../db/tables.ts';
import { loadCourses } from './catalogue.ts';
import { loadLearnerWork, NO_WORK } from './learnerWork.ts';
import { type CourseMapParts, isItemAvailable, loadCourseMapParts } from './mapParts.ts';
import { type CourseViewer, requireFoundCourse } from './viewer.ts';

type Db = Kysely<Tables>;

/** Each item's state for this viewer (the model's rules over the server's facts). */
export function courseItemStates(found: CourseViewer, parts: CourseMapParts) {
  const { course, facts } = found;
  const access = viewerAccess(course, facts);
  const states = itemStates(parts.outline, {
    access,
    signedIn: facts.signedIn,
    requirePayment: course.requirePayment,
    suspended: course.suspendDate !== null,
    staff: facts.staff,
    available: (item) => isItemAvailable(parts, item),
  });
  return { access, states };
}

export interface CourseEntryView {
  id: string;
  type: string;
  name: string;
  items: CourseEntryView[];
  state: ItemState | null;
  presentationId: string | null;
  questionIds: string[];
  answerMode: string | null;
  enableRedo: boolean | null;
  tags: string[];
  duration: number | null;
  progress: number | null;
  complete: boolean;
}

function entryView(
  entry: OutlineEntry,
  states: ReadonlyMap<string, ItemState>,
  progressOf: (item: OutlineEntryItem) => ItemProgress,
  durations: ReadonlyMap<string, number>,
): CourseEntryView {
  const base = {
    id: entry.id,
    type: entry.type,
    name: entry.name,
    presentationId: null,
    questionIds: [],
    answerMode: null,
    enableRedo: null,
    tags: [],
    duration: null,
  };
  if (isModule(entry))
    return {
      ...base,
      items: entry.items.map((item) => entryView(item, states, progressOf, durations)),
      state: null,
      progress: null,
      complete: false,
    };
  return {
    ...base,
    ...('presentationId' in entry && {
      presentationId: entry.presentationId,
      duration: durations.get(entry.presentationId) ?? null,
    }),
    ...('questions' in entry && {
      questionIds: entry.questions,
      answerMode: entry.settings.answerMode,
      enableRedo: entry.settings.enableRedo,
    }),
    ...('tags' in entry && { tags: entry.tags }),
    items: [],
    state: states.get(entry.id) ?? null,
    ...progressOf(entry),
  };
}

export interface CourseHomeView {
  course: NonNullable<Awaited<ReturnType<typeof loadCourses>>[number]>;
  access: Access;
  isStaff: boolean;
  outline: CourseEntryView[];
  continueItemId: string | null;
  started: boolean;
  paymentsAvailable: boolean;
}

export async function loadCourseHome(
  db: Db,
  viewerId: string | null,
  courseId: string,
  paymentsAvailable: boolean,
): Promise<CourseHomeView> {
  const found = await requireFoundCourse(db, viewerId, courseId);
  const { mapId } = found.course;
  const [parts, done, [course]] = await Promise.all([
    loadCourseMapParts(db, found.course),
    viewerId ? loadLearnerWork(db, viewerId, mapId) : NO_WORK,
    loadCourses(db, viewerId ?? '', { courseIds: [courseId], found: true }),
  ]);
  if (!course) throw new Error(`Course ${courseId} vanished while it was read`);
  const { access, states } = courseItemStates(found, parts);
  const durations = parts.presentations;
  const work: LearnerWork = { ...done, durations };
  const progressOf = (item: OutlineEntryItem): ItemProgress =>
    viewerId ? itemProgress(item, work) : { progress: null, complete: false };
  const started = viewerId !== null && hasStarted(work);
  return {
    course,
    access,
    isStaff: found.facts.staff,
    outline: parts.outline.map((entry) => entryView(entry, states, progressOf, durations)),
    continueItemId: started ? continueItemId(flattenOutline(parts.outline), states, progressOf) : null,
    started,
    paymentsAvailable,
  };
}
