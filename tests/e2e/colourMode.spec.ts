/**
 * The colour mode (ui/theme/colourMode.tsx): a user switches to dark mode for a dark room or a projector,
 * the choice outlasts a reload, and every screen still passes axe in dark mode.
 */
import type { Page } from '@playwright/test';
import { DEMO_CLASS_NAME } from '../../server/demo/learningContent';
import { scan, seriousViolations } from './axe';
import { openPhotosynthesis } from './canvas';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const html = (page: Page) => page.locator('html');
const darkModeSwitch = (page: Page) => page.getByRole('button', { name: 'Dark mode' });

/** The page's own background as drawn, `rgb(r, g, b)`. */
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/** Dark enough to read as a dark page: every channel well under the middle. */
function isDark(rgb: string): boolean {
  const channels = (rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  return channels.length === 3 && channels.every((channel) => channel < 64);
}

async function switchToDark(page: Page) {
  await expect(darkModeSwitch(page)).toHaveAttribute('aria-pressed', 'false');
  await darkModeSwitch(page).click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(darkModeSwitch(page)).toHaveAttribute('aria-pressed', 'true');
}

test('dark mode is chosen from the top bar and outlasts a reload, then light mode comes back', async ({
  page,
}) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await expect(html(page)).toHaveClass(/\blight\b/);
  expect(isDark(await pageBackground(page))).toBe(false);

  await switchToDark(page);
  expect(isDark(await pageBackground(page))).toBe(true);

  await page.reload();
  await dashboardLoaded(page);
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(darkModeSwitch(page)).toHaveAttribute('aria-pressed', 'true');
  expect(isDark(await pageBackground(page))).toBe(true);

  await darkModeSwitch(page).click();
  await expect(html(page)).toHaveClass(/\blight\b/);
  await page.reload();
  await dashboardLoaded(page);
  await expect(html(page)).toHaveClass(/\blight\b/);
  expect(isDark(await pageBackground(page))).toBe(false);
});

test.describe('on a system that prefers dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the app starts dark until the user chooses light', async ({ page }) => {
    await page.goto('/app/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(isDark(await pageBackground(page))).toBe(true);
    // The visitor screens pass axe in dark mode too.
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the home screens pass axe in dark mode', async ({ page }) => {
  test.slow(); // five axe scans: on a busy 2-core machine they outlast the default timeout
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await switchToDark(page);
  const found = await scan(page, [
    ['/app/home', /./],
    ['/app/home/maps', /./],
    ['/app/home/courses', /./],
    ['/app/home/class', /./],
  ]);
  await page.getByRole('link', { name: DEMO_CLASS_NAME }).click();
  await expect(page.getByRole('heading', { name: DEMO_CLASS_NAME })).toBeVisible();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  expect({ ...found, class: await seriousViolations(page) }).toEqual({ class: [] });
});

test('the map editor passes axe in dark mode (its canvas stays light)', async ({ page }) => {
  await openPhotosynthesis(page);
  await switchToDark(page);
  await expect(page.getByRole('application')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
