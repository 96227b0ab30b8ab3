/**
 * Parts of a map's stored document (maps.document, a json column) read in SQL, so a request that needs a
 * few of them does not read and parse the whole document.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Tables } from '../db/tables.ts';

/** The elements of a list in the map's document (`maps.document -> field`); none when it is not a list. */
export function documentList(field: string): RawBuilder<unknown> {
  const list = sql`maps.document -> ${field}`;
  return sql`json_array_elements(case when json_typeof(${list}) = 'array' then ${list} else '[]'::json end)`;
}

/** A part of the map's document as its JSON text; null when the document has none. */
export function documentPart(field: string): RawBuilder<string | null> {
  return sql<string | null>`(maps.document -> ${field})::text`;
}

/** One node of the map's document, by id, as its JSON text; null when the map has no such node. */
export function documentNode(nodeId: string): RawBuilder<string | null> {
  return sql<string | null>`(select node::text from ${documentList('nodes')} as node
    where node ->> 'id' = ${nodeId} limit 1)`;
}

/** A list of a map's stored document as written (an empty list for a missing map or one without it). */
export async function storedDocumentList(
  db: Kysely<Tables>,
  mapId: string,
  field: string,
): Promise<unknown[]> {
  const row = await db
    .selectFrom('maps')
    .select(documentPart(field).as('listText'))
    .where('id', '=', mapId)
    .executeTakeFirst();
  const stored: unknown = row?.listText ? JSON.parse(row.listText) : [];
  return Array.isArray(stored) ? stored : [];
}
