import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { courseMessages } from '../../src/model/courses/messages.ts';
import {
  COURSE_THUMBNAIL_LIMITS,
  courseThumbnailPath,
  courseThumbnailUrl,
} from '../../src/model/courses/thumbnail.ts';
import { requireFoundCourse } from '../courses/viewer.ts';
import type { Database } from '../db/database.ts';
import { forbidden } from '../errors.ts';
import { registerThumbnailRoutes } from './thumbnails.ts';

/**
 * A course's thumbnail (issue 28), `/a/media/courses/:courseId/thumbnail`: written by its author (or a
 * site administrator), read by anyone who may find the course, signed in or not (the course home is open
 * to all). A write points the course's `thumbnailURL` at the new version.
 */
export function registerCourseThumbnails(
  app: FastifyInstance,
  database: Database,
  resolveViewer: (request: FastifyRequest) => Promise<string | null>,
): void {
  const { db } = database;
  registerThumbnailRoutes(
    app,
    {
      path: courseThumbnailPath(':id'),
      limits: COURSE_THUMBNAIL_LIMITS,
      requireWriter: async (viewerId, courseId) => {
        const { facts } = await requireFoundCourse(db, viewerId, courseId);
        if (!facts.staff) throw forbidden(courseMessages.notCourseAuthor);
      },
      requireReader: async (viewerId, courseId) => {
        await requireFoundCourse(db, viewerId, courseId);
      },
      readableSignedOut: true,
      write: (courseId, contentType, image) =>
        db.transaction().execute(async (trx) => {
          const { version } = await trx
            .insertInto('courseThumbnails')
            .values({ courseId, contentType, image })
            .onConflict((conflict) =>
              conflict.column('courseId').doUpdateSet({
                contentType,
                image,
                version: sql<number>`course_thumbnails.version + 1`,
                updatedAt: new Date(),
              }),
            )
            .returning('version')
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('courses')
            .set({ thumbnailUrl: courseThumbnailUrl(courseId, version), updatedAt: new Date() })
            .where('id', '=', courseId)
            .execute();
          return version;
        }),
      read: (courseId) =>
        db
          .selectFrom('courseThumbnails')
          .select(['contentType', 'image', 'version'])
          .where('courseId', '=', courseId)
          .executeTakeFirst(),
    },
    resolveViewer,
  );
}
