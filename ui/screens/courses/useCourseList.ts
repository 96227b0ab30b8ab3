import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { type Course, GET_COURSES, MY_COURSES, SEARCH_COURSES } from '../../../src/api/graphql';
import { type CourseView, recommendedFirst } from '../../../src/model/courses';
import { courseStrings } from './strings';

export interface CourseListState {
  courses: Course[] | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * The courses of a view, recommended first: GetCourses for the list, MyCourses, or SearchCourses(query).
 * Only the view's query runs; a failure is logged under 'Loading courses' (spec 1 section 8).
 */
export function useCourseList(view: CourseView, query: string | null): CourseListState {
  const all = useQuery(GET_COURSES, { skip: view !== 'all' });
  const mine = useQuery(MY_COURSES, { skip: view !== 'mine' });
  const search = useQuery(SEARCH_COURSES, {
    variables: { query: query ?? '' },
    skip: view !== 'search' || query === null,
  });

  const active = view === 'all' ? all : view === 'mine' ? mine : search;
  const list =
    view === 'all' ? all.data?.courses : view === 'mine' ? mine.data?.myCourses : search.data?.searchCourses;
  const courses = useMemo(() => (list ? recommendedFirst(list) : undefined), [list]);
  const error = active.error;

  useEffect(() => {
    if (error) console.warn(courseStrings.loading, error);
  }, [error]);

  return {
    courses,
    loading: active.loading,
    error,
    retry: () => void active.refetch().catch(() => {}),
  };
}
