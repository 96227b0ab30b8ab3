/** User-visible texts of the course catalogue (spec 1 sections 2, 4 and 8). */
import { courseMessages } from '../../../src/model/courses';

export const courseStrings = {
  title: 'Courses',
  views: {
    label: 'Course views',
    all: 'All Courses',
    mine: 'My Courses',
  },
  searchLabel: 'Search courses',
  searchPlaceholder: 'Search courses',
  searchButton: 'Search',
  resultsFor: (query: string) => `Results for '${query}'`,
  loading: courseMessages.loading,
  noCourses: courseMessages.noCourses,
  /** What to do next when a view has no course (ui/theme/GUIDE.md, States). */
  noCoursesNext: {
    all: 'No course is published yet. Courses appear here as soon as one is.',
    mine: 'Add a course to My Courses from All Courses, and it is listed here.',
    search: 'Try fewer or other words, or look through all courses.',
  },
  seeAllCourses: 'See all courses',
  loadFailed: 'Unable to load courses. Try again later.',
  retry: 'Try again',
  recommended: 'Recommended',
  byAuthor: (firstName: string, lastName: string) => `By ${`${firstName} ${lastName}`.trim()}`,
  thumbnailAlt: (name: string) => `${name} thumbnail`,
  addToMyCourses: courseMessages.addToMyCourses,
  added: courseMessages.added,
  enrolled: 'In my courses',
  removeFromMyCourses: 'Remove from my courses',
  removeTitle: 'Remove from my courses?',
  removeMessage: (name: string) => `${name} will no longer be listed under My Courses.`,
  removed: (name: string) => `${name} has been removed from "My Course".`,
  enrolFailed: 'Unable to add the course. Try again later.',
  unenrolFailed: 'Unable to remove the course. Try again later.',
  like: 'Like',
  unlike: 'Unlike',
  likes: (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`,
  likeFailed: 'Unable to save your like. Try again later.',
} as const;
