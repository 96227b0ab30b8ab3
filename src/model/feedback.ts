/** Feedback a user sends from the help menu (spec 3 sections 2.5, 5.4 and 7): one home for its rules. */

/** The longest feedback kept: a few pages of text, enough for any report, small enough to read. */
export const FEEDBACK_MAX_LENGTH = 5000;
/** The page path and app version sent with it are short; longer ones are refused, not cut. */
export const FEEDBACK_PAGE_MAX_LENGTH = 500;
export const FEEDBACK_VERSION_MAX_LENGTH = 40;

export const FEEDBACK_MESSAGES = {
  empty: 'Feedback must not be empty.',
  tooLong: `Feedback is too long (the limit is ${FEEDBACK_MAX_LENGTH} characters).`,
} as const;

/** Send is offered only for a non-empty trimmed text (spec 3 section 5.4). */
export function canSendFeedback(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= FEEDBACK_MAX_LENGTH;
}
