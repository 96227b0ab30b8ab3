/** Texts the account calls answer with (spec 1 section 8 where it names them). */
export const authMessages = {
  invalidCredentials: 'Invalid username or password',
  humanCheckFailed: 'The human verification failed. Please try again.',
  notSignedIn: 'Unauthenticated Access. Please login again.',
  refreshFailed: 'Fail to refresh access token.',
  userNotFound: 'Can not find the user, please contact the product administrator.',
  resentInvite: 'RESENT_INVITE',
  expiredLink: 'EXPIRED',
  invalidLink: 'This link is not valid. Please ask for a new one.',
  passwordTooShort: 'Password must be at least 8 characters.',
  invalidEmail: 'Please enter a valid e-mail address.',
  notAllowed: 'You do not have permission to do this.',
  accountDeactivated: 'This account has been deactivated. Please contact the product administrator.',
  invalidEmailEntry: (email: string) => `${email} is not a valid e-mail address.`,
} as const;
