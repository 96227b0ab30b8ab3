/**
 * What a course's visitors are told (issue 28; spec 3 sections 2.4 and 6): a paid course's price and that
 * nothing opens before buying, an item of a type the app does not know, and the course summary holding
 * only what the course opens to the visitor; the course pages pass axe.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { MAP_LOAD_MS } from './canvas';
import { colleagueSignedUp } from './colleagues';
import { expect, test } from './fixtures';
import { TIDES_COURSE, tidesCourse } from './tidesCourse';

const outlineItem = (page: Page, name: string) =>
  page.getByTestId('course-outline').getByTestId('outline-item').filter({ hasText: name });

async function openCourseHome(page: Page, courseId: string) {
  await page.goto(`/app/course/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: TIDES_COURSE })).toBeVisible({
    timeout: MAP_LOAD_MS,
  });
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
