import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { MAP_THUMBNAIL_LIMITS, mapThumbnailPath } from '../../src/model/map/thumbnail.ts';
import type { Database } from '../db/database.ts';
import { requireEditRights, requireViewRights } from '../maps/rights.ts';
import { registerThumbnailRoutes, thumbnailMessages } from './thumbnails.ts';

export const THUMBNAIL_MESSAGES = thumbnailMessages(MAP_THUMBNAIL_LIMITS);

/**
 * A map's thumbnail (issue 22), `/a/media/maps/:mapId/thumbnail`: the picture the client drew as it saved
 * the map, written by those who may edit the map and read by those who may see it (./thumbnails.ts).
 */
export function registerMapThumbnails(
  app: FastifyInstance,
  database: Database,
  resolveViewer: (request: FastifyRequest) => Promise<string | null>,
): void {
  const { db } = database;
  registerThumbnailRoutes(
    app,
    {
      path: mapThumbnailPath(':id'),
      limits: MAP_THUMBNAIL_LIMITS,
      requireWriter: async (viewerId, mapId) => {
        await requireEditRights(db, viewerId, mapId);
      },
      requireReader: async (viewerId, mapId) => {
        if (viewerId) await requireViewRights(db, viewerId, mapId);
      },
      readableSignedOut: false,
      write: async (mapId, contentType, image) =>
        (
          await db
            .insertInto('mapThumbnails')
            .values({ mapId, contentType, image })
            .onConflict((conflict) =>
              conflict.column('mapId').doUpdateSet({
                contentType,
                image,
                version: sql<number>`map_thumbnails.version + 1`,
                updatedAt: new Date(),
              }),
            )
            .returning('version')
            .executeTakeFirstOrThrow()
        ).version,
      read: (mapId) =>
        db
          .selectFrom('mapThumbnails')
          .select(['contentType', 'image', 'version'])
          .where('mapId', '=', mapId)
          .executeTakeFirst(),
    },
    resolveViewer,
  );
}
