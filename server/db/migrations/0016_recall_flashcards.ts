import { type Kysely, sql } from 'kysely';

/**
 * Recall results and flashcard schedules (spec 3 sections 3 and 4.6, issue 27): each learner's finished
 * recall sessions on a map, their FSRS state of each card of a map they have reviewed, and every review
 * (so FSRS parameters can be optimised later). All go with the user or the map. Cards live inside the
 * map's document, so card ids are not references: a schedule outlives its card's removal. Node lists are
 * json, not jsonb (as map documents, migration 0005): nothing queries inside them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recall_results')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    // The recall item recalled, or the level recalled on its own; both null for the whole map.
    .addColumn('item_id', 'text')
    .addColumn('level_id', 'integer')
    .addColumn('matches', 'integer', (col) => col.notNull())
    .addColumn('available', 'integer', (col) => col.notNull())
    // [{ id, title }] as the map had them when the result was saved.
    .addColumn('recalled', 'json', (col) => col.notNull())
    .addColumn('missed', 'json', (col) => col.notNull())
    .addColumn('duration_ms', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // A learner's results on a map, newest first.
  await db.schema
    .createIndex('recall_results_user_map_created')
    .on('recall_results')
    .columns(['user_id', 'map_id', 'created_at desc'])
    .execute();

  // One row per card the learner has reviewed; a card without one is new. The state is ts-fsrs's Card as
  // the model writes it (src/model/flashcards/scheduleTuple.ts), so a learner's whole schedule is read
  // as the stored texts joined, 10,000 cards in a few milliseconds; `due` beside it for due queries.
  await db.schema
    .createTable('flashcard_states')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('card_id', 'text', (col) => col.notNull())
    .addColumn('due', 'timestamptz', (col) => col.notNull())
    .addColumn('schedule', 'json', (col) => col.notNull())
    .addPrimaryKeyConstraint('flashcard_states_pkey', ['user_id', 'map_id', 'card_id'])
    .execute();
  // Due cards of a learner on a map.
  await db.schema
    .createIndex('flashcard_states_user_map_due')
    .on('flashcard_states')
    .columns(['user_id', 'map_id', 'due'])
    .execute();

  // Every review (ts-fsrs's ReviewLog) and every reset (rating 0), never updated.
  await db.schema
    .createTable('flashcard_reviews')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('map_id', 'text', (col) => col.notNull().references('maps.id').onDelete('cascade'))
    .addColumn('card_id', 'text', (col) => col.notNull())
    .addColumn('rating', 'smallint', (col) => col.notNull())
    // The card's state before the review.
    .addColumn('state', 'smallint', (col) => col.notNull())
    // ts-fsrs's ReviewLog (what FSRS's optimiser reads): `due` is the card's last review, or its due date
    // before this review.
    .addColumn('due', 'timestamptz', (col) => col.notNull())
    .addColumn('stability', 'float8', (col) => col.notNull())
    .addColumn('difficulty', 'float8', (col) => col.notNull())
    .addColumn('elapsed_days', 'integer', (col) => col.notNull())
    .addColumn('last_elapsed_days', 'integer', (col) => col.notNull())
    .addColumn('scheduled_days', 'integer', (col) => col.notNull())
    .addColumn('learning_steps', 'integer', (col) => col.notNull())
    .addColumn('review', 'timestamptz', (col) => col.notNull())
    // The card's due date after the review (a reset: at once).
    .addColumn('next_due', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('flashcard_reviews_rating', sql`rating between 0 and 4`)
    .execute();
  // A learner's reviews per day on a map (the chart).
  await db.schema
    .createIndex('flashcard_reviews_user_map_review')
    .on('flashcard_reviews')
    .columns(['user_id', 'map_id', 'review'])
    .execute();
  // One card's log, oldest first.
  await db.schema
    .createIndex('flashcard_reviews_card')
    .on('flashcard_reviews')
    .columns(['user_id', 'map_id', 'card_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flashcard_reviews').execute();
  await db.schema.dropTable('flashcard_states').execute();
  await db.schema.dropTable('recall_results').execute();
}
