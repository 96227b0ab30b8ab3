import type { Kysely } from 'kysely';
import { classMessages } from '../../src/model/classes/messages.ts';
import type { ResourceType } from '../../src/model/classes/rules.ts';
import { newId } from '../../src/model/ids.ts';
import { requireVisibleCourse } from '../courses/access.ts';
import type { Tables } from '../db/tables.ts';
import { forbidden, notFound } from '../errors.ts';
import { canShareMap } from '../maps/access.ts';
import { recordMapUsage } from '../usage/record.ts';
import { requireAdmin } from './access.ts';

type Db = Kysely<Tables>;

export interface ResourceInput {
  type: ResourceType;
  /** The map id for a map, the course id for a course. */
  id: string;
}

/**
 * addUserGroupResources: admins add maps they may share (owned, or shared with edit or admin rights)
 * and courses they may see. Archived classes are refused. Adding one twice changes nothing. All or
 * nothing. Each added map counts as a share in its usage report.
 */
export async function addResources(
  db: Db,
  viewerId: string,
  groupId: string,
  resources: readonly ResourceInput[],
) {
  await requireAdmin(db, groupId, viewerId);
  const rows: { mapId: string; courseId: string | null; type: ResourceType }[] = [];
  for (const resource of resources) {
    if (resource.type === 'Map') {
      if (!(await canShareMap(db, viewerId, resource.id))) throw forbidden(classMessages.mapNotShareable);
      rows.push({ type: 'Map', mapId: resource.id, courseId: null });
    } else {
      const course = await requireVisibleCourse(db, viewerId, resource.id).catch(() => {
        throw notFound(classMessages.courseNotAvailable);
      });
      rows.push({ type: 'Course', mapId: course.mapId, courseId: course.id });
    }
  }
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const inserted = await trx
        .insertInto('userGroupResources')
        .values({
          id: newId(),
          groupId,
          resourceType: row.type,
          mapId: row.mapId,
          courseId: row.courseId,
          createdBy: viewerId,
        })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (row.type === 'Map' && Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
        await recordMapUsage(trx, { mapId: row.mapId, userId: viewerId, event: 'share' });
      }
    }
  });
}

/** removeUserGroupResource: admins remove a resource of their class (not when archived). */
export async function removeResource(db: Db, viewerId: string, groupId: string, resourceId: string) {
  await requireAdmin(db, groupId, viewerId);
  const result = await db
    .deleteFrom('userGroupResources')
    .where('id', '=', resourceId)
    .where('groupId', '=', groupId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(classMessages.resourceNotFound);
}
