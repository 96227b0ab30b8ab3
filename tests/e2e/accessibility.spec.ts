/**
 * Every screen of the app passes axe-core (WCAG 2 A and AA rules) with no serious or critical violation,
 * as a visitor, a signed-in user and an administrator meet them.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USERNAME } from '../../server/demo/admin';
import { DEMO_CLASS_NAME } from '../../server/demo/learningContent';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn, signUpAndOpenActivation, uniqueEmail } from './users';

/** Colours are read as drawn: a panel fading in has not its final contrast yet. */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 200)} ${node.failureSummary ?? ''}`)
          .join(', ')})`,
    );
}

/** Opens each path, waits for its heading, and collects what axe finds. */
async function scan(page: Page, screens: readonly (readonly [string, RegExp | string])[]) {
  const found: Record<string, string[]> = {};
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

test('the screens a visitor meets', async ({ page }) => {
  const found = await scan(page, [
    ['/app/login', /log in|sign in/i],
    ['/app/sign-up', /sign up|create/i],
    ['/app/forgot', /password/i],
    ['/app/legal/terms', /terms/i],
    ['/app/legal/privacy', /privacy/i],
    ['/app/sandbox', /./],
  ]);
  expect(found).toEqual({});
});

test('the register screen a sign-up leads to', async ({ page, request }) => {
  await signUpAndOpenActivation(page, request, uniqueEmail('axe'));
  expect(await seriousViolations(page)).toEqual([]);
});

test('the screens a signed-in user meets, the map editor included', async ({ page }) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  const found = await scan(page, [
    ['/app/home', /./],
    ['/app/home/maps', /./],
    ['/app/home/courses', /./],
    ['/app/home/class', /./],
    ['/app/offline', /./],
  ]);
  // A map, in edit and in review.
  await page.goto('/app/home/maps');
  await page.getByRole('navigation', { name: 'Map folders' }).getByRole('link', { name: 'Biology' }).click();
  await page.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toBeVisible();
  await expect(page.getByRole('application')).toBeVisible();
  const onMap = await seriousViolations(page);
  // The map's usage report and the terms a user is asked to agree to.
  const mapPath = new URL(page.url()).pathname.replace(/\/(edit|review)$/, '');
  Object.assign(
    found,
    await scan(page, [
      [`${mapPath}/usage`, /./],
      ['/app/userTerms', /./],
    ]),
  );
  // The demo class's page, as its teacher sees it.
  await page.goto('/app/home/class');
  await page.getByRole('link', { name: DEMO_CLASS_NAME }).click();
  await expect(page.getByRole('heading', { name: DEMO_CLASS_NAME })).toBeVisible();
  const onClass = await seriousViolations(page);
  expect({ ...found, map: onMap, class: onClass }).toEqual({ map: [], class: [] });
});

test('the screens an administrator meets', async ({ page }) => {
  await logIn(page, DEMO_ADMIN_USERNAME, DEMO_ADMIN_PASSWORD);
  const found = await scan(page, [
    ['/app/admin', /./],
    ['/app/monitor', /./],
  ]);
  expect(found).toEqual({});
});
