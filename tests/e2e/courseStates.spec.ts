/**
 * What a course's visitors are told (issue 28; spec 3 sections 2.4 and 6): a paid course's price and that
 * nothing opens before buying, a suspended course and why, an item of a type the app does not know, and the course summary holding
 * only what the course opens to the visitor; the course pages pass axe.
 */
import type { Page } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USERNAME } from '../../server/demo/admin';
import { seriousViolations } from './axe';
import { MAP_LOAD_MS } from './canvas';
import { colleagueSignedUp } from './colleagues';
import { expect, test } from './fixtures';
import { TIDES_COURSE, tidesCourse } from './tidesCourse';
import { dashboardLoaded, logIn } from './users';

const outlineItem = (page: Page, name: string) =>
  page.getByTestId('course-outline').getByTestId('outline-item').filter({ hasText: name });

async function openCourseHome(page: Page, courseId: string, name = TIDES_COURSE) {
  await page.goto(`/app/course/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: MAP_LOAD_MS });
}

test('a paid course shows its price and opens nothing before it is bought', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { page: author } = await colleagueSignedUp(browser, request, 'paid-author');
  const courseId = await tidesCourse(author, { price: { amount: 1250, currency: 'GBP' } });
  await author.context().close();

  await openCourseHome(page, courseId);
  await expect(page.getByTestId('course-price')).toHaveText('£12.50');
  await expect(page.getByRole('link', { name: 'Sign in to buy' })).toBeVisible();
  // A paid course previews no lesson, and asks a signed-out visitor to sign in for each.
  for (const name of ['What tides are', 'Why two a day', 'Tides quiz'])
    await expect(outlineItem(page, name)).toHaveAttribute('data-state', 'login');
  expect(await seriousViolations(page)).toEqual([]);

  // The player, with nothing open to play, says so and what to do instead of starting.
  await page.goto(`/app/course/${courseId}/watch`);
  await expect(page.getByText('Nothing in this course is open to you yet.')).toBeVisible({
    timeout: MAP_LOAD_MS,
  });
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}/watch$`));
  await expect(page.getByRole('link', { name: 'Sign in to buy' })).toBeVisible();
});

test('a course an administrator suspends says so and opens nothing, but to its author, until the suspension is lifted', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Named to sort first in the administrator's list of courses (by name).
  const name = `Aa suspended tides ${Date.now()}`;
  const reason = 'Under review for accuracy';
  const { page: author } = await colleagueSignedUp(browser, request, 'suspended-author');
  const courseId = await tidesCourse(author, { name });

  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, DEMO_ADMIN_USERNAME, DEMO_ADMIN_PASSWORD);
  await dashboardLoaded(admin);
  await admin.goto('/app/admin?tab=courses');
  const row = admin.getByRole('table', { name: 'Courses' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Not suspended');
  await row.getByRole('button', { name: 'Suspend…' }).click();
  const dialog = admin.getByRole('dialog', { name: `Suspend ${name}` });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(reason);

  // A visitor is told why, and no item opens, not even a preview lesson; the player starts nothing.
  await openCourseHome(page, courseId, name);
  await expect(page.getByTestId('course-suspended')).toContainText(reason);
  for (const item of ['What tides are', 'Why two a day', 'Tides quiz', 'Recall the tides'])
    await expect(outlineItem(page, item)).toHaveAttribute('data-state', 'suspended');
  await page.goto(`/app/course/${courseId}/watch`);
  await expect(page.getByTestId('course-suspended')).toContainText(reason, { timeout: MAP_LOAD_MS });
  await expect(page).toHaveURL(new RegExp(`/course/${courseId}/watch$`));

  // Its author still opens everything.
  await openCourseHome(author, courseId, name);
  await expect(author.getByTestId('course-suspended')).toContainText(reason);
  await expect(outlineItem(author, 'Spring tides')).toHaveAttribute('data-state', 'open');

  // Lifted, the preview opens again.
  await row.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(row).toContainText('Not suspended');
  await openCourseHome(page, courseId, name);
  await expect(page.getByTestId('course-suspended')).toHaveCount(0);
  await expect(outlineItem(page, 'What tides are')).toHaveAttribute('data-state', 'open');
  await admin.context().close();
  await author.context().close();
});

test('an item of an unknown type says so; the summary lists only what the course opens', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { page: author } = await colleagueSignedUp(browser, request, 'summary-author');
  const courseId = await tidesCourse(author, {
    extraItems: [{ id: 'i-slides', type: 'slideshow', name: 'Tide slides' }],
  });
  await author.context().close();

  await openCourseHome(page, courseId);
  await expect(outlineItem(page, 'Tide slides')).toHaveAttribute('data-state', 'unsupported');
  await expect(outlineItem(page, 'Tide slides').getByTestId('item-state')).toHaveText(
    'Unsupported item type',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Signed out, the summary holds the two preview lessons, not the third, and no question.
  await page.goto(`/app/course/${courseId}/summary`);
  const presentations = page.getByTestId('summary-presentations');
  await expect(presentations).toBeVisible({ timeout: MAP_LOAD_MS });
  await expect(presentations.getByRole('row')).toHaveCount(3);
  await expect(presentations).toContainText('What tides are');
  await expect(presentations).toContainText('Why two a day');
  await expect(presentations).not.toContainText('Spring tides');
  await expect(page.getByText('No questions.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Course outline' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a course presentation opened with ?close closes its window on leaving, and goes to the course home where it cannot', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { page: author } = await colleagueSignedUp(browser, request, 'close-author');
  const courseId = await tidesCourse(author);
  await author.context().close();
  const presentation = `/app/course/${courseId}/presentation/p-one?close`;
  const close = (on: Page) => on.getByRole('button', { name: 'Close the presentation' });

  // Opened by the course's page, the window closes.
  await openCourseHome(page, courseId);
  const opened = page.waitForEvent('popup');
  await page.evaluate((url) => void window.open(url), presentation);
  const popup = await opened;
  await expect(close(popup)).toBeVisible({ timeout: MAP_LOAD_MS });
  const closed = popup.waitForEvent('close');
  await close(popup).click();
  await closed;
  expect(popup.isClosed()).toBe(true);

  // A tab the visitor opened cannot be closed by the app: it goes to the course home.
  await page.goto(presentation);
  await expect(close(page)).toBeVisible({ timeout: MAP_LOAD_MS });
  await close(page).click();
  await expect(page).toHaveURL(new RegExp(`/app/course/${courseId}$`));
  await expect(page.getByRole('heading', { level: 1, name: TIDES_COURSE })).toBeVisible();
});
