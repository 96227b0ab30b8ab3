/**
 * What a course offers its viewer to do next (the course home's call to action, the player's when nothing
 * is open): read from the course home's answer, so the screens only show it.
 */
import type { CourseHome, CourseHomeItem } from '../../../../src/api/graphql/courseHome';
import { ACCESS } from '../../../../src/model/courses/access';
import { firstOpenItem, outlineItems } from '../../../../src/model/courses/openItem';

export interface CourseOffer {
  /** Where studying goes on: the item to continue, else the first open one; null when none is open. */
  resume: { item: CourseHomeItem; continuing: boolean } | null;
  /** Enrolling (free) is what opens the rest. */
  enrol: 'signIn' | 'enrol' | null;
  /** Buying is what opens the rest. */
  buy: 'signIn' | 'buy' | 'unavailable' | null;
}

export function courseOffer(home: CourseHome, signedIn: boolean): CourseOffer {
  const { course, access, isStaff } = home;
  const suspended = course.suspend !== null && !isStaff;
  const items = outlineItems(home.outline);
  const continued = home.started ? items.find((item) => item.id === home.continueItemId) : undefined;
  const first = firstOpenItem(home.outline);
  const resume =
    continued?.state === 'open'
      ? { item: continued, continuing: true }
      : first
        ? { item: first, continuing: false }
        : null;
  const closed = access === ACCESS.NONE || access === ACCESS.REQUIRES_PAYMENT;
  if (suspended || !closed) return { resume, enrol: null, buy: null };
  if (course.requirePayment)
    return {
      resume,
      enrol: null,
      buy: !signedIn ? 'signIn' : home.paymentsAvailable ? 'buy' : 'unavailable',
    };
  return { resume, enrol: signedIn ? 'enrol' : 'signIn', buy: null };
}
