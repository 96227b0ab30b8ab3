/** User-visible texts of loading and saving a map document (issue 6, Saving). */

const BYTES_PER_MB = 1_000_000;

/** Megabytes with one decimal, rounded up (a size) or down (a limit), so a size never reads as the limit. */
function megabytes(bytes: number, round: 'up' | 'down'): string {
  const tenths = (round === 'up' ? Math.ceil : Math.floor)(bytes / (BYTES_PER_MB / 10));
  return String(tenths / 10);
}

export const MAP_MESSAGES = {
  notFound: 'Map not found.',
  noEditRights: 'You do not have edit rights on this map.',
  noShareRights: "Only the map's owner can share or delete it.",
  /** Sharing names an account: a signed-in owner learns whether an address has one (see ownership.ts). */
  noSuchUser: (email: string) => `There is no user with the e-mail address ${email}.`,
  /** Personalising: only readers of a map its owner made personalisable keep additions to it. */
  noPersonaliseRights:
    'You cannot add your own nodes to this map: its owner has not let readers personalise it.',
  shareWithOwner: 'You cannot share a map with its owner.',
  /** Deleting it would delete the course, its lessons and its learners' enrolments with it. */
  hasCourse: 'This map has a course made from it: it cannot be deleted while the course exists.',
  inLiveSession: 'This map is in a live session: open it in live edit to change it.',
  conflict:
    'This map was changed elsewhere since you opened it. Your changes have not been saved: save a copy or reload the map.',
  invalid: (firstError: string) => `The map is not valid: ${firstError}`,
  tooLarge: (bytes: number, limitBytes: number) =>
    `The map is too large to save (${megabytes(bytes, 'up')} MB; the limit is ${megabytes(limitBytes, 'down')} MB).`,
  /** A request body refused before it was read, with no length given. */
  requestTooLarge: (limitBytes: number) =>
    `The map is too large to save (the limit is ${megabytes(limitBytes, 'down')} MB).`,
} as const;
