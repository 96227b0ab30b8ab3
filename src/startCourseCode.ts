/**
 * The app entry's second import: a page load on a course route asks for the GraphQL client's and the
 * course layout's code before the rest of the app's code is evaluated, so that the route's loader can
 * send the course's query as soon as the router starts (src/routes.tsx) instead of after a download.
 * A failure here is left to the router, which asks again and shows its error.
 */
import { APP_BASE_PATH } from './model/version';

if (location.pathname.startsWith(`${APP_BASE_PATH}/course/`)) {
  void import('./api/graphql/coursePrefetch').catch(() => undefined);
  void import('../ui/shell/GraphQLLayout').catch(() => undefined);
  void import('../ui/screens/courses/home/CourseLayout').catch(() => undefined);
}
