/**
 * Saving map documents (issue 6, Saving): a new map, a save over the version the editor started from
 * (optimistic concurrency), and save-as. Every written document goes through `prepareMap` first, so a
 * refused one changes nothing.
 */
import { type Kysely, sql } from 'kysely';
import { savedOutlineProblem } from '../../src/model/courses/outlineRules.ts';
import { folderMessages } from '../../src/model/folders/messages.ts';
import { newId } from '../../src/model/ids.ts';
import { newMapDocument } from '../../src/model/map/newMap.ts';
import { storedMapDocument } from '../../src/model/map/stored.ts';
import type { Tables } from '../db/tables.ts';
import { badInput, conflict, notFound } from '../errors.ts';
import { requireValidQuestions, storedQuestions } from '../quiz/mapQuestions.ts';
import { recordMapUsage } from '../usage/record.ts';
import { requireCopyAllowed } from './copies.ts';
import type { StoredMapRecord } from './document.ts';
import { storedDocumentList } from './documentParts.ts';
import type { MapEvents } from './mapEvents.ts';
import { MAP_MESSAGES } from './messages.ts';
import { type PreparedMap, prepareMap, requireMapName } from './prepare.ts';
import { OWNER_RIGHTS, requireEditRights } from './rights.ts';

type Db = Kysely<Tables>;

export interface SaveLimits {
  /** The largest stored document, in bytes of JSON. */
  mapMaxBytes: number;
}

interface WrittenRow {
  id: string;
  name: string;
  version: number;
  updatedAt: Date;
}

function documentRecord(row: WrittenRow, prepared: PreparedMap, rights = OWNER_RIGHTS): StoredMapRecord {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    updated: new Date(row.updatedAt).toISOString(),
    document: prepared.stored,
    ...rights,
  };
}

/**
 * Refuses a document whose new or changed questions have an invalid definition (spec 3 section 5.2):
 * BAD_USER_INPUT 'Question N: <problem>'. `before` are the questions of the map it was saved from; a
 * question kept as it was there is not checked again, so maps with older invalid questions still save.
 */
async function requireValidSavedQuestions(prepared: PreparedMap, before: () => Promise<unknown[]>) {
  const { questions } = prepared.stored;
  if (questions.length > 0) requireValidQuestions(questions, await before());
}

/**
 * Refuses a document whose new or changed course outline entries break the outline rules
 * (src/model/courses/outlineRules.ts), as the editor's actions do: BAD_USER_INPUT with the rule's message.
 */
async function requireValidSavedOutline(prepared: PreparedMap, before: () => Promise<unknown[]>) {
  if (prepared.stored.courseItems.length === 0) return;
  const problem = savedOutlineProblem(prepared.stored, await before());
  if (problem) throw badInput(problem);
}

/**
 * createMap: a new map owned by the user, with the document given (its id and name become the new row's)
 * or an empty one; in one of their folders when a label is given. Its questions are not checked (an
 * imported file or a copy keeps its questions as they were) unless `copiedFrom` names the map whose
 * questions are the ones it had before (save-as).
 */
export async function createMap(
  db: Db,
  limits: SaveLimits,
  ownerId: string,
  input: { name: string; document?: unknown; labelId?: string | null },
  copiedFrom?: string,
): Promise<StoredMapRecord> {
  const name = requireMapName(input.name);
  const id = newId();
  const row = { id, name, courseId: null };
  const prepared = prepareMap(
    input.document ?? storedMapDocument(newMapDocument(row)),
    row,
    limits.mapMaxBytes,
  );
  if (copiedFrom !== undefined)
    await requireValidSavedQuestions(prepared, () => storedQuestions(db, copiedFrom));
  const { labelId } = input;
  const written = await db.transaction().execute(async (trx) => {
    if (labelId) {
      const label = await trx
        .selectFrom('labels')
        .select('id')
        .where('id', '=', labelId)
        .where('userId', '=', ownerId)
        .executeTakeFirst();
      if (!label) throw notFound(folderMessages.notFound);
    }
    const inserted = await trx
      .insertInto('maps')
      .values({
        id,
        ownerId,
        name,
        courseId: null,
        document: prepared.text,
        createdBy: ownerId,
        updatedBy: ownerId,
      })
      .returning(['id', 'name', 'version', 'updatedAt'])
      .executeTakeFirstOrThrow();
    if (labelId) await trx.insertInto('mapLabels').values({ labelId, mapId: id }).execute();
    await recordMapUsage(trx, { mapId: id, userId: ownerId, event: 'update' });
    return inserted;
  });
  return documentRecord(written, prepared);
}

