/** User-visible texts of lesson progress (spec 3 section 8); server answers are shown as they are. */
export const progressMessages = {
  invalidTime: (field: string, maxSeconds: number) =>
    `${field} must be a number of seconds from 0 to ${maxSeconds}.`,
  unknownLesson: 'This map has no lesson with that id.',
  allUsersNotAllowed:
    "Only the map's owner, its editors and site administrators can see everyone's progress.",
  mapNotInClass: 'This map is not a resource of this class.',
  // Query failures, named as spec 3 section 8 names them.
  errors: {
    allUsers: 'Retrieving all map progress',
    own: 'Retrieving map progress',
  },
} as const;
