import type { Kysely } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import type { UserFlag } from '../../src/model/userFlags.ts';
import { hashPassword } from '../auth/passwords.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';
import { seedDemoAdmin } from './admin.ts';
import { seedLearningContent } from './learningContent.ts';
import { DEMO_MAP_NAME, photosynthesisMap } from './photosynthesisMap.ts';

export const DEMO_USERNAME = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-password';
/** A second map of the demo account, in its own folder, so the map list has more than one row. */
export const DEMO_REVISION_MAP_NAME = 'Photosynthesis (revision copy)';
const DEMO_REVISION_FOLDER = 'Science/Revision';

/**
 * Creates the demo account with a folder and a real concept map, the demo administrator, then the learning content (courses,
 * a class, usage history; see `./learningContent.ts`). Each part does nothing when it exists already,
 * so it is safe on every start, and a database seeded before the learning content existed gets it.
 */
export async function seedDemoContent(db: Kysely<Tables>): Promise<{ created: boolean; userId: string }> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_USERNAME)
    .executeTakeFirst();
  await seedDemoAdmin(db);
  if (existing) {
    await seedRevisionMap(db, existing.id);
    await seedLearningContent(db, existing.id);
    return { created: false, userId: existing.id };
  }

  const userId = newId();
  const mapId = newId();
  const labelId = newId();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: userId,
        username: DEMO_USERNAME,
        firstName: 'Demo',
        lastName: 'Learner',
        passwordHash,
        status: 'active',
        roles: json([]),
        newsletterConsent: false,
        termsAgreedAt: new Date(),
        // An account already in use, with maps and a class: Getting Started is for new users.
        flags: json({ ShownGettingStarted: true } satisfies Partial<Record<UserFlag, boolean>>),
      })
      .execute();
    await trx
      .insertInto('maps')
      .values({
        id: mapId,
        ownerId: userId,
        name: DEMO_MAP_NAME,
        document: json(photosynthesisMap(mapId)),
        createdBy: userId,
        updatedBy: userId,
      })
      .execute();
    await trx.insertInto('labels').values({ id: labelId, userId, name: 'Science/Biology' }).execute();
    await trx.insertInto('mapLabels').values({ labelId, mapId }).execute();
  });
  await seedRevisionMap(db, userId);
  await seedLearningContent(db, userId);
  return { created: true, userId };
}

/** The revision copy, once: nothing when the demo account already has a map of that name. */
async function seedRevisionMap(db: Kysely<Tables>, userId: string): Promise<void> {
  const present = await db
    .selectFrom('maps')
    .select('id')
    .where('ownerId', '=', userId)
    .where('name', '=', DEMO_REVISION_MAP_NAME)
    .executeTakeFirst();
  if (present) return;
  const mapId = newId();
  const labelId = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('maps')
      .values({
        id: mapId,
        ownerId: userId,
        name: DEMO_REVISION_MAP_NAME,
        document: json({ ...photosynthesisMap(mapId), name: DEMO_REVISION_MAP_NAME }),
        createdBy: userId,
        updatedBy: userId,
      })
      .execute();
    await trx.insertInto('labels').values({ id: labelId, userId, name: DEMO_REVISION_FOLDER }).execute();
    await trx.insertInto('mapLabels').values({ labelId, mapId }).execute();
  });
}
