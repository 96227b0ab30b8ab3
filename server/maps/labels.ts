import type { Kysely } from 'kysely';
import { checkNewLabelName, labelsToDelete, planLabelRename } from '../../src/model/folders/labelName.ts';
import { folderMessages } from '../../src/model/folders/messages.ts';
import { newId } from '../../src/model/ids.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Tables } from '../db/tables.ts';
import { badInput, conflict, notFound } from '../errors.ts';
import { requireVisibleMaps } from './access.ts';
import { loadMapSummaries } from './summaries.ts';

type Db = Kysely<Tables>;

/** The viewer's folders, by name. */
export function listLabels(db: Db, userId: string) {
  return db
    .selectFrom('labels')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .orderBy('name')
    .execute();
}

/** A concurrent request that took the name first reads as the same 'Duplicate name'. */
async function duplicateAware<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(folderMessages.duplicateName);
    throw error;
  }
}

function refuse(error: string): never {
  throw error === folderMessages.duplicateName
    ? conflict(error)
    : error === folderMessages.notFound
      ? notFound(error)
      : badInput(error);
}

/** createLabel: a slash in the name makes a subfolder path (spec 1 section 3). */
export async function createLabel(db: Db, userId: string, rawName: string) {
  const checked = checkNewLabelName(rawName, await listLabels(db, userId));
  if (!checked.ok) refuse(checked.error);
  const label = { id: newId(), userId, name: checked.name };
  await duplicateAware(() => db.insertInto('labels').values(label).execute());
  return { id: label.id, name: label.name };
}

/** renameLabel: no slash; the folder's subfolders keep following it. Answers every renamed folder. */
export async function renameLabel(db: Db, userId: string, labelId: string, rawName: string) {
  return db.transaction().execute(async (trx) => {
    const plan = planLabelRename(labelId, rawName, await listLabels(trx, userId));
    if (!plan.ok) refuse(plan.error);
    await duplicateAware(async () => {
      for (const rename of plan.renames) {
        await trx
          .updateTable('labels')
          .set({ name: rename.name })
          .where('id', '=', rename.id)
          .where('userId', '=', userId)
          .execute();
      }
    });
    return plan.renames;
  });
}

/** deleteLabel: removes the folder and its subfolders; their maps stay. Answers the deleted ids. */
export async function deleteLabel(db: Db, userId: string, labelId: string) {
  return db.transaction().execute(async (trx) => {
    const ids = labelsToDelete(labelId, await listLabels(trx, userId));
    if (ids.length === 0) throw notFound(folderMessages.notFound);
    await trx.deleteFrom('labels').where('userId', '=', userId).where('id', 'in', ids).execute();
    return ids;
  });
}

/**
 * moveMapsToLabel: each map leaves the viewer's other folders and enters this one (or, with no label,
 * leaves every folder: uncategorised). All or nothing: one unknown map or folder refuses the whole move.
 */
export async function moveMapsToLabel(
  db: Db,
  userId: string,
  mapIds: readonly string[],
  labelId: string | null,
) {
  const unique = [...new Set(mapIds)];
  if (unique.length === 0) throw badInput(folderMessages.noMapsSelected);
  await db.transaction().execute(async (trx) => {
    if (labelId !== null) {
      const label = await trx
        .selectFrom('labels')
        .select('id')
        .where('id', '=', labelId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!label) throw notFound(folderMessages.notFound);
    }
    await requireVisibleMaps(trx, userId, unique);
    await trx
      .deleteFrom('mapLabels')
      .where('mapId', 'in', unique)
      .where('labelId', 'in', trx.selectFrom('labels').select('id').where('userId', '=', userId))
      .execute();
    if (labelId !== null) {
      await trx
        .insertInto('mapLabels')
        .values(unique.map((mapId) => ({ labelId, mapId })))
        .execute();
    }
  });
  return loadMapSummaries(db, userId, { mapIds: unique });
}
