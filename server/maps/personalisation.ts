/**
 * Personalising a map (issue 23; spec 2 sections 3, 4 and 6): the owner lets readers add their own nodes
 * and connections (`maps.personalisable`), and each reader's additions are kept for them alone beside the
 * map (`map_user_additions`), never in the author's document. A reader can personalise (canPersonalise)
 * a personalisable map they may see but not edit; a map is personalised (isPersonalised) for a user who
 * has additions stored. Nobody reads another user's additions.
 */
import { type Kysely, sql } from 'kysely';
import type { MapAccessRights } from '../../src/model/access/accessRights.ts';
import { readUserAdditions, type UserAdditions } from '../../src/model/map/userAdditions.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';
import { badInput, forbidden, payloadTooLarge } from '../errors.ts';
import { MAP_MESSAGES } from './messages.ts';
import { requireViewRights, rightsOnMap, selectMapWithShare } from './rights.ts';

type Db = Kysely<Tables>;

/** What the server says of personalising with a map: the flags, and the user's own additions. */
export interface MapPersonalisation {
  /** Whether the owner lets readers personalise the map. */
  personalisable: boolean;
  canPersonalise: boolean;
  isPersonalised: boolean;
  /** The user's stored additions; null where they have none. */
  userAdditions: UserAdditions | null;
}

/** Readers personalise: a user who may see the map but not edit it. */
const canPersonaliseWith = (personalisable: boolean, rights: MapAccessRights) =>
  personalisable && !rights.hasEditRights;

/** The user's additions row on the map, if any. */
function additionsRow(db: Db, userId: string, mapId: string) {
  return db
    .selectFrom('mapUserAdditions')
    .select(['additions', 'updatedAt'])
    .where('userId', '=', userId)
    .where('mapId', '=', mapId)
    .executeTakeFirst();
}

/** The flags and additions for a user whose rights on the map are already known. */
export async function loadPersonalisation(
  db: Db,
  userId: string,
  mapId: string,
  rights: MapAccessRights,
): Promise<MapPersonalisation> {
  const map = await db.selectFrom('maps').select('personalisable').where('id', '=', mapId).executeTakeFirst();
  const personalisable = map?.personalisable ?? false;
  const row = await additionsRow(db, userId, mapId);
  return {
    personalisable,
    canPersonalise: canPersonaliseWith(personalisable, rights),
    isPersonalised: row !== undefined,
    userAdditions: row ? (row.additions as unknown as UserAdditions) : null,
  };
}

/** Lets readers personalise the map, or stops new ones: its owner only (share rights). Answers the flag. */
export async function setMapPersonalisable(
  db: Db,
  userId: string,
  input: { mapId: string; personalisable: boolean },
): Promise<boolean> {
  const rights = await requireViewRights(db, userId, input.mapId);
  if (!rights.hasShareRights) throw forbidden(MAP_MESSAGES.noShareRights);
  await db
    .updateTable('maps')
    .set({ personalisable: input.personalisable })
    .where('id', '=', input.mapId)
    .execute();
  return input.personalisable;
}

export interface UserAdditionsRecord {
  mapId: string;
  /** Null once the user has none left (their row is gone: the map is no longer personalised for them). */
  additions: UserAdditions | null;
  /** ISO 8601; null when none are stored. */
  updated: string | null;
}

/**
 * Replaces the user's additions on the map: for a user who can personalise it or already has. Checked
 * against the author's current map (ids, levels, connections only between its nodes and the additions'),
 * BAD_USER_INPUT or PAYLOAD_TOO_LARGE otherwise; empty additions remove the row. The map is not touched.
 */
export async function saveUserAdditions(
  db: Db,
  userId: string,
  input: { mapId: string; additions: unknown },
): Promise<UserAdditionsRecord> {
  const { mapId } = input;
  const found = await selectMapWithShare(db, userId, mapId)
    .select(['maps.personalisable', 'maps.document'])
    .executeTakeFirst();
  const { row, rights } = rightsOnMap(found, userId);
  const existing = await additionsRow(db, userId, mapId);
  if (!canPersonaliseWith(row.personalisable, rights) && existing === undefined)
    throw forbidden(MAP_MESSAGES.noPersonaliseRights);
  const read = readUserAdditions(input.additions, row.document);
  if (!read.ok) throw read.tooLarge ? payloadTooLarge(read.error) : badInput(read.error);
  const { additions } = read;
  if (additions.nodes.length === 0 && additions.connections.length === 0) {
    await db.deleteFrom('mapUserAdditions').where('userId', '=', userId).where('mapId', '=', mapId).execute();
    return { mapId, additions: null, updated: null };
  }
  const written = await db
    .insertInto('mapUserAdditions')
    .values({ userId, mapId, additions: json(additions) })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'mapId']).doUpdateSet({
        additions: (eb) => eb.ref('excluded.additions'),
        updatedAt: sql<Date>`now()`,
      }),
    )
    .returning('updatedAt')
    .executeTakeFirstOrThrow();
  return { mapId, additions, updated: new Date(written.updatedAt).toISOString() };
}
