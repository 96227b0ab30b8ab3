/**
 * Logout resets the app (spec 1 section 7): the next user signing in in the same tab, with no page load
 * between, sees none of the previous user's maps, notifications or offline copies.
 */
import type { Page, Route } from '@playwright/test';
import { offlineStrings } from '../../src/api/offline/strings';
import { openNewMap } from './canvas';
import { expect, test } from './fixtures';
import { dashboardLoaded, signUpAndRegister, uniqueEmail } from './users';

const mapLink = (page: Page, mapId: string) => page.locator(`a[href$="/${mapId}"]`);

async function openMapsInApp(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Maps' }).click();
  await expect(page).toHaveURL(/\/app\/home\/maps$/);
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/**
 * Holds the page's GraphQL requests until released: while the server's answers wait, the screen can show
 * only what the client had cached, which is what a user who signs in after another must not see.
 */
async function holdGraphQL(page: Page) {
  const held: Route[] = [];
  let released = false;
  const hold = (route: Route) => (released ? route.fallback() : void held.push(route));
  await page.route('**/graphql', hold);
  return {
    waitUntilHeld: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
      await page.unroute('**/graphql', hold);
    },
  };
}

/** From a map page back to the dashboard through the app's own link: no page load. */
async function homeFromMap(page: Page) {
  await page.getByRole('link', { name: 'Go to home page' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await dashboardLoaded(page);
}

async function logOutInApp(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
}

/** The login form the logout landed on: no page load between the two users. */
async function logInInApp(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
}

async function closeGettingStarted(page: Page) {
  const gettingStarted = page.getByRole('dialog', { name: 'Getting Started' });
  await expect(page.getByText('Recommended Courses', { exact: true })).toBeVisible();
  if (await gettingStarted.isVisible()) await gettingStarted.getByRole('button', { name: 'Close' }).click();
  await dashboardLoaded(page);
}

test('after a logout the next user in the same tab sees none of the first user’s maps, notifications or offline copies', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [ada, bob] = [uniqueEmail('ada'), uniqueEmail('bob')];
  const password = 'correct horse battery';
  // Bob exists first, in a context of his own, so signing him in later is all this tab does.
  const bobsDevice = await page.context().browser()?.newContext({ baseURL: test.info().project.use.baseURL });
  if (!bobsDevice) throw new Error('no browser');
  await signUpAndRegister(await bobsDevice.newPage(), request, bob, password, { firstName: 'Bob' });
  await bobsDevice.close();

  await signUpAndRegister(page, request, ada, password);
  const { mapId } = await openNewMap(page);
  await page.getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await page.getByRole('button', { name: 'File' }).click();
  await page.getByRole('menuitem', { name: 'Keep offline' }).click();
  await expect(page.getByText(offlineStrings.kept('New map'))).toBeVisible();
  await homeFromMap(page);
  await openMapsInApp(page);
  await expect(mapLink(page, mapId)).toBeVisible();

  await logOutInApp(page);
  let graphQL = await holdGraphQL(page);
  await logInInApp(page, bob, password);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('Bob');
  await graphQL.waitUntilHeld();
  await expect(mapLink(page, mapId)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(offlineStrings.kept('New map'))).toHaveCount(0);
  await graphQL.release();
  await closeGettingStarted(page);

  graphQL = await holdGraphQL(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Maps' }).click();
  await graphQL.waitUntilHeld();
  await expect(mapLink(page, mapId)).toHaveCount(0);
  await graphQL.release();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expect(mapLink(page, mapId)).toHaveCount(0);

  // Bob's list is his own: the map he makes is in it, Ada's is not.
  const bobsMap = await openNewMap(page);
  await homeFromMap(page);
  await openMapsInApp(page);
  await expect(mapLink(page, bobsMap.mapId)).toBeVisible();
  await expect(mapLink(page, mapId)).toHaveCount(0);

  // Ada's offline copy is hers: Bob's list of offline maps does not hold it.
  await page.goto('/app/offline');
  await expect(page.getByText(offlineStrings.listEmpty)).toBeVisible();
  await expect(page.locator(`a[href$="/offline/${mapId}"]`)).toHaveCount(0);
});
