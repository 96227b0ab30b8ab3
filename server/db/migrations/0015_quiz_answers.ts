import { type Kysely, sql } from 'kysely';

/**
 * Quiz answers (spec 3 sections 3 and 4.4, issue 26): a learner's attempts at a quiz of a map (the map's
 * own questions, or a course's quiz item), each attempt's answers, and every submission of an answer (the
 * learner's history across attempts). All go with the user or the map. Questions live inside the map's
 * document, so question ids are not references: answers outlive a question's removal. Answer content
 * is json, not jsonb (as map documents, migration 0005): nothing queries inside it, and the reports write
 * it out as the text stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    // The map's id for the map's own questions, a course quiz item's id otherwise.
    .addColumn('quiz_id', 'text', (col) => col.notNull())
    // The lesson (a presentation of the map) the attempt was started in, if any.
    .addColumn('lesson_id', 'text')
    // 1 for a learner's first attempt at a quiz, one more for each retry: the current attempt is the
    // highest, and two requests that both start the first (or the next) attempt cannot both succeed.
    .addColumn('number', 'integer', (col) => col.notNull())
    .addColumn('start_date', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('quiz_attempts_user_map_quiz_number', ['user_id', 'map_id', 'quiz_id', 'number'])
    .execute();
  // The reports read every learner's attempts at one map.
  await db.schema.createIndex('quiz_attempts_map').on('quiz_attempts').column('map_id').execute();

  await db.schema
    .createTable('quiz_answers')
    .addColumn('attempt_id', 'text', (col) =>
      col.notNull().references('quiz_attempts.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'text', (col) => col.notNull())
    // null: nothing answered yet (a reset answer, or one shown without an answer).
    .addColumn('content', 'json')
    .addColumn('mark', 'text', (col) => col.notNull().defaultTo('Unmarked'))
    // How many times the answer was submitted.
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('completed', 'boolean', (col) => col.notNull().defaultTo(false))
    // { missedNodes } of a marked recall answer.
    .addColumn('details', 'json')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('quiz_answers_pkey', ['attempt_id', 'question_id'])
    .addCheckConstraint('quiz_answers_mark', sql`mark in ('Correct', 'Wrong', 'Unmarked')`)
    .execute();

  await db.schema
    .createTable('quiz_answer_submissions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('attempt_id', 'text', (col) => col.notNull())
    .addColumn('question_id', 'text', (col) => col.notNull())
    .addColumn('content', 'json', (col) => col.notNull())
    .addColumn('mark', 'text', (col) => col.notNull())
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'quiz_answer_submissions_answer',
      ['attempt_id', 'question_id'],
      'quiz_answers',
      ['attempt_id', 'question_id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addCheckConstraint('quiz_answer_submissions_mark', sql`mark in ('Correct', 'Wrong', 'Unmarked')`)
    .execute();
  // One number per map that goes up with every change to its answers: a report computed at one version
  // stays good until the next (server/quiz/reportCache.ts).
  await db.schema
    .createTable('quiz_answer_versions')
    .addColumn('map_id', 'text', (col) => col.primaryKey().references('maps.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(1))
    .execute();

  // A question's history, oldest first.
  await db.schema
    .createIndex('quiz_answer_submissions_answer')
    .on('quiz_answer_submissions')
    .columns(['attempt_id', 'question_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quiz_answer_versions').execute();
  await db.schema.dropTable('quiz_answer_submissions').execute();
  await db.schema.dropTable('quiz_answers').execute();
  await db.schema.dropTable('quiz_attempts').execute();
}
