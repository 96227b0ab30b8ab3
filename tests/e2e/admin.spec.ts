import type { Page } from '@playwright/test';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USERNAME } from '../../server/demo/admin';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const topBar = (page: Page) => page.getByRole('banner');

test('feedback a user sends is read by an administrator in /admin', async ({ page, browser }) => {
  const text = `The map list could sort by size (${Date.now()})`;
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await topBar(page).getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await dialog.getByPlaceholder('Describe the issue or suggest improvements...').fill(text);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thanks for your feedback')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, DEMO_ADMIN_USERNAME, DEMO_ADMIN_PASSWORD);
  await dashboardLoaded(admin);
  await topBar(admin).getByRole('button', { name: 'Account menu' }).click();
  await admin.getByRole('menuitem', { name: 'Administration' }).click();
  await expect(admin).toHaveURL(/\/app\/admin$/);
  await expect(admin.getByRole('heading', { name: 'Administration' })).toBeVisible();
  // The users table lists the demo learner, found by the search.
  await admin.getByLabel('Search users').fill(DEMO_USER.email);
  await expect(admin.getByRole('table', { name: 'Users' }).getByText(DEMO_USER.email)).toBeVisible();

  await admin.getByRole('tab', { name: 'Feedback' }).click();
  await expect(admin).toHaveURL(/\?tab=feedback$/);
  const row = admin.getByRole('table', { name: 'Feedback' }).getByRole('row').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(row).toContainText(DEMO_USER.email);
  await expect(row).toContainText('/home');
  await adminContext.close();
});

test('a user without an admin role opening /admin or /monitor is refused', async ({ page }) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await topBar(page).getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Administration' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { name: 'Not accessible' })).toBeVisible();
  await expect(
    page.getByText('Only site and organization administrators can use the administration page.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto('/app/monitor');
  await expect(page.getByText('Only site administrators can use the monitor page.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('an administrator reads the monitor: server, database, sessions', async ({ page }) => {
  await logIn(page, DEMO_ADMIN_USERNAME, DEMO_ADMIN_PASSWORD);
  await dashboardLoaded(page);
  await page.goto('/app/admin');
  await page.getByRole('link', { name: 'Monitor' }).click();
  await expect(page).toHaveURL(/\/app\/monitor$/);
  await expect(page.getByRole('heading', { name: 'Monitor' })).toBeVisible();
  const database = page.getByTestId('monitor-Database (pglite)');
  await expect(database.getByText('Healthy')).toBeVisible();
  await expect(page.getByTestId('monitor-Redis').getByText('Not configured (no REDIS_URL)')).toBeVisible();
  // At least this administrator's own session is live.
  await expect(page.getByTestId('monitor-Live sessions')).toContainText(/Live sessions[1-9]/);
});
