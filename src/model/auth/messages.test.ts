import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('messages (spec 1 section 8, word for word)', () => {
  it('has the texts of the session and auth flows', () => {
    expect(messages.INVALID_USERNAME_OR_PASSWORD).toBe('Invalid username or password');
    expect(messages.REFRESH_FAILED).toBe('Fail to refresh access token.');
    expect(messages.USER_NOT_FOUND_MESSAGE).toBe(
      'Can not find the user, please contact the product administrator.',
    );
    expect(messages.NO_RESPONSE_FROM_SERVER).toBe('No response from the server');
    expect(messages.NO_RESPONSE_CODE).toBe(503);
    expect(messages.REQUEST_SETUP_FAILED).toBe('Request setup failed');
    expect(messages.REQUEST_SETUP_FAILED_CODE).toBe(-500);
    expect(messages.UNABLE_TO_COMPLETE).toBe('Unable to complete');
    expect(messages.UNABLE_TO_COMPLETE_TRY_LATER).toBe('Unable to complete. Try again later');
    expect(messages.UNKNOWN_ERROR).toBe('unknown_error');
    expect(messages.UNKNOWN_ERROR_CODE).toBe(500);
    expect(messages.AN_ERROR_OCCURRED).toBe('An error occurred');
    expect(messages.NO_RESPONSE_FROM_SERVER_SENTENCE).toBe('No response from the server.');
    expect(messages.FAILED_TO_SEND_REQUEST).toBe('Failed to send the request to the server.');
    expect(messages.UNABLE_TO_RESET_PASSWORD).toBe('Unable to reset password');
    expect(messages.EMAIL_SENT_TITLE).toBe('Email Sent');
    expect(messages.EMAIL_SENT_TEXT).toBe('An email containing a unique reset password link, has been sent.');
    expect(messages.EMAIL_SENT_EXPIRY_NOTE).toBe('Please note the unique link expires in 30 minutes');
    expect(messages.UNABLE_TO_CHANGE_PASSWORD).toBe('Unable to change password');
    expect(messages.EXPIRED_RESET_LINK).toBe('Expired Reset Link - redirecting to login');
    expect(messages.SIGN_UP_FAILED).toBe('An error occurred while signing up');
    expect(messages.UNSUBSCRIBE_FAILED).toBe('An error occurred while unsubscribing');
    expect(messages.UNABLE_TO_LOGOUT).toBe('Unable to logout.');
    expect(messages.UNABLE_TO_ACCESS_SERVER).toBe('Unable to access server');
    expect(messages.SESSION_EXPIRED_TITLE).toBe('Session Expired');
    expect(messages.REAUTHENTICATE_PROMPT).toBe('Please enter password to re-authenticate');
    expect(messages.INVITE_FAILED).toBe('An error occurred while inviting user.');
  });

  it('fills the RESENT_INVITE notice and recognises the code', () => {
    expect(messages.resentInviteNotice('ada@example.com')).toBe(
      'You have not completed the registration. An invite email has been sent to ada@example.com. Please click on the link attached in the email.',
    );
    expect(messages.isResentInvite('RESENT_INVITE')).toBe(true);
    expect(messages.isResentInvite(['RESENT_INVITE'])).toBe(true);
    expect(messages.isResentInvite(['OTHER'])).toBe(false);
    expect(messages.isResentInvite(undefined)).toBe(false);
  });

  it('names a missing user on refresh failure, else the stock text', () => {
    expect(messages.refreshFailureMessage(['USER_NOT_FOUND'])).toBe(messages.USER_NOT_FOUND_MESSAGE);
    expect(messages.refreshFailureMessage([])).toBe('Fail to refresh access token.');
  });

  it('register failure: the server string, else the last field error, else Invalid', () => {
    expect(messages.registerFailureMessage('Email taken')).toBe('Email taken');
    expect(messages.registerFailureMessage(['first', { message: 'last' }])).toBe('last');
    expect(messages.registerFailureMessage({ firstName: 'Required', password: 'Too short' })).toBe(
      'Too short',
    );
    expect(messages.registerFailureMessage(undefined)).toBe('Invalid');
    expect(messages.registerFailureMessage('')).toBe('Invalid');
  });

  it('sign-up failure: the server text, else the stock text', () => {
    expect(messages.signUpFailureMessage('Already registered')).toBe('Already registered');
    expect(messages.signUpFailureMessage({ message: 'Nope' })).toBe('Nope');
    expect(messages.signUpFailureMessage(null)).toBe('An error occurred while signing up');
  });

  it('invite texts', () => {
    expect(messages.inviteSentMessage(3)).toBe('3 invite sent.');
    expect(messages.inviteErrorMessage(['a@x.com exists.', 'b@x.com bad.'])).toBe(
      'a@x.com exists. b@x.com bad.',
    );
    expect(messages.inviteErrorMessage([])).toBe('An error occurred while inviting user.');
  });
});
