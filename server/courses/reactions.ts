import type { Kysely } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import type { Tables } from '../db/tables.ts';
import { requireVisibleCourse } from './access.ts';

type Db = Kysely<Tables>;

/** updateReaction: the user likes a course they may see; liking twice counts once. */
export async function react(db: Db, userId: string, targetId: string): Promise<void> {
  await requireVisibleCourse(db, userId, targetId);
  await db
    .insertInto('reactions')
    .values({ id: newId(), userId, targetId, reactionType: 'like' })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** removeReaction: takes the user's like back (nothing to take back changes nothing). */
export async function unreact(db: Db, userId: string, targetId: string): Promise<void> {
  await requireVisibleCourse(db, userId, targetId);
  await db
    .deleteFrom('reactions')
    .where('userId', '=', userId)
    .where('targetId', '=', targetId)
    .where('reactionType', '=', 'like')
    .execute();
}
