/**
 * The sandbox keeps its work in the browser: a reload finds it, Discard starts afresh, and once it is
 * saved as a map of the user's the sandbox starts empty again.
 */
import type { Page } from '@playwright/test';
import { marqueeAll } from './canvas';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const canvasOf = (page: Page) => page.getByRole('application', { name: 'Map Sandbox' });

async function openSandbox(page: Page) {
  await page.goto('/app/sandbox');
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  await expect(canvasOf(page)).toHaveAttribute('data-camera', /\S/);
  await expect(page.getByTestId('sandbox-kept')).toBeVisible();
}

/** Selects every node of the sandbox and answers how many there are. */
async function nodeCount(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await marqueeAll(page, canvasOf(page));
  return (await page.getByTestId('selection-count').textContent()) ?? '';
}

test('a reload finds the sandbox as it was left; Discard starts it afresh', async ({ page }) => {
  await openSandbox(page);
  await expect(page.getByRole('link', { name: 'Sign up to keep it' })).toHaveAttribute('href', /\/sign-up$/);
  await page.getByRole('button', { name: 'Add node' }).click();
  const panel = page.getByRole('complementary', { name: 'Node' });
  await panel.getByLabel('Title').fill('First idea');
  await panel.getByLabel('Title').press('Enter');
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');

  // Nothing is lost, so leaving asks nothing.
  await page.reload();
  await expect(canvasOf(page)).toHaveAttribute('data-camera', /\S/);
  expect(await nodeCount(page)).toBe('1 selected');
  await expect(panel.getByLabel('Title')).toHaveValue('First idea');

  await page.getByRole('button', { name: 'Discard' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard the sandbox map' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('selection-count')).toHaveText('0 selected');
  await page.reload();
  await expect(canvasOf(page)).toHaveAttribute('data-camera', /\S/);
  await page.getByRole('button', { name: 'Add node' }).click();
  expect(await nodeCount(page)).toBe('1 selected');
});

test('once saved as a map of the user’s, the sandbox starts empty again', async ({ page }) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await openSandbox(page);
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await page.getByRole('button', { name: 'File' }).click();
  await page.getByRole('menuitem', { name: 'Save as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save a copy' });
  await dialog.getByRole('textbox', { name: 'Name of the copy' }).fill('From my sandbox');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'From my sandbox' })).toBeVisible();

  await openSandbox(page);
  await page.getByRole('button', { name: 'Add node' }).click();
  expect(await nodeCount(page)).toBe('1 selected');
});
