/** User-visible texts of the course payment page (issue 28). */
import { courseMessages } from '../../../../src/model/courses';

export const paymentStrings = {
  title: (courseName: string) => `Buy ${courseName}`,
  loading: 'Loading the course',
  loadFailed: 'Unable to load the course. Try again later.',
  price: 'Price',
  buy: 'Buy',
  buyFailed: 'Unable to start the payment. Try again later.',
  notAvailable: courseMessages.paymentsNotAvailable,
  free: courseMessages.courseIsFree,
  owned: courseMessages.alreadyOwned,
  confirming: 'Payment received: opening your course…',
  delayed: 'The payment is not confirmed yet. Reload this page in a minute; you will not be charged twice.',
  cancelled: 'Payment cancelled.',
  openCourse: 'Open the course',
  backToCourse: 'Back to the course',
} as const;
