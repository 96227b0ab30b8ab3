import type { Page } from '@playwright/test';
import { DEMO_REVISION_MAP_NAME } from '../../server/demo/seed';
import { expect, test } from './fixtures';
import { DEMO_USER, logIn, signUpAndRegister, uniqueEmail } from './users';

/** The demo seed's courses (server/demo/learningContent.ts); the first is the recommended one. */
const RECOMMENDED = 'Photosynthesis in Depth';
const ARGUMENTS = 'Thinking in Arguments';
const CELLS = 'Cell Biology Basics';

const card = (page: Page, name: string) => page.getByRole('article', { name });
const cards = (page: Page) => page.getByTestId('course-card');

async function search(page: Page, query: string) {
  const box = page.getByRole('searchbox', { name: 'Search courses' });
  await box.fill(query);
  await box.press('Enter');
}

test('a new user browses, searches, adds, likes and removes a course', async ({ page, request }) => {
  await signUpAndRegister(page, request, uniqueEmail('courses'), 'Sup3r-secret!');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Courses' })
    .click();
  await expect(page).toHaveURL(/\/app\/home\/courses$/);

  // The list: recommended first, descriptions cut at 130 characters, links to the course page.
  await expect(cards(page).first()).toHaveAttribute('aria-label', RECOMMENDED);
  await expect(card(page, ARGUMENTS)).toBeVisible();
  await expect(card(page, CELLS)).toBeVisible();
  const description = await card(page, RECOMMENDED).locator('p').last().textContent();
  expect(description?.endsWith('...')).toBe(true);
  expect(description?.length).toBeLessThanOrEqual(133);
  await expect(card(page, RECOMMENDED).getByRole('link', { name: RECOMMENDED })).toHaveAttribute(
    'href',
    /\/app\/course\/\w+$/,
  );
  const box = await card(page, RECOMMENDED).boundingBox();
  expect(box?.width).toBeLessThanOrEqual(376);

  // Search, a query with no match, and an empty query back to the list.
  await search(page, 'cell');
  await expect(page).toHaveURL(/\/app\/home\/search-courses\?query=cell$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, CELLS)).toBeVisible();
  await search(page, 'no-course-has-this-zzz');
  await expect(page.getByText('No courses found.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await search(page, '   ');
  await expect(page).toHaveURL(/\/app\/home\/courses$/);
  await expect(card(page, ARGUMENTS)).toBeVisible();

  // Add to my courses, with its message, and find it under My Courses.
  await card(page, ARGUMENTS).getByRole('button', { name: 'Add to my courses' }).click();
  await expect(page.getByText(`${ARGUMENTS} has been added to "My Course".`)).toBeVisible();
  await expect(card(page, ARGUMENTS).getByRole('button', { name: 'Remove from my courses' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Course views' })
    .getByRole('link', { name: 'My Courses' })
    .click();
  await expect(page).toHaveURL(/\/app\/home\/my-courses$/);
  await expect(cards(page)).toHaveCount(1);
  const mine = card(page, ARGUMENTS);
  await expect(mine).toBeVisible();

  // Like and unlike: the count follows, and the like survives a reload.
  const count = mine.getByTestId('like-count');
  const before = Number(await count.textContent());
  await mine.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(count).toHaveText(String(before + 1));
  const unlike = mine.getByRole('button', { name: 'Unlike' });
  await expect(unlike).toHaveAttribute('aria-pressed', 'true');
  // The count shows at once (optimistic); the button is enabled again once the server has it.
  await expect(unlike).toBeEnabled();
  await page.reload();
  await expect(card(page, ARGUMENTS).getByTestId('like-count')).toHaveText(String(before + 1));
  await card(page, ARGUMENTS).getByRole('button', { name: 'Unlike' }).click();
  await expect(card(page, ARGUMENTS).getByTestId('like-count')).toHaveText(String(before));

  // Unenrol after the confirmation: My Courses is empty again.
  await card(page, ARGUMENTS).getByRole('button', { name: 'Remove from my courses' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('No courses found.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('the demo map usage report draws a chart (an unused map: No data available) and Exit leaves it', async ({
  page,
}) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page).toHaveURL(/\/app\/home/);
  const mapIds = await page.evaluate(async () => {
    const csrf = /(?:^|;\s*)csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) },
      body: JSON.stringify({ query: '{ maps(view: myMaps) { id name } }' }),
    });
    const body = (await response.json()) as { data: { maps: { id: string; name: string }[] } };
    return Object.fromEntries(body.data.maps.map((map) => [map.name, map.id]));
  });
  const mapId = mapIds.Photosynthesis ?? '';
  expect(mapId).not.toBe('');

  // The revision copy has never been used.
  await page.goto(`/app/${mapIds[DEMO_REVISION_MAP_NAME]}/usage`);
  await expect(page.getByText('No data available')).toBeVisible();

  await page.goto(`/app/${mapId}/usage`);
  await expect(page.getByRole('heading', { level: 1, name: 'Usage report' })).toBeVisible();
  const chart = page.getByTestId('usage-chart');
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.locator('.recharts-line')).toHaveCount(5);
  for (const series of ['Loads', 'Course loads', 'Updates', 'Shares', 'Total'])
    await expect(chart.getByText(series, { exact: true })).toBeVisible();
  await expect(page.getByText('No data available')).toHaveCount(0);

  // Opened directly, Exit has nowhere to go back to: the maps list.
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/app\/home\/maps$/);
});
