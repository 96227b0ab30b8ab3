import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { COURSE_HOME, VISIT_COURSE } from '../../../../src/api/graphql/courseHome';
import { graphQLErrorMessage, isNotFoundError } from '../../../../src/api/graphql/errors';
import { StudyPlaceProvider } from '../../study/StudyPlace';
import { useCourseProgressFollow } from '../player/useCourseProgressFollow';
import { type CourseRoute, CourseRouteContext } from './CourseContext';
import { CourseLoading, CourseProblem } from './CoursePageStatus';
import { courseHomeStrings as strings } from './strings';

/**
 * Every /course/{courseId} route (spec 3 section 2.1, course form), signed in or not: the course as its
 * home answers it for this viewer, and the study place of its map (the course's map, opened through the
 * course), for the page below. A course missing or not open to the viewer reads 'Course not found.'.
 */
export default function CourseLayout() {
  const { courseId = '' } = useParams();
  // The route's loader asked the network for the course as the route was entered (src/routes.tsx): a
  // course seen before shows at once and is brought up to date (progress, enrolment) when that answers.
  const query = useQuery(COURSE_HOME, { variables: { courseId }, fetchPolicy: 'cache-first' });
  const home = query.data?.courseHome;
  const { refetch } = query;
  useCourseVisit(courseId);
  const route = useMemo<CourseRoute | null>(
    () => (home ? { courseId, home, refresh: () => void refetch() } : null),
    [courseId, home, refetch],
  );

  if (!route) {
    if (query.error)
      return (
        <CourseProblem
          message={
            isNotFoundError(query.error)
              ? strings.notFound
              : graphQLErrorMessage(query.error, strings.loadFailed)
          }
        />
      );
    return <CourseLoading />;
  }
  return (
    <CourseRouteContext.Provider value={route}>
      <StudyPlaceProvider mapId={route.home.course.mapId} courseId={courseId}>
        <ProgressFollower mapId={route.home.course.mapId} refresh={route.refresh} />
        <Outlet />
      </StudyPlaceProvider>
    </CourseRouteContext.Provider>
  );
}

/** Asks for the course again as the learner moves between its pages or a lesson's progress is saved. */
function ProgressFollower({ mapId, refresh }: { mapId: string; refresh: () => void }) {
  useCourseProgressFollow(mapId, refresh);
  return null;
}

/**
 * Counts one visit as the viewer enters the course's pages (course loads, Recent Courses); moving between
 * them, and the course read again meanwhile, count nothing. A count that fails costs the viewer nothing.
 */
function useCourseVisit(courseId: string) {
  const [visitCourse] = useMutation(VISIT_COURSE);
  useEffect(() => {
    visitCourse({ variables: { courseId } }).catch(() => {});
  }, [courseId, visitCourse]);
}
