/**
 * The app's icons (ui/theme/GUIDE.md, Icons): the top bar's menus and the maps screen's actions show
 * lucide icons, with their words in the app's tooltip and in their accessible names.
 */
import type { Locator, Page } from '@playwright/test';
import { newDemoMap } from './canvas';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const topBar = (page: Page) => page.getByRole('banner');

/** An icon-only control: an icon drawn, no words on it, its tooltip's words shown on hover. */
async function iconWithTooltip(page: Page, control: Locator, tooltip: string) {
  await expect(control.locator('svg')).toHaveCount(1);
  await expect(control).toHaveText('');
  await control.hover();
  await expect(page.getByRole('tooltip', { name: tooltip })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip', { name: tooltip })).toBeHidden();
}

test('the top bar shows its menus as icons, their words in tooltips and menu entries with icons', async ({
  page,
}) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);

  await iconWithTooltip(page, topBar(page).getByRole('button', { name: 'Help' }), 'Help, About and Feedback');
  await iconWithTooltip(
    page,
    topBar(page).getByRole('button', { name: 'Dark mode' }),
    'Dark mode: for dark rooms and projectors',
  );
  // The account menu also names whose account it is.
  const account = topBar(page).getByRole('button', { name: 'Account menu' });
  await expect(account.locator('svg')).toHaveCount(1);
  await expect(account).toHaveText('Demo');

  await topBar(page).getByRole('button', { name: 'Help' }).click();
  const entries = page.getByRole('menu').getByRole('menuitem');
  await expect(entries.first()).toBeVisible();
  for (const entry of await entries.all()) await expect(entry.locator('svg')).toHaveCount(1);
  await page.keyboard.press('Escape');
  // Gone before the next menu opens: its entries would otherwise be counted with the account menu's.
  await expect(entries).toHaveCount(0);

  await account.click();
  const accountEntries = page.getByRole('menu').getByRole('menuitem');
  await expect(accountEntries.first()).toBeVisible();
  for (const entry of await accountEntries.all()) await expect(entry.locator('svg')).toHaveCount(1);
});

test("the maps screen's folder and row actions are icons with tooltips", async ({ page }) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await page.goto('/app/home/maps');
  await page.getByRole('navigation', { name: 'Map folders' }).getByRole('link', { name: 'Biology' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Biology' })).toBeVisible();
  const main = page.getByRole('main');

  await iconWithTooltip(page, main.getByRole('button', { name: 'Rename folder' }), 'Rename folder');
  await iconWithTooltip(page, main.getByRole('button', { name: 'Delete folder' }), 'Delete folder');
  const row = main.getByRole('row').filter({ hasText: 'Photosynthesis' });
  await iconWithTooltip(page, row.getByRole('button', { name: 'Bookmark Photosynthesis' }), 'Bookmark');
  await expect(row.getByRole('button', { name: 'Actions for Photosynthesis' }).locator('svg')).toHaveCount(1);
});

test("the map editor's toolbar shows icons, their words and keyboard shortcuts in tooltips", async ({
  page,
}) => {
  await newDemoMap(page);
  const toolbar = page.getByRole('toolbar', { name: 'Map editor' });
  // The shortcut shown is the one the editor's key handler takes (ui/screens/map/shortcuts.ts).
  await iconWithTooltip(page, toolbar.getByRole('button', { name: 'Add node' }), 'Add node (N)');
  await iconWithTooltip(page, toolbar.getByRole('button', { name: 'Bulk add' }), 'Bulk add');
  await iconWithTooltip(page, toolbar.getByRole('button', { name: 'Map settings' }), 'Map settings');
  await iconWithTooltip(
    page,
    toolbar.getByRole('button', { name: 'Pan mode' }),
    'Pan mode: drag anywhere to move the map; tap to select',
  );
  await toolbar.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await page.keyboard.press('Escape');
  await iconWithTooltip(page, toolbar.getByRole('button', { name: 'Undo' }), 'Undo (Ctrl+Z)');
  await iconWithTooltip(page, toolbar.getByRole('button', { name: 'Delete' }), 'Delete (Delete)');
  // Save keeps its word beside the icon; its tooltip gives the shortcut.
  const save = toolbar.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toHaveText('Save');
  await expect(save.locator('svg')).toHaveCount(1);
  await save.hover();
  await expect(page.getByRole('tooltip', { name: 'Save (Ctrl+S)' })).toBeVisible();
  await page.mouse.move(0, 0);

  for (const menu of ['File', 'Arrange']) {
    const trigger = toolbar.getByRole('button', { name: menu });
    await expect(trigger.locator('svg')).toHaveCount(1);
    await trigger.click();
    const entries = page.getByRole('menu').getByRole('menuitem');
    await expect(entries.first()).toBeVisible();
    for (const entry of await entries.all()) await expect(entry.locator('svg')).toHaveCount(1);
    // Escape closes the menu once it has the focus.
    await expect(page.getByRole('menu')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(entries).toHaveCount(0);
  }
});

test("the sign-in and class screens' labelled actions show their icon before their words", async ({
  page,
}) => {
  await page.goto('/app/login');
  const logInButton = page.getByRole('button', { name: 'LOGIN' });
  await expect(logInButton.locator('svg')).toHaveCount(1);
  await expect(logInButton).toHaveText('LOGIN');

  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await page.goto('/app/home/class');
  for (const name of ['Join class', 'Create class']) {
    const action = page.getByRole('main').getByRole('button', { name });
    await expect(action.locator('svg')).toHaveCount(1);
    await expect(action).toHaveText(name);
  }
});
