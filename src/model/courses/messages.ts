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
  paymentsNotAvailable: 'Payments are not available.',
  courseIsFree: 'This course is free.',
  alreadyOwned: 'You already own this course.',
} as const;
