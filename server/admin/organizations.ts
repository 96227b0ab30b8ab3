import { type Kysely, sql } from 'kysely';
import { ADMIN_MESSAGES } from '../../src/model/admin/access.ts';
import { newId } from '../../src/model/ids.ts';
import type { Tables } from '../db/tables.ts';
import { notFound } from '../errors.ts';

/** The organization of this name (any case), made when there is none yet. */
async function organizationNamed(db: Kysely<Tables>, name: string): Promise<string> {
  const existing = await db
    .selectFrom('organizations')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .orderBy('createdAt')
    .executeTakeFirst();
  if (existing) return existing.id;
  const id = newId();
  await db.insertInto('organizations').values({ id, name }).execute();
  return id;
}

/**
 * Puts a user into the organization of this name (made if new), or into none (`name` null). Site
 * administrators only: an organization administrator's scope is the organization itself.
 */
export async function setUserOrganization(
  db: Kysely<Tables>,
  userId: string,
  name: string | null,
): Promise<void> {
  const organizationId = name === null ? null : await organizationNamed(db, name);
  const updated = await db
    .updateTable('users')
    .set({ organizationId, updatedAt: new Date() })
    .where('id', '=', userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw notFound(ADMIN_MESSAGES.noSuchUser);
}
