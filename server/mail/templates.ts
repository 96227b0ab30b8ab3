import { mailLinks } from './links.ts';
import type { MailMessage } from './mailer.ts';

/** The e-mails of the account flows. `appUrl` is the public address of the app, e.g. https://host/app. */

export function activationMail(to: string, appUrl: string, token: string): MailMessage {
  const link = `${appUrl}/register?token=${encodeURIComponent(token)}`;
  return {
    to,
    kind: 'activation',
    subject: 'Activate your account',
    text: `Welcome! Finish creating your account by choosing your name and password:\n\n${link}\n\nIf you did not ask for an account, ignore this e-mail.`,
  };
}

/**
 * A sign-up for an address that already has an account. The caller is answered as for a new account
 * (sign-up must not tell who has one); the owner hears of it here instead.
 */
export function accountExistsMail(to: string, appUrl: string): MailMessage {
  return {
    to,
    kind: 'account-exists',
    subject: 'You already have an account',
    text: `Someone, perhaps you, asked to create an account with this e-mail address, which already has one. Log in here:\n\n${appUrl}/login\n\nIf you have forgotten your password, ask for a new one at ${appUrl}/forgot. If you did not ask for an account, ignore this e-mail.`,
  };
}

export function invitationMail(
  to: string,
  appUrl: string,
  token: string,
  organizationName?: string,
): MailMessage {
  const link = `${appUrl}/register?token=${encodeURIComponent(token)}`;
  const where = organizationName ? ` to ${organizationName}` : '';
  return {
    to,
    kind: 'invite',
    subject: `You have been invited${where}`,
    text: `You have been invited${where}. Create your account here:\n\n${link}`,
  };
}

export function resetPasswordMail(to: string, appUrl: string, token: string): MailMessage {
  const link = `${appUrl}/reset_password/${encodeURIComponent(token)}`;
  return {
    to,
    kind: 'reset-password',
    subject: 'Reset your password',
    text: `Choose a new password here:\n\n${link}\n\nPlease note the unique link expires in 30 minutes. If you did not ask for it, ignore this e-mail.`,
  };
}

/** The link at the foot of newsletter mails. */
export const unsubscribeLink = (appUrl: string, token: string) =>
  `${appUrl}/unsubscribe/${encodeURIComponent(token)}`;

/** The first link in a mail's text (tests and the outbox reader use it). */
export const firstLink = (text: string): string | undefined => mailLinks(text)[0];
