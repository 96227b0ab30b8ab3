/**
 * A map as something its owner manages (issue 23): rename it, delete it, share it with another user by
 * e-mail with view or edit rights, remove a share, and list the shares. Rights follow ./rights.ts:
 * renaming needs edit rights (as saving, which also writes the name); sharing, listing shares and
 * deleting need share rights (the owner, or a share with admin rights). A user with no right on the map
 * gets NOT_FOUND, as for a missing map.
 *
 * Sharing names an account by its e-mail address, and an address without one is refused with a message
 * that says so: the owner needs to know the share did not happen (a silent success would leave the other
 * person without the map and nobody told). Only a signed-in user sharing a map they own can ask, one
 * address per call.
 */
import { type Kysely, sql } from 'kysely';
import type { MapAccessRights } from '../../src/model/access/accessRights.ts';
import { findUserByUsername } from '../auth/accounts.ts';
import type { Tables } from '../db/tables.ts';
import { AppError, badInput, conflict, forbidden, notFound } from '../errors.ts';
import { recordMapUsage } from '../usage/record.ts';
import type { MapEvents } from './mapEvents.ts';
import { MAP_MESSAGES } from './messages.ts';
import { requireMapName } from './prepare.ts';
import { requireEditRights, requireViewRights } from './rights.ts';

type Db = Kysely<Tables>;

/** The rights a share can give through the share dialog. */
export const SHARE_RIGHTS = ['view', 'edit'] as const;
export type ShareRight = (typeof SHARE_RIGHTS)[number];

export interface MapShare {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  accessRight: string;
}

export interface RenamedMap {
  id: string;
  name: string;
  version: number;
  updated: string;
}

/** The user's rights on a map they may share; FORBIDDEN for a lesser right, NOT_FOUND for none. */
async function requireShareRights(db: Db, userId: string, mapId: string): Promise<MapAccessRights> {
  const rights = await requireViewRights(db, userId, mapId);
  if (!rights.hasShareRights) throw forbidden(MAP_MESSAGES.noShareRights);
  return rights;
}

/**
 * renameMap: the row's name and the stored document's own name change together (a later save writes the
 * document's name), and the version moves on, so an editor still holding the old name is told on saving.
 */
export async function renameMap(
  db: Db,
  userId: string,
  mapId: string,
  rawName: string,
  events?: MapEvents,
): Promise<RenamedMap> {
  await requireEditRights(db, userId, mapId);
  const name = requireMapName(rawName);
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('maps')
      .set((eb) => ({
        name,
        // Documents are stored as json text; this one write goes through jsonb to set one key.
        document: sql`jsonb_set(document::jsonb, '{name}', to_jsonb(${name}::text))::json`,
        version: eb('version', '+', 1),
        updatedAt: sql<Date>`now()`,
        updatedBy: userId,
      }))
      .where('id', '=', mapId)
      .returning(['id', 'name', 'version', 'updatedAt'])
      .executeTakeFirst();
    // A rename is an update of the map in its usage report, as a save is.
    if (updated) await recordMapUsage(trx, { mapId, userId, event: 'update' });
    return updated;
  });
  if (!row) throw notFound(MAP_MESSAGES.notFound);
  const renamed = {
    id: row.id,
    name: row.name,
    version: row.version,
    updated: new Date(row.updatedAt).toISOString(),
  };
  events?.emit('updated', { mapId, version: renamed.version, updated: renamed.updated });
  return renamed;
}

/**
 * deleteMap: the map and everything kept with it (shares, tags, folders, usage: the tables cascade), unless
 * a course is made from it (CONFLICT).
 */
export async function deleteMap(db: Db, userId: string, mapId: string, events?: MapEvents): Promise<string> {
  await requireShareRights(db, userId, mapId);
  await db.transaction().execute(async (trx) => {
    // A course's map is refused rather than taking the course and its learners' enrolments with it.
    const course = await trx.selectFrom('courses').select('id').where('mapId', '=', mapId).executeTakeFirst();
    if (course) throw conflict(MAP_MESSAGES.hasCourse);
    await trx.deleteFrom('maps').where('id', '=', mapId).execute();
  });
  events?.emit('deleted', { mapId });
  return mapId;
}

/** The map's shares, by the other users' names; for a user who may share it. */
export async function listMapShares(db: Db, userId: string, mapId: string): Promise<MapShare[]> {
  await requireShareRights(db, userId, mapId);
  return readShares(db, mapId);
}

function readShares(db: Db, mapId: string): Promise<MapShare[]> {
  return db
    .selectFrom('mapShares')
    .innerJoin('users', 'users.id', 'mapShares.userId')
    .select([
      'users.id as userId',
      'users.username as email',
      'users.firstName',
      'users.lastName',
      'mapShares.accessRight',
    ])
    .where('mapShares.mapId', '=', mapId)
    .where('mapShares.accessRight', '!=', 'none')
    .orderBy('users.firstName')
    .orderBy('users.lastName')
    .orderBy('users.username')
    .execute();
}

/**
 * shareMap: gives the user with that e-mail address the right on the map (a second share with the same
 * user changes its right). Answers the map's shares.
 */
export async function shareMapWith(
  db: Db,
  userId: string,
  input: { mapId: string; email: string; accessRight: ShareRight },
): Promise<MapShare[]> {
  const { mapId, accessRight } = input;
  await requireShareRights(db, userId, mapId);
  const email = input.email.trim();
  const target = await findUserByUsername(db, email);
  if (!target) throw badInput(MAP_MESSAGES.noSuchUser(email));
  const map = await db.selectFrom('maps').select('ownerId').where('id', '=', mapId).executeTakeFirstOrThrow();
  if (target.id === map.ownerId) throw badInput(MAP_MESSAGES.shareWithOwner);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mapShares')
      .values({ mapId, userId: target.id, accessRight })
      .onConflict((conflict) => conflict.columns(['mapId', 'userId']).doUpdateSet({ accessRight }))
      .execute();
    // The usage report counts shares (spec 1: map usage counters).
    await recordMapUsage(trx, { mapId, userId, event: 'share' });
  });
  return readShares(db, mapId);
}

/**
 * unshareMap: removes the user's share, if any. Answers the map's shares. Where that leaves them unable to
 * view the map (they may still see it another way), `events` hears of it: the realtime channels drop them.
 */
export async function unshareMap(
  db: Db,
  userId: string,
  input: { mapId: string; userId: string },
  events?: MapEvents,
): Promise<MapShare[]> {
  await requireShareRights(db, userId, input.mapId);
  await db
    .deleteFrom('mapShares')
    .where('mapId', '=', input.mapId)
    .where('userId', '=', input.userId)
    .execute();
  if (events && !(await canStillView(db, input.userId, input.mapId)))
    events.emit('accessRevoked', { mapId: input.mapId, userId: input.userId });
  return readShares(db, input.mapId);
}

/** Whether the user may still view the map (through a course, a class or another right). */
function canStillView(db: Db, userId: string, mapId: string): Promise<boolean> {
  return requireViewRights(db, userId, mapId).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
      throw error;
    },
  );
}
