/**
 * A learner starts buying a course: the provider's hosted checkout for its price, remembered here so the
 * signed webhook that confirms it can be matched (server/payments/events.ts). Nothing here grants access.
 */
import type { Kysely } from 'kysely';
import { courseMessages } from '../../src/model/courses/messages.ts';
import type { Price } from '../../src/model/courses/price.ts';
import { requireVisibleCourse } from '../courses/access.ts';
import type { Tables } from '../db/tables.ts';
import { badInput, conflict } from '../errors.ts';
import { checkoutSessionParams } from './checkoutParams.ts';
import type { Payments } from './stripeClient.ts';

type Db = Kysely<Tables>;

/** The course's price when it is sold, else refused with 'This course is free.'. */
async function priceOf(db: Db, courseId: string): Promise<Price> {
  const row = await db
    .selectFrom('courses')
    .select(['requirePayment', 'priceAmount', 'priceCurrency'])
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  if (!row.requirePayment || row.priceAmount === null || row.priceCurrency === null)
    throw badInput(courseMessages.courseIsFree);
  return { amount: row.priceAmount, currency: row.priceCurrency };
}

async function owns(db: Db, userId: string, courseId: string): Promise<boolean> {
  const purchase = await db
    .selectFrom('coursePurchases')
    .select('courseId')
    .where('userId', '=', userId)
    .where('courseId', '=', courseId)
    .executeTakeFirst();
  return purchase !== undefined;
}

/** Answers the provider's checkout page to send the learner to. */
export async function startCourseCheckout(
  db: Db,
  payments: Payments | null,
  userId: string,
  courseId: string,
  appAddress: string,
): Promise<{ url: string }> {
  if (!payments) throw badInput(courseMessages.paymentsNotAvailable);
  const course = await requireVisibleCourse(db, userId, courseId);
  // Its author and enrolled learners still see a suspended course; nobody buys one.
  if (course.suspendDate) throw conflict(courseMessages.suspended);
  const price = await priceOf(db, courseId);
  // The author has the whole course already.
  if (course.authorId === userId || (await owns(db, userId, courseId)))
    throw badInput(courseMessages.alreadyOwned);
  const session = await payments.stripe.checkout.sessions.create(
    checkoutSessionParams({ courseId, courseName: course.name, price, userId }, appAddress),
  );
  if (!session.url) throw new Error(`checkout session ${session.id} came without a url`);
  await db
    .insertInto('checkoutSessions')
    .values({ id: session.id, userId, courseId, amount: price.amount, currency: price.currency })
    .execute();
  return { url: session.url };
}