/**
 * saveMap: replaces the document of a map the user may edit, if nobody saved it since `baseVersion`. The
 * version check and the write are one conditional UPDATE, so of two saves from the same version exactly
 * one wins; the other is refused with CONFLICT and changes nothing. Once committed, `events` hears of the
 * new version (live edit's checkpoint, which tells its members itself, passes none).
 */
export async function saveMap(
  db: Db,
  limits: SaveLimits,
  userId: string,
  input: { mapId: string; baseVersion: number; document: unknown; liveCheckpoint?: boolean },
  events?: MapEvents,
): Promise<StoredMapRecord> {
  const { mapId, baseVersion } = input;
  const { courseId, ...rights } = await requireEditRights(db, userId, mapId);
  const prepared = prepareMap(input.document, { id: mapId, courseId }, limits.mapMaxBytes);
  // A live session's checkpoint saves the edits its members already hold: it cannot refuse one now.
  if (!input.liveCheckpoint) {
    await requireValidSavedQuestions(prepared, () => storedQuestions(db, mapId));
    await requireValidSavedOutline(prepared, () => storedDocumentList(db, mapId, 'courseItems'));
  }
  const written = await db.transaction().execute(async (trx) => {
    // While a live session holds the map, its document is the session's: only its checkpoint saves it
    // (a save from outside would be overwritten by the next checkpoint, unseen).
    if (!input.liveCheckpoint) {
      const live = await trx
        .selectFrom('liveSessions')
        .select('mapId')
        .where('mapId', '=', mapId)
        .executeTakeFirst();
      if (live) throw conflict(MAP_MESSAGES.inLiveSession);
    }
    const updated = await trx
      .updateTable('maps')
      .set((eb) => ({
        name: prepared.name,
        document: prepared.text,
        version: eb('version', '+', 1),
        updatedAt: sql<Date>`now()`,
        updatedBy: userId,
      }))
      .where('id', '=', mapId)
      .where('version', '=', baseVersion)
      .returning(['id', 'name', 'version', 'updatedAt'])
      .executeTakeFirst();
    if (!updated) {
      const stillThere = await trx.selectFrom('maps').select('id').where('id', '=', mapId).executeTakeFirst();
      throw stillThere ? conflict(MAP_MESSAGES.conflict) : notFound(MAP_MESSAGES.notFound);
    }
    await recordMapUsage(trx, { mapId, userId, event: 'update' });
    return updated;
  });
  const record = documentRecord(written, prepared, rights);
  events?.emit('updated', { mapId, version: record.version, updated: record.updated });
  return record;
}

/**
 * saveMapAs: a copy, under a new id and name, owned by a user who may edit the map it is saved from, unless
 * the map is in a course that does not permit copies (spec 2 section 4).
 */
export async function saveMapAs(
  db: Db,
  limits: SaveLimits,
  userId: string,
  input: { mapId: string; name: string; document: unknown },
): Promise<StoredMapRecord> {
  const rights = await requireEditRights(db, userId, input.mapId);
  await requireCopyAllowed(db, userId, input.mapId, rights);
  return createMap(db, limits, userId, { name: input.name, document: input.document }, input.mapId);
}
