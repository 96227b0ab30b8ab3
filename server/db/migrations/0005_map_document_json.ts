import { type Kysely, sql } from 'kysely';

/**
 * Map documents are stored as json (their text as written) rather than jsonb: nothing queries inside
 * them, and the editor reads a document whole as text. jsonb had to be turned back into text on every
 * load (a 50k-node map: 185 ms of PGlite's time against 45 ms) and came out with a space after every
 * colon and comma (11.5 MB against 10.1 MB for the browser to download and parse).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table maps alter column document type json using document::json`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table maps alter column document type jsonb using document::jsonb`.execute(db);
}
