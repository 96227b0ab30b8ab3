/**
 * Who may open what of a course (spec 3 section 6, spec 1 section 6): the viewer's access (the spec's
 * Access enum) and the state of each item of the outline for them. One rule for the server, which
 * refuses what is not open, and the screens, which say why and what to do (sign in, enrol, pay).
 */
import { COURSE_ITEM_TYPE } from './items';
import { flattenOutline, isKnownItem, type OutlineEntry, type OutlineEntryItem } from './outline';

export const ACCESS = {
  NONE: 'None',
  FREE: 'Free',
  REQUIRES_PAYMENT: 'RequiresPayment',
  PAID: 'Paid',
  SHARED: 'Shared',
} as const;
export type Access = (typeof ACCESS)[keyof typeof ACCESS];

/** Free, shared and paid access open every item (spec 3 section 6). */
export function fullAccess(access: Access): boolean {
  return access === ACCESS.FREE || access === ACCESS.PAID || access === ACCESS.SHARED;
}

/** Lessons open before enrolling: a free course's first two, none of a paid course's. */
export const PREVIEW_LESSONS = { free: 2, paid: 0 } as const;
/** The preview lessons come from the first two top-level entries (a module counts as one). */
export const PREVIEW_ENTRIES = 2;

/** What is known of the viewer for one course. */
export interface ViewerFacts {
  signedIn: boolean;
  /** The course's author, or a site administrator. */
  staff: boolean;
  /** The course reaches them without enrolling: the map is shared with them, or their class has the course. */
  shared: boolean;
  enrolled: boolean;
  /** They bought the course. */
  paid: boolean;
}

/**
 * Whether the viewer may find the course at all: anyone a public or public-not-listed one (by its link),
 * only its staff and those it reaches (enrolled, bought, shared) a private one. To anyone else it answers
 * as a missing course, so ids cannot be probed.
 */
export function mayFindCourse(course: { access: string }, facts: ViewerFacts): boolean {
  if (course.access === 'public' || course.access === 'public-not-listed') return true;
  return facts.staff || facts.shared || facts.enrolled || facts.paid;
}

export function viewerAccess(course: { requirePayment: boolean }, facts: ViewerFacts): Access {
  if (!facts.signedIn) return ACCESS.NONE;
  if (facts.staff || facts.shared) return ACCESS.SHARED;
  if (facts.paid) return ACCESS.PAID;
  if (course.requirePayment) return ACCESS.REQUIRES_PAYMENT;
  return facts.enrolled ? ACCESS.FREE : ACCESS.NONE;
}

/** What an item is to the viewer: open, or what stands in the way. */
export const ITEM_STATE = {
  OPEN: 'open',
  /** Sign in first. */
  LOGIN: 'login',
  /** Enrol (free) first. */
  ENROL: 'enrol',
  /** Buy the course first. */
  PAY: 'pay',
  /** What it plays or asks is no longer on the map. */
  UNAVAILABLE: 'unavailable',
  /** The course is suspended. */
  SUSPENDED: 'suspended',
  /** A type the app cannot open ('Unsupported Item Type'). */
  UNSUPPORTED: 'unsupported',
} as const;
export type ItemState = (typeof ITEM_STATE)[keyof typeof ITEM_STATE];

export interface ItemStateContext {
  access: Access;
  signedIn: boolean;
  requirePayment: boolean;
  /** Suspended now: only its staff open its items. */
  suspended: boolean;
  staff: boolean;
  /** Whether what the item plays or asks is on the map (a lesson's presentation, a quiz's questions). */
  available: (item: OutlineEntryItem) => boolean;
}

/** Each item's state, by id, for one viewer. */
export function itemStates(
  outline: readonly OutlineEntry[],
  context: ItemStateContext,
): Map<string, ItemState> {
  const placed = flattenOutline(outline);
  const preview = previewLessonIds(placed, context.requirePayment);
  const full = fullAccess(context.access);
  const closed: ItemState = !context.signedIn
    ? ITEM_STATE.LOGIN
    : context.requirePayment
      ? ITEM_STATE.PAY
      : ITEM_STATE.ENROL;
  const states = new Map<string, ItemState>();
  for (const { item } of placed) {
    let state: ItemState;
    if (!isKnownItem(item)) state = ITEM_STATE.UNSUPPORTED;
    else if (!context.available(item)) state = ITEM_STATE.UNAVAILABLE;
    else if (context.suspended && !context.staff) state = ITEM_STATE.SUSPENDED;
    else if (full || preview.has(item.id)) state = ITEM_STATE.OPEN;
    else state = closed;
    states.set(item.id, state);
  }
  return states;
}

/** The preview lessons: the first lessons (as many as the course previews) of the first top-level entries. */
function previewLessonIds(placed: ReturnType<typeof flattenOutline>, requirePayment: boolean): Set<string> {
  const count = requirePayment ? PREVIEW_LESSONS.paid : PREVIEW_LESSONS.free;
  const lessons = placed
    .filter(({ item, entryIndex }) => entryIndex < PREVIEW_ENTRIES && item.type === COURSE_ITEM_TYPE.LESSON)
    .slice(0, count);
  return new Set(lessons.map(({ item }) => item.id));
}
