/**
 * Every screen of the app passes axe-core (WCAG 2 A and AA rules) with no serious or critical violation,
 * as a visitor, a signed-in user and an administrator meet them.
 */
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USERNAME } from '../../server/demo/admin';
import { DEMO_CLASS_NAME } from '../../server/demo/learningContent';
import { scan, seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn, signUpAndOpenActivation, uniqueEmail } from './users';

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
  // Nine screens, each scanned whole by axe: on a busy two-core machine that runs past a minute.
  test.setTimeout(180_000);
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
