/**
 * Touch screens (ui/theme/system.ts, GUIDE.md): every button, field and menu entry is at least 44 px
 * tall on a screen used with a finger, while a mouse keeps the compact sizes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const TOUCH_TARGET = 44;
/** Layout rounds to a fraction of a device pixel: 43.99998 px is a 44 px target. */
const AT_LEAST_TOUCH_TARGET = TOUCH_TARGET - 0.01;
const helpButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Help' });

async function boxOf(page: Page, name: string) {
  const box = await page.getByRole('banner').getByRole('button', { name }).boundingBox();
  if (!box) throw new Error(`no box for ${name}`);
  return box;
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test("the top bar's buttons and menu entries are at least 44 px", async ({ page }) => {
    await logIn(page, DEMO_USER.email, DEMO_USER.password);
    await dashboardLoaded(page);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);

    for (const name of ['Help', 'Dark mode', 'Account menu']) {
      const box = await boxOf(page, name);
      expect(box.height, name).toBeGreaterThanOrEqual(AT_LEAST_TOUCH_TARGET);
      expect(box.width, name).toBeGreaterThanOrEqual(AT_LEAST_TOUCH_TARGET);
    }
    await helpButton(page).click();
    const about = page.getByRole('menuitem', { name: 'About' });
    await expect(about).toBeVisible();
    expect((await about.boundingBox())?.height).toBeGreaterThanOrEqual(AT_LEAST_TOUCH_TARGET);
  });
});

test('with a mouse the top bar keeps its compact size', async ({ page }) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(false);
  expect((await boxOf(page, 'Help')).height).toBeLessThan(TOUCH_TARGET);
});

test.describe('on a touch screen, choices', () => {
  test.use({ hasTouch: true, isMobile: true });

  test("a checkbox's hit area is at least 44 px, with or without words", async ({ page }) => {
    await logIn(page, DEMO_USER.email, DEMO_USER.password);
    await dashboardLoaded(page);
    await page.goto('/app/home/maps');
    await page
      .getByRole('navigation', { name: 'Map folders' })
      .getByRole('link', { name: 'Biology' })
      .click();
    const select = page.getByRole('checkbox', { name: 'Select Photosynthesis' });
    await expect(select).toBeAttached();
    // The hidden input's label is the part a finger hits.
    const box = await select.locator('xpath=..').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(AT_LEAST_TOUCH_TARGET);
    expect(box?.width).toBeGreaterThanOrEqual(AT_LEAST_TOUCH_TARGET);
  });
});

test('with a mouse a checkbox keeps its compact size', async ({ page }) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await page.goto('/app/home/maps');
  await page.getByRole('navigation', { name: 'Map folders' }).getByRole('link', { name: 'Biology' }).click();
  const select = page.getByRole('checkbox', { name: 'Select Photosynthesis' });
  await expect(select).toBeAttached();
  expect((await select.locator('xpath=..').boundingBox())?.height).toBeLessThan(TOUCH_TARGET);
});
