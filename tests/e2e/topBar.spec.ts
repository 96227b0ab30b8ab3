import type { Page } from '@playwright/test';
import { DEFAULT_FEATURE_FLAGS, toFlagList } from '../../src/model/featureFlags';
import { APP_VERSION } from '../../src/model/version';
import { openPhotosynthesis } from './canvas';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const HELP_SITE = 'https://help.example.org/faq';
const TUTORIALS = 'https://help.example.org/videos';

/** The flags as an operator who configured the help site and the tutorials would serve them. */
async function configureHelpAddresses(page: Page) {
  const flags = { ...DEFAULT_FEATURE_FLAGS, 'help-url': HELP_SITE, 'tutorials-url': TUTORIALS };
  await page.route('**/a/feature/flags', (route) => route.fulfill({ json: toFlagList(flags) }));
}

async function signInToDashboard(page: Page) {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await dashboardLoaded(page);
}

const topBar = (page: Page) => page.getByRole('banner');

test('the help menu opens the configured help site and tutorials in new tabs, with About and Feedback', async ({
  page,
}) => {
  await configureHelpAddresses(page);
  await signInToDashboard(page);
  await topBar(page).getByRole('button', { name: 'Help' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Help and FAQ',
    'Video Tutorials',
    'About',
    'Feedback',
    'Help summary',
  ]);
  await expect(menu.getByRole('separator')).toHaveCount(1);
  const help = menu.getByRole('menuitem', { name: 'Help and FAQ' });
  await expect(help).toHaveAttribute('href', HELP_SITE);
  await expect(help).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('menuitem', { name: 'Video Tutorials' })).toHaveAttribute('href', TUTORIALS);
  const summary = menu.getByRole('menuitem', { name: 'Help summary' });
  await expect(summary).toHaveAttribute('target', '_blank');

  // The shipped help summary opens in a tab of its own.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), summary.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Study Maps: help summary' })).toBeVisible();
  await tab.close();
});

test('without configured addresses, Help and FAQ opens the shipped summary and Video Tutorials is left out', async ({
  page,
}) => {
  await signInToDashboard(page);
  await topBar(page).getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menuitem', { name: 'Help and FAQ' })).toHaveAttribute(
    'href',
    '/app/help.html',
  );
  await expect(page.getByRole('menuitem', { name: 'Video Tutorials' })).toHaveCount(0);
});

test('About shows the version and the live connection; off a map the map status is N/A', async ({ page }) => {
  await signInToDashboard(page);
  await topBar(page).getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  const about = page.getByRole('dialog', { name: 'About' });
  await expect(about.getByTestId('about-version')).toHaveText(APP_VERSION);
  await expect(about.getByTestId('about-connection')).toHaveText('Connected (not required)');
  await expect(about.getByTestId('about-map-status')).toHaveText('N/A');
  await about.getByRole('button', { name: 'Close' }).click();
  await expect(about).toBeHidden();
});

test('Feedback: Send stays off while blank, then sends and thanks', async ({ page }) => {
  await signInToDashboard(page);
  await topBar(page).getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  const box = dialog.getByPlaceholder('Describe the issue or suggest improvements...');
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.fill('The help menu is easy to find.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Thanks for your feedback')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the account menu lists the demo user’s entries in the spec’s order', async ({ page }) => {
  await signInToDashboard(page);
  await topBar(page).getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(DEMO_USER.email)).toBeVisible();
  // Neither an admin nor an org admin, and no new version waiting.
  await expect(menu.getByRole('menuitem')).toHaveText(['My Profile', 'Logout']);
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Log out?' })).toBeVisible();
});

test('a map page has the top bar: the home link with its tooltip, Help with About showing the map', async ({
  page,
}) => {
  await openPhotosynthesis(page);
  const mapId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const home = topBar(page).getByRole('link', { name: 'Go to home page' });
  await expect(home).toHaveAttribute('href', '/app/home');
  await expect(home).not.toHaveAttribute('title', /.*/);
  await home.hover();
  await expect(
    page.getByText('Go to home page - Exit map and return to home page to load another map or course'),
  ).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: 'Account menu' })).toBeVisible();

  await topBar(page).getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'About' }).click();
  const about = page.getByRole('dialog', { name: 'About' });
  await expect(about.getByTestId('about-connection')).toHaveText('Connected (not required)');
  await expect(about.getByTestId('about-map-status')).toHaveText(`Map ${mapId}: 1 user`);
});

test('signed out on the sandbox map: Help without Feedback, no account menu, About says Disconnected', async ({
  page,
}) => {
  await page.goto('/app/sandbox');
  await expect(topBar(page).getByRole('link', { name: 'Go to home page' })).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await topBar(page).getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Help and FAQ', 'About', 'Help summary']);
  await page.getByRole('menuitem', { name: 'About' }).click();
  const about = page.getByRole('dialog', { name: 'About' });
  await expect(about.getByTestId('about-connection')).toHaveText('Disconnected (not required)');
  await expect(about.getByTestId('about-map-status')).toHaveText('N/A');
});

test('a window the app opened has a Close button that closes it; a window the user opened has none', async ({
  page,
}) => {
  await signInToDashboard(page);
  await expect(topBar(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(topBar(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
  const [opened] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => window.open('/app/home', 'second-display', 'width=800,height=600')),
  ]);
  const close = topBar(opened).getByRole('button', { name: 'Close' });
  await expect(close).toBeVisible();
  await Promise.all([opened.waitForEvent('close'), close.click()]);
  expect(opened.isClosed()).toBe(true);
});
