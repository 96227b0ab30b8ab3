import { type Kysely, sql } from 'kysely';

/** The chunk size of media stored before this migration, moved here from `media.data`. */
const MOVED_CHUNK_BYTES = 1024 * 1024;

/**
 * Media bytes in chunks (issue 25: a presentation's video and audio): an upload is written chunk by chunk
 * and a byte range reads only the chunks it overlaps. Each medium keeps the chunk size it was written
 * with. Images stored before are moved into chunks, so every medium is read one way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_chunks')
    .addColumn('media_id', 'text', (column) => column.notNull().references('media.id').onDelete('cascade'))
    .addColumn('chunk_index', 'integer', (column) => column.notNull())
    .addColumn('data', 'bytea', (column) => column.notNull())
    .addPrimaryKeyConstraint('media_chunks_pkey', ['media_id', 'chunk_index'])
    .execute();
  await db.schema
    .alterTable('media')
    .addColumn('chunk_size', 'integer', (column) => column.notNull().defaultTo(MOVED_CHUNK_BYTES))
    .execute();
  await sql`
    insert into media_chunks (media_id, chunk_index, data)
    select media.id, part.chunk_index,
      substring(media.data from part.chunk_index * ${sql.lit(MOVED_CHUNK_BYTES)} + 1 for ${sql.lit(MOVED_CHUNK_BYTES)})
    from media
    cross join lateral generate_series(0, (octet_length(media.data) - 1) / ${sql.lit(MOVED_CHUNK_BYTES)})
      as part(chunk_index)
  `.execute(db);
  await db.schema.alterTable('media').dropColumn('data').execute();
  await db.schema
    .alterTable('media')
    .alterColumn('chunk_size', (column) => column.dropDefault())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('data', 'bytea').execute();
  await sql`
    update media set data = (
      select string_agg(chunk.data, ''::bytea order by chunk.chunk_index)
      from media_chunks as chunk where chunk.media_id = media.id
    )
  `.execute(db);
  await db.schema
    .alterTable('media')
    .alterColumn('data', (column) => column.setNotNull())
    .execute();
  await db.schema.alterTable('media').dropColumn('chunk_size').execute();
  await db.schema.dropTable('media_chunks').execute();
}
