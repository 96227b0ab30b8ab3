/**
 * Buying a course (issue 28): the checkout through the real `stripe` package against a local stand-in of
 * Stripe's API, and the webhook with events signed by the package's own test helper. Paid access is a
 * course_purchases row, written only by a verified, matching, first-seen completed checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../server/db/json';
import { PAYMENTS_WEBHOOK_PATH } from '../../server/payments/webhook';
import { courseMessages } from '../../src/model/courses/messages';
import { newId } from '../../src/model/ids';
import { createActiveUser, insertMap, type SignedInUser, signedInUser } from '../support/accounts';
import { TEST_AUTH_ENV } from '../support/httpClient';
import { deliverEvent, stripeEvent } from '../support/stripeEvents';
import { type StripeStandIn, startStripeStandIn } from '../support/stripeStandIn';
import { startTestServer, type TestServer } from '../support/testServer';

const WEBHOOK_SECRET = 'whsec_integration_payments';
const SECRET_KEY = 'sk_test_integration_payments';
const START = 'mutation ($courseId: ID!) { startCourseCheckout(courseId: $courseId) { url } }';

let standIn: StripeStandIn;
let t: TestServer;
let authorId: string;
let webhookUrl: string;

type CourseOptions = {
  price?: { amount: number; currency: 'USD' | 'GBP' | 'EUR' } | null;
  access?: 'private' | 'public';
  suspended?: boolean;
};

/** A course inserted directly (authoring is another package's): paid with its price, or free. */
async function insertCourse(server: TestServer, author: string, name: string, options: CourseOptions = {}) {
  const id = newId();
  const price = options.price === undefined ? { amount: 1999, currency: 'USD' as const } : options.price;
  await server.database.db
    .insertInto('courses')
    .values({
      id,
      authorId: author,
      name,
      mapId: await insertMap(server, author, `${name} map`),
      access: options.access ?? 'public',
      tags: json([]),
      requirePayment: price !== null,
      priceAmount: price?.amount ?? null,
      priceCurrency: price?.currency ?? null,
      suspendDate: options.suspended ? new Date() : null,
      suspendReason: options.suspended ? 'Under review' : null,
    })
    .execute();
  return id;
}

async function startCheckout(user: SignedInUser, courseId: string) {
  return user.gql<{ startCourseCheckout: { url: string } }>(START, { courseId });
}

/** The stand-in's session id of a checkout page address. */
const sessionIdOf = (url: string) => url.split('/pay/')[1] ?? '';

async function purchases(userId: string) {
  return t.database.db.selectFrom('coursePurchases').selectAll().where('userId', '=', userId).execute();
}

async function storedSession(id: string) {
  return t.database.db.selectFrom('checkoutSessions').selectAll().where('id', '=', id).executeTakeFirst();
}

async function eventCount() {
  const row = await t.database.db
    .selectFrom('paymentEvents')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A learner with an open checkout of a new paid course. */
async function learnerWithCheckout(price = { amount: 1999, currency: 'USD' as const }) {
  const learner = await signedInUser(t);
  const courseId = await insertCourse(t, authorId, 'Cell biology', { price });
  const { data, errors } = await startCheckout(learner, courseId);
  expect(errors).toBeUndefined();
  return { learner, courseId, sessionId: sessionIdOf(data?.startCourseCheckout.url ?? '') };
}

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
  t = await startTestServer({
    ...TEST_AUTH_ENV,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  });
  webhookUrl = `${t.baseUrl}${PAYMENTS_WEBHOOK_PATH}`;
  standIn.webhookUrl = webhookUrl;
  authorId = (await createActiveUser(t, { firstName: 'Ann', lastName: 'Author' })).id;
});
afterAll(async () => {
  await t?.stop();
  await standIn?.close();
});

