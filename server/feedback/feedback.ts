/** Feedback from the help menu (spec 3 section 5.4): stored with its sender, page and app version. */
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

export interface NewFeedback {
  feedback: string;
  page: string | null;
  appVersion: string | null;
}

/** Stores one piece of feedback from a signed-in user (its text already checked). */
export async function storeFeedback(db: Kysely<Tables>, userId: string, entry: NewFeedback): Promise<void> {
  await db
    .insertInto('feedback')
    .values({ userId, ...entry })
    .execute();
}
