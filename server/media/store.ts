/**
 * A map's media: stored after its bytes say what they are, read back by anyone who may see the map.
 * Uploading needs edit rights on the map (it is part of editing it); reading needs view rights, and to
 * anyone else a medium answers as missing, like its map.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import { IMAGE_MEDIA_MAX_BYTES, isImageMediaType, MEDIA_MESSAGES } from '../../src/model/map/media.ts';
import type { Tables } from '../db/tables.ts';
import { AppError, badInput, notFound, payloadTooLarge } from '../errors.ts';
import { requireEditRights, requireViewRights } from '../maps/rights.ts';

type Db = Kysely<Tables>;

export interface StoredMedia {
  id: string;
  contentType: string;
  byteSize: number;
}

/** Stores an image uploaded for `mapId`; refuses what is empty, too large or not an image by its bytes. */
export async function storeImage(
  db: Db,
  userId: string,
  mapId: string,
  bytes: Uint8Array,
): Promise<StoredMedia> {
  await requireEditRights(db, userId, mapId);
  if (bytes.byteLength === 0) throw badInput(MEDIA_MESSAGES.empty);
  if (bytes.byteLength > IMAGE_MEDIA_MAX_BYTES) throw payloadTooLarge(MEDIA_MESSAGES.tooLarge);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !isImageMediaType(sniffed.mime)) throw badInput(MEDIA_MESSAGES.notAnImage);
  const stored = { id: newId(), contentType: sniffed.mime, byteSize: bytes.byteLength };
  await db
    .insertInto('media')
    .values({ ...stored, mapId, ownerId: userId, data: bytes })
    .execute();
  return stored;
}

/** A medium with its bytes, for a user who may see its map; NOT_FOUND otherwise, as for a missing one. */
export async function readMedia(
  db: Db,
  userId: string,
  mediaId: string,
): Promise<StoredMedia & { data: Uint8Array }> {
  const row = await db
    .selectFrom('media')
    .select(['id', 'mapId', 'contentType', 'byteSize', 'data'])
    .where('id', '=', mediaId)
    .executeTakeFirst();
  if (!row) throw notFound(MEDIA_MESSAGES.notFound);
  try {
    await requireViewRights(db, userId, row.mapId);
  } catch (error) {
    // The map's own refusal would name the map: say only that the medium is not there.
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? notFound(MEDIA_MESSAGES.notFound) : error;
  }
  const { mapId: _mapId, ...media } = row;
  return media;
}
