import type { Kysely } from 'kysely';
import type { AdminScope } from '../../src/model/admin/access.ts';
import type { Tables } from '../db/tables.ts';
import { usersInScope } from './actor.ts';
import { type Page, pageOf } from './paging.ts';

/** Who sent a message, as the inbox shows them; null for an anonymous client error report. */
interface Sender {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
}

export interface FeedbackEntry {
  id: string;
  feedback: string;
  page: string | null;
  appVersion: string | null;
  createdAt: string;
  user: Sender;
}

export interface ClientErrorEntry {
  id: string;
  message: string;
  error: string | null;
  userAgent: string | null;
  createdAt: string;
  user: Sender | null;
}

/** The sender's columns, beside each message's own. */
const SENDER_COLUMNS = ['users.id as userId', 'users.username', 'users.firstName', 'users.lastName'] as const;

/** The feedback inbox, newest first: all of it for a site administrator, their users' for an organization's. */
export async function listFeedback(
  db: Kysely<Tables>,
  scope: AdminScope,
  paging: { offset: number; limit: number },
): Promise<Page<FeedbackEntry>> {
  const query = db
    .selectFrom('feedback')
    .innerJoin('users', 'users.id', 'feedback.userId')
    .where(usersInScope(scope));
  return pageOf(
    query
      .select([
        'feedback.id',
        'feedback.feedback',
        'feedback.page',
        'feedback.appVersion',
        'feedback.createdAt',
        ...SENDER_COLUMNS,
      ])
      .orderBy('feedback.createdAt', 'desc')
      .orderBy('feedback.id', 'desc')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    (row) => ({
      id: String(row.id),
      feedback: row.feedback,
      page: row.page,
      appVersion: row.appVersion,
      createdAt: row.createdAt.toISOString(),
      user: { id: row.userId, username: row.username, firstName: row.firstName, lastName: row.lastName },
    }),
  );
}

/**
 * Client error reports (`PUT /a/log`), newest first. A site administrator sees every report, anonymous
 * ones included; an organization administrator only those their own users sent while signed in.
 */
export async function listClientErrors(
  db: Kysely<Tables>,
  scope: AdminScope,
  paging: { offset: number; limit: number },
): Promise<Page<ClientErrorEntry>> {
  let query = db.selectFrom('clientLogs').leftJoin('users', 'users.id', 'clientLogs.userId');
  // Anonymous reports (no user) are the site administrator's alone.
  if (scope.kind !== 'everyone') query = query.where(usersInScope(scope));
  return pageOf(
    query
      .select([
        'clientLogs.id',
        'clientLogs.message',
        'clientLogs.error',
        'clientLogs.userAgent',
        'clientLogs.createdAt',
        ...SENDER_COLUMNS,
      ])
      .orderBy('clientLogs.createdAt', 'desc')
      .orderBy('clientLogs.id', 'desc')
      .offset(paging.offset)
      .limit(paging.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    (row) => ({
      id: String(row.id),
      message: row.message,
      error: row.error,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      user: row.userId
        ? {
            id: row.userId,
            username: row.username ?? '',
            firstName: row.firstName ?? '',
            lastName: row.lastName ?? '',
          }
        : null,
    }),
  );
}
