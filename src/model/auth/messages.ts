/** Error and info texts of spec 1 section 8 (and the session-expired dialog of section 2), word for word. */

// The generic request helper (spec 1 section 7).
export const UNABLE_TO_COMPLETE = 'Unable to complete';
export const NO_RESPONSE_FROM_SERVER = 'No response from the server';
export const NO_RESPONSE_CODE = 503;
export const REQUEST_SETUP_FAILED = 'Request setup failed';
export const REQUEST_SETUP_FAILED_CODE = -500;
export const UNABLE_TO_COMPLETE_TRY_LATER = 'Unable to complete. Try again later';
export const UNKNOWN_ERROR = 'unknown_error';
export const UNKNOWN_ERROR_CODE = 500;

// The message helper's fallbacks.
export const AN_ERROR_OCCURRED = 'An error occurred';
export const NO_RESPONSE_FROM_SERVER_SENTENCE = 'No response from the server.';
export const FAILED_TO_SEND_REQUEST = 'Failed to send the request to the server.';

// Session.
export const REFRESH_FAILED = 'Fail to refresh access token.';
export const USER_NOT_FOUND_MESSAGE = 'Can not find the user, please contact the product administrator.';

// Sign-in, registration, password reset, sign-up, unsubscribe, logout, unlock.
export const INVALID_USERNAME_OR_PASSWORD = 'Invalid username or password';
export const REGISTER_FAILED_DEFAULT = 'Invalid';
export const UNABLE_TO_RESET_PASSWORD = 'Unable to reset password';
export const RESENT_INVITE_NOTICE =
  'You have not completed the registration. An invite email has been sent to {email}. Please click on the link attached in the email.';
export const EMAIL_SENT_TITLE = 'Email Sent';
export const EMAIL_SENT_TEXT = 'An email containing a unique reset password link, has been sent.';
export const EMAIL_SENT_EXPIRY_NOTE = 'Please note the unique link expires in 30 minutes';
export const UNABLE_TO_CHANGE_PASSWORD = 'Unable to change password';
export const EXPIRED_RESET_LINK = 'Expired Reset Link - redirecting to login';
export const SIGN_UP_FAILED = 'An error occurred while signing up';
export const UNSUBSCRIBE_FAILED = 'An error occurred while unsubscribing';
export const UNABLE_TO_LOGOUT = 'Unable to logout.';
export const UNABLE_TO_ACCESS_SERVER = 'Unable to access server';

// Invite.
export const INVITE_FAILED = 'An error occurred while inviting user.';

// Session-expired dialog (spec 1 section 2).
export const SESSION_EXPIRED_TITLE = 'Session Expired';
export const REAUTHENTICATE_PROMPT = 'Please enter password to re-authenticate';
export const FORGOT_PASSWORD_LINK = 'forgot password ?';
export const RELOGIN_BUTTON = 'RE-LOGIN';
export const SCHOOL_GMAIL_HEADING = 'Got a school Gmail account?';

/** Error codes the server answers with (spec 1 section 8). */
export const ERROR_CODES = {
  RESENT_INVITE: 'RESENT_INVITE',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  USER_TERMS: 'USER_TERMS',
  CONFIRM: 'CONFIRM',
  CLIENT_UPGRADE_REQUIRED: 'ClientUpgradeRequired',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
} as const;

export function resentInviteNotice(email: string): string {
  return RESENT_INVITE_NOTICE.replace('{email}', email);
}

/** The reset request answered RESENT_INVITE: an info notice instead of the red failure. */
export function isResentInvite(errors: unknown): boolean {
  return (
    errors === ERROR_CODES.RESENT_INVITE ||
    (Array.isArray(errors) && errors.includes(ERROR_CODES.RESENT_INVITE))
  );
}

/** Refresh failure text: a missing user gets its own message (spec 1 section 8). */
export function refreshFailureMessage(errors: readonly string[]): string {
  return errors.includes(ERROR_CODES.USER_NOT_FOUND) ? USER_NOT_FOUND_MESSAGE : REFRESH_FAILED;
}

/**
 * Register failure text: the server message when it is a string, else the last field error
 * (a string or an object with a message), else 'Invalid'.
 */
export function registerFailureMessage(serverMessage: unknown): string {
  if (typeof serverMessage === 'string' && serverMessage !== '') return serverMessage;
  const fieldErrors = Array.isArray(serverMessage)
    ? serverMessage
    : serverMessage && typeof serverMessage === 'object'
      ? Object.values(serverMessage)
      : [];
  const last = fieldErrors
    .map(errorText)
    .filter((text) => text !== undefined)
    .at(-1);
  return last ?? REGISTER_FAILED_DEFAULT;
}

/** Sign-up failure: the server's error text, else the stock message. */
export function signUpFailureMessage(serverError: unknown): string {
  return errorText(serverError) ?? SIGN_UP_FAILED;
}

/** Invite success: '<n> invite sent.' (spec 1 section 8). */
export function inviteSentMessage(count: number): string {
  return `${count} invite sent.`;
}

/** Invite errors are shown joined by spaces; none gives the stock message. */
export function inviteErrorMessage(errors: readonly string[]): string {
  return errors.length > 0 ? errors.join(' ') : INVITE_FAILED;
}

/** A readable text from a string or an `{ message }` object; undefined when there is none. */
export function errorText(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (value && typeof value === 'object' && 'message' in value) {
    const { message } = value;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
