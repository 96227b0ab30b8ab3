import type { Kysely } from 'kysely';
import { dashboardMessages } from '../../src/model/dashboard/messages.ts';
import { findSuggestion, openSuggestions, type UserProgress } from '../../src/model/dashboard/suggestions.ts';
import type { UserTag } from '../../src/model/mapList/summary.ts';
import type { Tables } from '../db/tables.ts';
import { badInput } from '../errors.ts';

type Db = Kysely<Tables>;

const BOOKMARKED: UserTag = 'Bookmarked';

/** The dashboard's suggestions the user has neither marked done nor done. */
export async function loadSuggestions(db: Db, userId: string) {
  const [done, progress] = await Promise.all([
    db.selectFrom('userAchievements').select('suggestionId').where('userId', '=', userId).execute(),
    userProgress(db, userId),
  ]);
  return openSuggestions(
    done.map((row) => row.suggestionId),
    progress,
  );
}

/** What the user has done that the suggestions ask for, in one round trip. */
async function userProgress(db: Db, userId: string): Promise<UserProgress> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('maps').select('id').where('ownerId', '=', userId)).as('hasMaps'),
      eb
        .exists(eb.selectFrom('userGroupMembers').select('groupId').where('userId', '=', userId))
        .as('inClass'),
      eb
        .exists(eb.selectFrom('courseEnrolments').select('courseId').where('userId', '=', userId))
        .as('hasCourses'),
      eb
        .or([
          eb.exists(eb.selectFrom('labels').select('id').where('userId', '=', userId)),
          eb.exists(
            eb
              .selectFrom('mapUserTags')
              .select('mapId')
              .where('userId', '=', userId)
              .where('tag', '=', BOOKMARKED),
          ),
        ])
        .as('organisesMaps'),
    ])
    .executeTakeFirstOrThrow();
  return {
    hasMaps: Boolean(row.hasMaps),
    inClass: Boolean(row.inClass),
    hasCourses: Boolean(row.hasCourses),
    organisesMaps: Boolean(row.organisesMaps),
  };
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
