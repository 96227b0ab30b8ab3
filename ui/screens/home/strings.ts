/** Texts of the dashboard and the signed-in navigation that are not spec messages (src/model/dashboard). */
export const homeStrings = {
  nav: {
    label: 'Main navigation',
    newMap: 'New Map',
    dashboard: 'Dashboard',
    maps: 'Maps',
    classes: 'Classes',
    courses: 'Courses',
  },
  noRecentMaps: 'Maps you open appear here.',
  noRecentCourses: 'Courses you open appear here.',
  noSuggestions: 'You are all caught up.',
  noRecommended: 'No courses found.',
  markDone: 'Mark as done',
  findCourse: 'Find a course',
  gettingStartedTitle: 'Getting Started',
  gettingStartedIntro: 'What would you like to do first?',
  close: 'Close',
  loadFailed: 'Unable to load this section. Try again later.',
  loading: 'Loading…',
} as const;
