/**
 * The outbox as a page a person reads (DEV_OUTBOX=1, local development only): each mail's subject,
 * addressee, flow, state and time, and its text with every link clickable, newest first. Everything from
 * the mail is escaped: a mail's text is what a user typed as much as what we wrote.
 */
import escapeHtml from 'escape-html';
import type { Selectable } from 'kysely';
import type { EmailOutboxTable } from '../db/tables.ts';

export type OutboxMail = Pick<
  Selectable<EmailOutboxTable>,
  'toAddress' | 'subject' | 'textBody' | 'kind' | 'status' | 'createdAt'
>;

export const OUTBOX_PAGE_TEXT = {
  title: 'Outbox',
  intro: 'The last 50 e-mails this server would have sent (DEV_OUTBOX=1: local development only).',
  empty: 'No e-mail yet. Sign up, ask for a password reset or send an invite, and it shows here.',
  to: 'To',
} as const;

/** The mail's text, escaped, with its links made clickable. */
function bodyWithLinks(text: string): string {
  return text
    .split(/(https?:\/\/\S+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function mailSection(mail: OutboxMail): string {
  const sent = new Date(mail.createdAt).toISOString().replace('T', ' ').slice(0, 19);
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">${OUTBOX_PAGE_TEXT.to} ${escapeHtml(mail.toAddress)} · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.status)} · ${sent} UTC</p>
<pre>${bodyWithLinks(mail.textBody)}</pre>
</article>`;
}

export function outboxPage(mails: readonly OutboxMail[]): string {
  const body = mails.length === 0 ? `<p>${OUTBOX_PAGE_TEXT.empty}</p>` : mails.map(mailSection).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${OUTBOX_PAGE_TEXT.title}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a202c; }
article { border-top: 1px solid #cbd5e0; padding: 0.5rem 0 1rem; }
h2 { font-size: 1.1rem; margin: 0.5rem 0 0.25rem; }
.meta { color: #4a5568; margin: 0 0 0.5rem; font-size: 0.9rem; }
pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; margin: 0; }
a { color: #1d6b3f; }
</style>
</head>
<body>
<h1>${OUTBOX_PAGE_TEXT.title}</h1>
<p>${OUTBOX_PAGE_TEXT.intro}</p>
${body}
</body>
</html>
`;
}