describe('startCourseCheckout', () => {
  it('needs a signed-in user', async () => {
    const courseId = await insertCourse(t, authorId, 'Anonymous try');
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: START, variables: { courseId } }),
    });
    const body = (await response.json()) as { errors?: { extensions: { code: string } }[] };
    expect(body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(standIn.requests.filter((request) => request.form.metadata)).toHaveLength(0);
  });

  it('opens the provider’s hosted checkout for the course’s price and remembers the session', async () => {
    const learner = await signedInUser(t);
    const courseId = await insertCourse(t, authorId, 'Genetics', {
      price: { amount: 2500, currency: 'GBP' },
    });
    const { data, errors } = await startCheckout(learner, courseId);
    expect(errors).toBeUndefined();
    const url = data?.startCourseCheckout.url ?? '';
    expect(url).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));
    const sessionId = sessionIdOf(url);
    expect(await storedSession(sessionId)).toMatchObject({
      userId: learner.id,
      courseId,
      amount: 2500,
      currency: 'GBP',
      status: 'open',
    });
    const sent = standIn.requests.at(-1);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: `Bearer ${SECRET_KEY}`,
    });
    const app = `${t.baseUrl}/app/course/${courseId}/payment`;
    expect(sent?.form).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'gbp', unit_amount: '2500', product_data: { name: 'Genetics' } },
        },
      ],
      client_reference_id: learner.id,
      metadata: { courseId, userId: learner.id },
      success_url: `${app}?checkout=success`,
      cancel_url: `${app}?checkout=cancelled`,
    });
    // Starting a checkout grants nothing.
    expect(await purchases(learner.id)).toEqual([]);
  });

  it('refuses a free course, a course it cannot see, a suspended one, and its own author', async () => {
    const learner = await signedInUser(t);
    const free = await insertCourse(t, authorId, 'Free one', { price: null });
    const hidden = await insertCourse(t, authorId, 'Hidden one', { access: 'private' });
    const suspended = await insertCourse(t, authorId, 'Suspended one', { suspended: true });
    await t.database.db
      .insertInto('courseEnrolments')
      .values({ userId: learner.id, courseId: suspended })
      .execute();
    const refusal = async (user: SignedInUser, courseId: string) => {
      const { errors } = await startCheckout(user, courseId);
      return { message: errors?.[0]?.message, code: errors?.[0]?.extensions.code };
    };
    expect(await refusal(learner, free)).toEqual({
      message: courseMessages.courseIsFree,
      code: 'BAD_USER_INPUT',
    });
    expect(await refusal(learner, hidden)).toEqual({ message: courseMessages.notFound, code: 'NOT_FOUND' });
    expect(await refusal(learner, 'nosuchcourse')).toEqual({
      message: courseMessages.notFound,
      code: 'NOT_FOUND',
    });
    expect(await refusal(learner, suspended)).toEqual({
      message: courseMessages.suspended,
      code: 'CONFLICT',
    });
    const author = await signedInUser(t);
    const own = await insertCourse(t, author.id, 'My own');
    expect(await refusal(author, own)).toEqual({
      message: courseMessages.alreadyOwned,
      code: 'BAD_USER_INPUT',
    });
    expect(
      await t.database.db
        .selectFrom('checkoutSessions')
        .selectAll()
        .where('userId', 'in', [learner.id, author.id])
        .execute(),
    ).toEqual([]);
  });
});

