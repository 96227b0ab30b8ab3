/** User-visible texts of the progress and answer reports (spec 1 section 8, spec 3 sections 2.2 and 8). */
import { classMessages } from '../classes/messages';
import { progressMessages } from '../progress/messages';

export const reportMessages = {
  notAccessible: classMessages.notAccessible,
  unmarked: 'Unmarked',
  // Query failures, named as spec 3 section 8 names them; the error's own text follows the name.
  errors: {
    allProgress: progressMessages.errors.allUsers,
    ownProgress: progressMessages.errors.own,
    summary: 'Loading map summary',
    answers: 'Retrieving quiz answers',
  },
  answers: {
    columns: {
      user: 'User',
      username: 'Username',
      total: 'Total',
      totals: 'Totals',
      facility: 'Facility',
    },
  },
} as const;
