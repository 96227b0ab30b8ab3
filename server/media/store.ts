/**
 * A map's media: stored after its bytes say what they are, read back by anyone who may see the map.
 * Uploading needs edit rights on the map (it is part of editing it); reading needs view rights, and to
 * anyone else a medium answers as missing, like its map. The bytes are rows of `media_chunks`, so a
 * byte range reads only the chunks it overlaps and every server process serves them.
 */
import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import { MEDIA_MESSAGES } from '../../src/model/map/media.ts';
import type { Tables } from '../db/tables.ts';
import { AppError, notFound } from '../errors.ts';
import { requireEditRights, requireViewRights } from '../maps/rights.ts';
import { type ByteRange, chunkPartsOf } from './chunks.ts';
import type { ReceivedUpload } from './receive.ts';

type Db = Kysely<Tables>;

export interface StoredMedia {
  id: string;
  contentType: string;
  byteSize: number;
}

/** A medium as it is read: its size and the size of the chunks it was written in. */
export interface MediaRecord extends StoredMedia {
  chunkSize: number;
}

/**
 * Stores an accepted upload for `mapId`, chunk by chunk from its file, in one transaction: a failure
 * leaves neither the medium nor any of its chunks.
 */
export async function storeUpload(
  db: Db,
  userId: string,
  mapId: string,
  upload: ReceivedUpload,
  chunkSize: number,
): Promise<StoredMedia> {
  const stored = { id: newId(), contentType: upload.contentType, byteSize: upload.byteSize };
  const file = await open(upload.file, 'r');
  try {
    await db.transaction().execute(async (trx) => {
      // Again at the end of the upload: the rights may have gone, or the map, while it was sent.
      await requireEditRights(trx, userId, mapId);
      await trx
        .insertInto('media')
        .values({ ...stored, mapId, ownerId: userId, chunkSize })
        .execute();
      for (let chunkIndex = 0; chunkIndex * chunkSize < upload.byteSize; chunkIndex++) {
        const data = await readFully(file, chunkIndex * chunkSize, chunkSize);
        await trx.insertInto('mediaChunks').values({ mediaId: stored.id, chunkIndex, data }).execute();
      }
    });
  } finally {
    await file.close();
  }
  return stored;
}

/** Up to `length` bytes of the file from `position` (fewer only at its end). */
async function readFully(file: FileHandle, position: number, length: number): Promise<Uint8Array> {
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await file.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

/** A medium for a user who may see its map; NOT_FOUND otherwise, as for a missing one. */
export async function findMedia(db: Db, userId: string, mediaId: string): Promise<MediaRecord> {
  const row = await db
    .selectFrom('media')
    .select(['id', 'mapId', 'contentType', 'byteSize', 'chunkSize'])
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

/** The bytes of `range`, a chunk at a time: only the chunks the range overlaps are read. */
export async function* readMediaBytes(db: Db, media: MediaRecord, range: ByteRange): AsyncGenerator<Buffer> {
  for (const part of chunkPartsOf(range, media.chunkSize)) {
    const chunk = await db
      .selectFrom('mediaChunks')
      .select('data')
      .where('mediaId', '=', media.id)
      .where('chunkIndex', '=', part.index)
      .executeTakeFirst();
    // Chunks go with their medium, so one can be missing only if the medium went while it was read.
    if (!chunk) throw notFound(MEDIA_MESSAGES.notFound);
    const bytes = chunk.data;
    yield Buffer.from(bytes.buffer, bytes.byteOffset + part.from, part.to - part.from);
  }
}
