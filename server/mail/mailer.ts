import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { newId } from '../../src/model/ids.ts';
import type { Tables } from '../db/tables.ts';
import { mailLinks } from './links.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The flow that sends it: activation, reset-password, invite, ... */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every e-mail is written to the outbox first. With `SMTP_URL` it is then sent and marked sent (or
 * error); without it the outbox is the delivery, readable by admins and tests, and the mail's links are
 * printed to the log so that whoever runs the server can still finish a sign-up or a password reset.
 */
export function createMailer(
  db: Kysely<Tables>,
  log: FastifyBaseLogger,
  smtpUrl?: string,
  from?: string,
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      const id = newId();
      await db
        .insertInto('emailOutbox')
        .values({
          id,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          kind: message.kind,
        })
        .execute();
      if (!transport) {
        const links = mailLinks(message.text);
        log.info(
          { kind: message.kind, to: message.to, links },
          `mail not sent (no SMTP_URL): ${message.kind} to ${message.to}${links.length ? `, links: ${links.join(' ')}` : ''}`,
        );
        return;
      }
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await db
          .updateTable('emailOutbox')
          .set({ status: 'sent', sentAt: new Date() })
          .where('id', '=', id)
          .execute();
      } catch (error) {
        log.error({ err: error, kind: message.kind }, 'mail not sent');
        await db
          .updateTable('emailOutbox')
          .set({ status: 'error', error: error instanceof Error ? error.message : String(error) })
          .where('id', '=', id)
          .execute();
      }
    },
  };
}
