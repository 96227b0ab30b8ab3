/**
 * A user's rights on a map (spec 2 section 6): its owner has admin rights, a user it is shared with the
 * share's right, a member of a class that has the map as a resource view rights (spec 1: a student sees
 * the class's resources), as has a learner its course entitles (issue 28), anyone else none, and to them the map answers as a missing one (NOT_FOUND), so
 * ids cannot be probed. Loading, saving, save-as, GraphQL and the realtime channels share these rules.
 */
import { type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { type MapAccessRights, mapAccessRights } from '../../src/model/access/accessRights.ts';
import type { AccessRight } from '../../src/model/map/constants.ts';
import { boughtBy, classHasCourse, enrolledIn } from '../courses/entitlement.ts';
import type { Tables } from '../db/tables.ts';
import { forbidden, notFound } from '../errors.ts';
import { MAP_MESSAGES } from './messages.ts';

type Db = Kysely<Tables>;

/** Whether the user is a member (any role) of a class that has the map as a Map resource. */
function inUsersClass(eb: ExpressionBuilder<Tables, 'maps'>, userId: string) {
  return eb.exists(
    eb
      .selectFrom('userGroupResources as resource')
      .innerJoin('userGroupMembers as member', 'member.groupId', 'resource.groupId')
      .select(sql.lit(1).as('one'))
      .whereRef('resource.mapId', '=', 'maps.id')
      .where('resource.resourceType', '=', 'Map')
      .where('member.userId', '=', userId),
  );
}

/**
 * Whether a course made from the map entitles the user to all of it (issue 28): a free course they
 * enrolled in, a paid one they bought, or their class has the course; never while it is suspended.
 * Others reach a course's map only through the course (server/courses/courseMap.ts).
 */
function entitledByCourse(eb: ExpressionBuilder<Tables, 'maps'>, userId: string) {
  return eb.exists(
    eb
      .selectFrom('courses')
      .select(sql.lit(1).as('one'))
      .whereRef('courses.mapId', '=', 'maps.id')
      .where('courses.suspendDate', 'is', null)
      .where((inner) =>
        inner.or([
          inner.and([inner('courses.requirePayment', '=', false), enrolledIn(inner, userId)]),
          boughtBy(inner, userId),
          classHasCourse(inner, userId, { orItsMap: false }),
        ]),
      ),
  );
}

/** The map's row with the user's share (if any) and class access; callers add the columns they need. */
export function selectMapWithShare(db: Db, userId: string, mapId: string) {
  return db
    .selectFrom('maps')
    .leftJoin('mapShares', (join) =>
      join.onRef('mapShares.mapId', '=', 'maps.id').on('mapShares.userId', '=', userId),
    )
    .select(['maps.ownerId', 'mapShares.accessRight'])
    .select((eb) => inUsersClass(eb, userId).as('inClass'))
    .select((eb) => entitledByCourse(eb, userId).as('entitled'))
    .where('maps.id', '=', mapId);
}

type ShareRow = { ownerId: string; accessRight: AccessRight | null; inClass: SqlBool; entitled: SqlBool };

/** Owner: admin; a share other than none: its right; a class resource or an entitling course: view; otherwise none. */
function accessRightOf(row: ShareRow, userId: string): AccessRight {
  if (row.ownerId === userId) return 'admin';
  if (row.accessRight && row.accessRight !== 'none') return row.accessRight;
  return row.inClass || row.entitled ? 'view' : 'none';
}

/** The rights of `userId` on a row read by `selectMapWithShare`, with the row; NOT_FOUND for no row or no right. */
export function rightsOnMap<Row extends ShareRow>(
  row: Row | undefined,
  userId: string,
): { row: Row; rights: MapAccessRights } {
  if (!row) throw notFound(MAP_MESSAGES.notFound);
  const accessRight = accessRightOf(row, userId);
  if (accessRight === 'none') throw notFound(MAP_MESSAGES.notFound);
  return { row, rights: mapAccessRights(accessRight) };
}

/** The user's rights on a map they may at least see; NOT_FOUND, as for a missing map, where they may not. */
export async function requireViewRights(db: Db, userId: string, mapId: string): Promise<MapAccessRights> {
  return rightsOnMap(await selectMapWithShare(db, userId, mapId).executeTakeFirst(), userId).rights;
}

/** The rights of a map's owner, e.g. on a map just created. */
export const OWNER_RIGHTS: MapAccessRights = mapAccessRights('admin');

/**
 * The user's rights on a map they must be able to edit (owner, or a share with edit or admin rights),
 * with the map's course; FORBIDDEN when they may only see it, NOT_FOUND when not even that.
 */
export async function requireEditRights(
  db: Db,
  userId: string,
  mapId: string,
): Promise<MapAccessRights & { courseId: string | null }> {
  const found = await selectMapWithShare(db, userId, mapId).select('maps.courseId').executeTakeFirst();
  const { row, rights } = rightsOnMap(found, userId);
  if (!rights.hasEditRights) throw forbidden(MAP_MESSAGES.noEditRights);
  return { ...rights, courseId: row.courseId };
}

/** Whether the user may edit the map (owner, or a share with edit or admin rights). */
export async function canEdit(db: Db, userId: string, mapId: string): Promise<boolean> {
  const found = await selectMapWithShare(db, userId, mapId).executeTakeFirst();
  if (!found) return false;
  const right = accessRightOf(found, userId);
  return right !== 'none' && mapAccessRights(right).hasEditRights;
}

/** The map's owner (NOT_FOUND when the map is gone). */
export async function mapOwnerOf(db: Db, mapId: string): Promise<string> {
  const row = await db.selectFrom('maps').select('ownerId').where('id', '=', mapId).executeTakeFirst();
  if (!row) throw notFound(MAP_MESSAGES.notFound);
  return row.ownerId;
}
