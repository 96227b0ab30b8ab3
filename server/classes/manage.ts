import type { Kysely } from 'kysely';
import { customAlphabet } from 'nanoid';
import { classMessages } from '../../src/model/classes/messages.ts';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH, checkClassName } from '../../src/model/classes/rules.ts';
import { newId } from '../../src/model/ids.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Tables } from '../db/tables.ts';
import { badInput } from '../errors.ts';
import { requireAdmin } from './access.ts';

type Db = Kysely<Tables>;

export const DESCRIPTION_MAX = 2000;
const newAccessCode = customAlphabet(ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH);

function className(raw: string): string {
  const checked = checkClassName(raw);
  if (!checked.ok) throw badInput(checked.error);
  return checked.value;
}

/**
 * updateUserGroup: without an id it creates a class whose creator is its admin; with one it renames the
 * class (admins only, not archived). Answers the class id.
 */
export async function saveUserGroup(
  db: Db,
  viewerId: string,
  input: { id?: string | null; name: string; description?: string | null },
): Promise<string> {
  const name = className(input.name);
  const description = input.description?.trim();
  if (description !== undefined && description.length > DESCRIPTION_MAX) {
    throw badInput(classMessages.descriptionTooLong(DESCRIPTION_MAX));
  }
  if (input.id) {
    await requireAdmin(db, input.id, viewerId);
    await db
      .updateTable('userGroups')
      .set({ name, ...(description !== undefined ? { description } : {}) })
      .where('id', '=', input.id)
      .execute();
    return input.id;
  }
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('userGroups')
      .values({ id, name, description: description ?? '', createdBy: viewerId })
      .execute();
    await trx
      .insertInto('userGroupMembers')
      .values({ groupId: id, userId: viewerId, role: 'Admin' })
      .execute();
  });
  return id;
}

/** archiveUserGroup / restoreUserGroup (admins; allowed whatever the current state). */
export async function setArchived(
  db: Db,
  viewerId: string,
  groupId: string,
  archived: boolean,
): Promise<void> {
  await requireAdmin(db, groupId, viewerId, { allowArchived: true });
  await db.updateTable('userGroups').set({ disabled: archived }).where('id', '=', groupId).execute();
}

/** generateUserGroupAccessCode: a fresh code replaces the old one (admins, not archived). */
export async function generateAccessCode(db: Db, viewerId: string, groupId: string): Promise<string> {
  await requireAdmin(db, groupId, viewerId);
  for (let attempt = 0; ; attempt++) {
    const accessCode = newAccessCode();
    try {
      await db.updateTable('userGroups').set({ accessCode }).where('id', '=', groupId).execute();
      return accessCode;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** revokeUserGroupAccessCode: no code, so nobody new joins (admins; allowed on archived classes too). */
export async function revokeAccessCode(db: Db, viewerId: string, groupId: string): Promise<void> {
  await requireAdmin(db, groupId, viewerId, { allowArchived: true });
  await db.updateTable('userGroups').set({ accessCode: null }).where('id', '=', groupId).execute();
}
