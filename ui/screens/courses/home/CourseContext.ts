import { createContext, useContext } from 'react';
import type { CourseHome } from '../../../../src/api/graphql/courseHome';

/** The course of a /course/{courseId} route, as its home answers it for this viewer, shared by its pages. */
export interface CourseRoute {
  courseId: string;
  home: CourseHome;
  /** Asks again (after enrolling, or as the learner's progress moves). */
  refresh: () => void;
}

export const CourseRouteContext = createContext<CourseRoute | null>(null);

export function useCourseRoute(): CourseRoute {
  const route = useContext(CourseRouteContext);
  if (!route) throw new Error('A course page outside CourseLayout.');
  return route;
}
