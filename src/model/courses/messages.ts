/** User-visible texts of the course catalogue (spec 1 sections 4 and 8). */
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
