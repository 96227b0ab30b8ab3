/** User-visible texts of courses: the catalogue (spec 1 sections 4 and 8), authoring and access (issue 28). */
export const courseMessages = {
  noCourses: 'No courses found.',
  addToMyCourses: 'Add to my courses',
  added: (name: string) => `${name} has been added to "My Course".`,
  notFound: 'Course not found.',
  reactionNotFound: 'Reaction not found.',
  suspended: 'This course is suspended.',
  loading: 'Loading courses',
  priceNotANumber: 'A price is a number with at most two decimals, such as 19.99.',
  priceOutOfRange: 'A price is from 1.00 to 10,000.00.',
  nameRequired: 'The course needs a name.',
  nameTooLong: (max: number) => `A course name has at most ${max} characters.`,
  descriptionTooLong: (max: number) => `A course description has at most ${max} characters.`,
  tooManyTags: (max: number) => `A course has at most ${max} tags.`,
  tagTooLong: (max: number) => `A tag has at most ${max} characters.`,
  recommendedByAdmins: "Only site administrators give or take the tag 'recommended'.",
  unknownAccess: 'Access is private, public or public-not-listed.',
  mapHasCourse: 'This map already has a course.',
  notCourseAuthor: 'Only the course author can change the course.',
  notMapOwner: 'Only the map owner can make a course of it.',
  boughtCourseKept: 'People have bought this course: it cannot be deleted. Make it private instead.',
  paymentsNotAvailable: 'Payments are not available.',
  courseIsFree: 'This course is free.',
  alreadyOwned: 'You already own this course.',
} as const;

/**
 * Why the course editor refuses an outline entry (./outlineRules.ts), told to the author as the action's
 * refusal: each names the entry, so a message about one item of a module says which.
 */
export const OUTLINE_MESSAGES = {
  nameRequired: (kind: string) => `A ${kind} needs a name.`,
  nameTooLong: (kind: string, limit: number) => `A ${kind}'s name is at most ${limit} characters.`,
  moduleInModule: 'A module cannot hold another module.',
  moduleItemsNotAList: (name: string) => `The items of module '${name}' are not a list.`,
  noPresentation: (name: string) => `Lesson '${name}' needs a lesson presentation of this map.`,
  noQuestions: (name: string) => `Quiz '${name}' needs at least one question.`,
  unknownQuestion: (name: string) => `Quiz '${name}' asks a question this map does not have.`,
  questionTwice: (name: string) => `Quiz '${name}' asks a question twice.`,
  noTags: (name: string) => `'${name}' needs at least one tag.`,
  unknownTag: (name: string) => `'${name}' chooses a tag this map does not have.`,
} as const;
