/**
 * The course home asked for as the course's route is entered (its loader, src/routes.tsx), beside the
 * download of the course's code and the app's first render rather than after them.
 */
import { apolloClientFor, type SessionGate } from '../apollo';
import { COURSE_HOME } from './courseHome';

/**
 * Sends the course home query into the cache. The layout's read of the same query while this one is on
 * its way shares its request; a failure is left to that read, which asks again and says what went wrong.
 */
export function prefetchCourseHome(session: SessionGate, courseId: string): void {
  apolloClientFor(session)
    .query({ query: COURSE_HOME, variables: { courseId }, fetchPolicy: 'network-only' })
    .catch(() => undefined);
}
