import type { Kysely } from 'kysely';
import { courseMessages } from '../../src/model/courses/messages.ts';
import { newId } from '../../src/model/ids.ts';
import type { Tables } from '../db/tables.ts';
import { notFound } from '../errors.ts';
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

/**
 * removeReaction: takes one of the user's own reactions back, by its id; answers the course it was on.
 * Another user's reaction is as unknown as a missing one.
 */
export async function unreact(db: Db, userId: string, reactionId: string): Promise<string> {
  const reaction = await db
    .selectFrom('reactions')
    .select('targetId')
    .where('id', '=', reactionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!reaction) throw notFound(courseMessages.reactionNotFound);
  await requireVisibleCourse(db, userId, reaction.targetId);
  await db.deleteFrom('reactions').where('id', '=', reactionId).execute();
  return reaction.targetId;
}
