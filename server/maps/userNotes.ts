/**
 * A user's own notes on a map (src/model/map/userNotes.ts): anyone who may see the map keeps their own,
 * which nobody else reads. Written only after the model has checked them.
 */
import { type Kysely, sql } from 'kysely';
import { readUserNotes, type UserNotes } from '../../src/model/map/userNotes.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';
import { badInput, payloadTooLarge } from '../errors.ts';
import { requireViewRights } from './rights.ts';

type Db = Kysely<Tables>;

export interface UserNotesRecord {
  mapId: string;
  /** Null before the user saved any. */
  notes: UserNotes | null;
  /** ISO 8601; null before the user saved any. */
  updated: string | null;
}

export async function loadUserNotes(db: Db, userId: string, mapId: string): Promise<UserNotesRecord> {
  await requireViewRights(db, userId, mapId);
  const row = await db
    .selectFrom('mapUserNotes')
    .select(['notes', 'updatedAt'])
    .where('userId', '=', userId)
    .where('mapId', '=', mapId)
    .executeTakeFirst();
  if (!row) return { mapId, notes: null, updated: null };
  // Stored notes were checked on the way in; a row that no longer reads is answered as none.
  const read = readUserNotes(row.notes);
  return {
    mapId,
    notes: read.ok ? read.notes : null,
    updated: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * Replaces the user's notes on the map. BAD_USER_INPUT with the model's message for malformed notes,
 * PAYLOAD_TOO_LARGE over the limit; nothing is written then.
 */
export async function saveUserNotes(
  db: Db,
  userId: string,
  input: { mapId: string; notes: unknown },
): Promise<UserNotesRecord> {
  const { mapId } = input;
  await requireViewRights(db, userId, mapId);
  const read = readUserNotes(input.notes);
  if (!read.ok) throw read.tooLarge ? payloadTooLarge(read.error) : badInput(read.error);
  const written = await db
    .insertInto('mapUserNotes')
    .values({ userId, mapId, notes: json(read.notes) })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'mapId']).doUpdateSet({
        notes: (eb) => eb.ref('excluded.notes'),
        updatedAt: sql<Date>`now()`,
      }),
    )
    .returning('updatedAt')
    .executeTakeFirstOrThrow();
  return { mapId, notes: read.notes, updated: new Date(written.updatedAt).toISOString() };
}
