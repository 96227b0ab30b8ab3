/** User-visible texts of the study screens opened through a course (spec 3 section 2.1, course form). */
export const studyStrings = {
  backToCourse: 'Back to course',
  leaveForCourse: 'Leave for the course home',
} as const;
