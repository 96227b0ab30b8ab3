import type { Kysely } from 'kysely';
import { dashboardMessages } from '../../src/model/dashboard/messages.ts';
import { findSuggestion, openSuggestions } from '../../src/model/dashboard/suggestions.ts';
import type { Tables } from '../db/tables.ts';
import { badInput } from '../errors.ts';

type Db = Kysely<Tables>;

/** The dashboard's suggestions the user has not completed. */
export async function loadSuggestions(db: Db, userId: string) {
  const done = await db
    .selectFrom('userAchievements')
    .select('suggestionId')
    .where('userId', '=', userId)
    .execute();
  return openSuggestions(done.map((row) => row.suggestionId));
}

/** completeAchievement: the suggestion disappears for this user. Answers the remaining suggestions. */
export async function completeAchievement(db: Db, userId: string, suggestionId: string) {
  if (!findSuggestion(suggestionId)) throw badInput(dashboardMessages.unknownSuggestion);
  await db
    .insertInto('userAchievements')
    .values({ userId, suggestionId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return loadSuggestions(db, userId);
}