describe('the webhook', () => {
  it('refuses a forged signature (wrong secret) or none, writing nothing', async () => {
    const { learner, sessionId } = await learnerWithCheckout();
    const before = await eventCount();
    const forged = await deliverEvent(
      webhookUrl,
      standIn.eventFor('checkout.session.completed', sessionId),
      'whsec_forged',
    );
    expect(forged.status).toBe(400);
    const unsigned = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(standIn.eventFor('checkout.session.completed', sessionId)),
    });
    expect(unsigned.status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect(await purchases(learner.id)).toEqual([]);
    expect((await storedSession(sessionId))?.status).toBe('open');
  });

  it('a paid, completed checkout buys the course; the same event again changes nothing', async () => {
    const { learner, courseId, sessionId } = await learnerWithCheckout();
    const event = standIn.eventFor('checkout.session.completed', sessionId);
    (event.data.object as { payment_status: string }).payment_status = 'paid';
    const delivered = await deliverEvent(webhookUrl, event, WEBHOOK_SECRET);
    expect(delivered).toEqual({ status: 200, body: { received: true, outcome: 'purchased' } });
    expect(await purchases(learner.id)).toMatchObject([
      { userId: learner.id, courseId, checkoutSessionId: sessionId, amount: 1999, currency: 'USD' },
    ]);
    expect((await storedSession(sessionId))?.status).toBe('complete');
    // A refund removed the purchase; the replayed event must not bring it back.
    await t.database.db.deleteFrom('coursePurchases').where('userId', '=', learner.id).execute();
    const replayed = await deliverEvent(webhookUrl, event, WEBHOOK_SECRET);
    expect(replayed).toEqual({ status: 200, body: { received: true, outcome: 'replayed' } });
    expect(await purchases(learner.id)).toEqual([]);
  });

  it('the stand-in’s Pay delivers the event, and the buyer then owns the course', async () => {
    const { learner, courseId, sessionId } = await learnerWithCheckout();
    expect(await standIn.pay(sessionId)).toEqual({
      status: 200,
      body: { received: true, outcome: 'purchased' },
    });
    expect(await purchases(learner.id)).toHaveLength(1);
    const { errors } = await startCheckout(learner, courseId);
    expect(errors?.[0]).toMatchObject({
      message: courseMessages.alreadyOwned,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('ignores a completed checkout this server did not start, or one that differs from it', async () => {
    const { learner, sessionId } = await learnerWithCheckout();
    const paid = () => {
      const event = standIn.eventFor('checkout.session.completed', sessionId);
      Object.assign(event.data.object, { payment_status: 'paid', status: 'complete' });
      return event;
    };
    const unknown = paid();
    Object.assign(unknown.data.object, { id: 'cs_test_not_ours' });
    const cheaper = paid();
    Object.assign(cheaper.data.object, { amount_total: 100 });
    const otherBuyer = paid();
    Object.assign(otherBuyer.data.object, {
      metadata: { ...(otherBuyer.data.object.metadata as object), userId: authorId },
    });
    for (const event of [unknown, cheaper, otherBuyer]) {
      expect(await deliverEvent(webhookUrl, event, WEBHOOK_SECRET)).toEqual({
        status: 200,
        body: { received: true, outcome: 'ignored' },
      });
    }
    expect(await purchases(learner.id)).toEqual([]);
    expect(await purchases(authorId)).toEqual([]);
    expect((await storedSession(sessionId))?.status).toBe('open');
  });

  it('waits for a delayed payment: completed but unpaid buys nothing until async_payment_succeeded', async () => {
    const { learner, sessionId } = await learnerWithCheckout();
    const unpaid = standIn.eventFor('checkout.session.completed', sessionId);
    expect((await deliverEvent(webhookUrl, unpaid, WEBHOOK_SECRET)).body).toMatchObject({
      outcome: 'acknowledged',
    });
    expect(await purchases(learner.id)).toEqual([]);
    const succeeded = standIn.eventFor('checkout.session.async_payment_succeeded', sessionId);
    Object.assign(succeeded.data.object, { payment_status: 'paid' });
    expect((await deliverEvent(webhookUrl, succeeded, WEBHOOK_SECRET)).body).toMatchObject({
      outcome: 'purchased',
    });
    expect(await purchases(learner.id)).toHaveLength(1);
  });

  it('marks an expired checkout, and acknowledges other events', async () => {
    const { learner, sessionId } = await learnerWithCheckout();
    const expired = standIn.eventFor('checkout.session.expired', sessionId);
    expect((await deliverEvent(webhookUrl, expired, WEBHOOK_SECRET)).body).toMatchObject({
      outcome: 'expired',
    });
    expect((await storedSession(sessionId))?.status).toBe('expired');
    const other = stripeEvent('customer.created', { id: 'cus_test_1', object: 'customer' });
    expect(await deliverEvent(webhookUrl, other, WEBHOOK_SECRET)).toEqual({
      status: 200,
      body: { received: true, outcome: 'acknowledged' },
    });
    expect(await purchases(learner.id)).toEqual([]);
  });
});

describe('without payment configuration', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer(TEST_AUTH_ENV);
  });
  afterAll(() => bare?.stop());

  it('says payments are not available, and has no webhook to take a purchase', async () => {
    const learner = await signedInUser(bare);
    const courseId = await insertCourse(bare, (await createActiveUser(bare)).id, 'Unsold');
    const { errors } = await startCheckout(learner, courseId);
    expect(errors?.[0]).toMatchObject({
      message: courseMessages.paymentsNotAvailable,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const event = stripeEvent('checkout.session.completed', {
      id: 'cs_test_x',
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: { courseId, userId: learner.id },
    });
    const answer = await deliverEvent(`${bare.baseUrl}${PAYMENTS_WEBHOOK_PATH}`, event, WEBHOOK_SECRET);
    expect(answer.status).toBe(404);
    const rows = await bare.database.db.selectFrom('coursePurchases').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
