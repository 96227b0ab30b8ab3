import { type Kysely, sql } from 'kysely';

/**
 * Courses authored, sold and shown (issue 28): one course per map, a course's price (minor units in one of
 * the spec's currencies, none for a free course), its uploaded thumbnail, the provider's checkout sessions
 * started by learners, the purchases their signed webhooks confirmed, and every webhook event handled once
 * (a replayed event changes nothing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('courses_map_once').on('courses').column('map_id').unique().execute();
  await db.schema
    .alterTable('courses')
    .addColumn('price_amount', 'integer', (col) => col.check(sql`price_amount between 100 and 1000000`))
    .execute();
  await db.schema
    .alterTable('courses')
    .addColumn('price_currency', 'text', (col) =>
      col.check(sql`price_currency in ('USD', 'GBP', 'EUR', 'NZD', 'AUD')`),
    )
    .execute();
  await db.schema
    .alterTable('courses')
    .addCheckConstraint('courses_price_whole', sql`(price_amount is null) = (price_currency is null)`)
    .execute();
  await db.schema
    .createTable('course_thumbnails')
    .addColumn('course_id', 'text', (col) => col.primaryKey().references('courses.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('image', 'bytea', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('checkout_sessions')
    // The provider's id of the hosted checkout.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    // open, complete or expired, as the provider's events said.
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('course_purchases')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('checkout_session_id', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('course_purchases_pk', ['user_id', 'course_id'])
    .execute();
  await db.schema
    .createTable('payment_events')
    // The provider's event id: an event is handled once.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payment_events', 'course_purchases', 'checkout_sessions', 'course_thumbnails'])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('courses').dropConstraint('courses_price_whole').execute();
  await db.schema.alterTable('courses').dropColumn('price_currency').execute();
  await db.schema.alterTable('courses').dropColumn('price_amount').execute();
  await db.schema.dropIndex('courses_map_once').execute();
}
