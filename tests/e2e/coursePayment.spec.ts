/**
 * Buying a course (issue 28) as a learner would: the payment page shows the price, Buy opens the
 * provider's hosted checkout (the local stand-in of Stripe, tests/support/stripeStandIn.ts), Pay there
 * sends the signed webhook and returns the learner, and the course opens with Paid access.
 */
import { STRIPE_STAND_IN_PORT } from '../support/e2eServers';
import { expect, test } from './fixtures';
import { createMap, graphql } from './mapApi';
import { signUpAndRegister, uniqueEmail } from './users';

const PASSWORD = 'Sup3r-secret!';
const COURSE = 'Cells for sale';

test('a learner pays for a course on the provider’s page and the course opens', async ({
  page,
  request,
  browser,
}) => {
  // Two people sign up (seller and buyer) before the purchase: longer than one screen's flow.
  test.setTimeout(120_000);
  // An author of their own (not the demo account, whose lists other tests read) sells an unlisted course.
  const authorContext = await browser.newContext();
  const author = await authorContext.newPage();
  await signUpAndRegister(author, request, uniqueEmail('seller'), PASSWORD, {
    firstName: 'Sam',
    lastName: 'Seller',
  });
  const map = await createMap(author, { name: COURSE });
  const { createCourse } = await graphql<{ createCourse: { id: string } }>(
    author,
    'mutation($mapId: ID!, $name: String!) { createCourse(mapId: $mapId, name: $name) { id } }',
    { mapId: map.id, name: COURSE },
  );
  const courseId = createCourse.id;
  await graphql(
    author,
    'mutation($courseId: ID!, $input: CourseInput!) { updateCourse(courseId: $courseId, input: $input) { id } }',
    {
      courseId,
      input: {
        name: COURSE,
        description: 'Cells, for a price.',
        tags: [],
        access: 'public-not-listed',
        price: { amount: 1999, currency: 'USD' },
        allowCopies: false,
      },
    },
  );
  await authorContext.close();

  await signUpAndRegister(page, request, uniqueEmail('buyer'), PASSWORD);
  await page.goto(`/app/course/${courseId}/payment`);
  await expect(page.getByRole('heading', { name: `Buy ${COURSE}` })).toBeVisible();
  await expect(page.getByTestId('course-price')).toHaveText('Price: $19.99');

  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${STRIPE_STAND_IN_PORT}/pay/cs_test_`));
  await expect(page.getByRole('heading', { name: COURSE })).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText('$19.99');
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the payment page, which opens the course once the server has the purchase.
  await expect(page).toHaveURL(new RegExp(`/app/course/${courseId}$`));
  const { courseHome } = await graphql<{ courseHome: { access: string } }>(
    page,
    'query($courseId: ID!) { courseHome(courseId: $courseId) { access } }',
    { courseId },
  );
  expect(courseHome.access).toBe('Paid');
  // Nothing left to buy.
  await page.goto(`/app/course/${courseId}/payment`);
  await expect(page.getByText('You already own this course.')).toBeVisible();
});
