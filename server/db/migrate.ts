import type { Kysely } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as initial from './migrations/0001_initial.ts';
import * as accounts from './migrations/0002_accounts.ts';
import * as dashboardClasses from './migrations/0003_dashboard_classes.ts';
import * as userNotes from './migrations/0004_user_notes.ts';
import * as mapDocumentJson from './migrations/0005_map_document_json.ts';
import * as feedback from './migrations/0006_feedback.ts';
import * as userDeactivation from './migrations/0007_user_deactivation.ts';
import * as mapPersonalisation from './migrations/0008_map_personalisation.ts';
import * as media from './migrations/0009_media.ts';
import * as courseCopies from './migrations/0010_course_copies.ts';
import * as mapThumbnails from './migrations/0011_map_thumbnails.ts';
import * as liveSessions from './migrations/0012_live_sessions.ts';
import * as mediaChunks from './migrations/0013_media_chunks.ts';
import * as lessonProgress from './migrations/0014_lesson_progress.ts';
import * as quizAnswers from './migrations/0015_quiz_answers.ts';
import * as recallFlashcards from './migrations/0016_recall_flashcards.ts';
import * as coursePayments from './migrations/0017_course_payments.ts';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_accounts': accounts,
  '0003_dashboard_classes': dashboardClasses,
  '0004_user_notes': userNotes,
  '0005_map_document_json': mapDocumentJson,
  '0006_feedback': feedback,
  '0007_user_deactivation': userDeactivation,
  '0008_map_personalisation': mapPersonalisation,
  '0009_media': media,
  '0010_course_copies': courseCopies,
  '0011_map_thumbnails': mapThumbnails,
  '0012_live_sessions': liveSessions,
  '0013_media_chunks': mediaChunks,
  '0014_lesson_progress': lessonProgress,
  '0015_quiz_answers': quizAnswers,
  '0016_recall_flashcards': recallFlashcards,
  '0017_course_payments': coursePayments,
};

/** Every migration, for a Migrator (tests move a database to an earlier version with it). */
export const migrationProvider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`.replace('  ', ' '));
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
