import type { Kysely } from 'kysely';
import { newId } from '../../src/model/ids.ts';
import { hashPassword } from '../auth/passwords.ts';
import { json } from '../db/json.ts';
import type { Tables } from '../db/tables.ts';
import { seedLearningContent } from './learningContent.ts';
import { DEMO_MAP_NAME, photosynthesisMap } from './photosynthesisMap.ts';

export const DEMO_USERNAME = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-password';

/**
 * Creates the demo account with a folder and a real concept map, then the learning content (courses,
 * a class, usage history; see `./learningContent.ts`). Each part does nothing when it exists already,
 * so it is safe on every start, and a database seeded before the learning content existed gets it.
 */
export async function seedDemoContent(db: Kysely<Tables>): Promise<{ created: boolean; userId: string }> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_USERNAME)
    .executeTakeFirst();
  if (existing) {
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
  await seedLearningContent(db, userId);
  return { created: true, userId };
}
