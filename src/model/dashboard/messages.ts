/** User-visible texts of the dashboard (spec 1 section 2). */
export const dashboardMessages = {
  greeting: (firstName: string) => `Hi ${firstName}`.trim(),
  recentMaps: 'Recent Maps',
  recentCourses: 'Recent Courses',
  suggestions: 'Suggestions for you',
  recommendedCourses: 'Recommended Courses',
  unknownSuggestion: 'Unknown suggestion.',
  gettingStarted: {
    newMap: 'Make a new map',
    joinClass: 'Join a class with an access code',
    findCourse: 'Find a course',
  },
} as const;
