/**
 * axe-core on the routes tests/e2e/accessibility.spec.ts leaves out: the sign-in side's token pages, the other views of the course, class and terms screens, a map of one's own in edit mode and a
 * map kept offline, opened at /app/offline/{id}. No serious or critical violation on any.
 */
import { DEMO_CLASS_NAME } from '../../server/demo/learningContent';
import { scan, seriousViolations } from './axe';
import { newDemoMap, openPhotosynthesis } from './canvas';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

test('the token pages a visitor may land on', async ({ page, pageErrors }) => {
  const found = await scan(page, [
    ['/app/school-login', /./],
    ['/app/reset_password/not-a-token', /./],
    ['/app/unsubscribe/not-a-token', /./],
  ]);
  // A spent or unknown token is answered 410 or 401: the pages say so, and the console logs the answers.
  expect(pageErrors.every((text) => /status of (410|401)/.test(text))).toBe(true);
  pageErrors.length = 0;
  expect(found).toEqual({});
});

test("a signed-in user's other views: courses, archived classes, a class's tabs, trial terms", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await page.goto('/app/home/class');
  await page.getByRole('link', { name: DEMO_CLASS_NAME }).click();
  await expect(page.getByRole('heading', { name: DEMO_CLASS_NAME })).toBeVisible();
  const classPath = new URL(page.url()).pathname.replace(/\/[a-z]+$/, '');
  const found = await scan(page, [
    ['/app/home/my-courses', /./],
    ['/app/home/search-courses', /./],
    ['/app/home/class/archived', /./],
    [`${classPath}/people`, DEMO_CLASS_NAME],
    [`${classPath}/setting`, DEMO_CLASS_NAME],
    [`${classPath}/report`, DEMO_CLASS_NAME],
    ['/app/userTrialTerms', /./],
  ]);
  expect(found).toEqual({});
});

test.describe('maps of ones own', () => {
  // Keeping a map offline needs the service worker the rest of the suite blocks (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('a new map in edit mode, and the same map kept offline', async ({ page }) => {
    test.setTimeout(150_000);
    const { mapId } = await newDemoMap(page);
    await page.getByRole('button', { name: 'Add node' }).click();
    await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
    const inEditMode = await seriousViolations(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('save-state')).toHaveText('Saved');
    await page.getByRole('button', { name: 'File' }).click();
    await page.getByRole('menuitem', { name: 'Keep offline' }).click();
    await expect(page.getByText('New map is kept offline on this device.')).toBeVisible();
    // The offline page is the service worker's to serve (as tests/e2e/offline.spec.ts opens it).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
    await page.goto(`/app/offline/${mapId}`);
    await expect(page.getByText('Offline copy')).toBeVisible();
    await expect(page.getByRole('application', { name: 'Map New map' })).toHaveAttribute(
      'data-camera',
      /^\S+ \S+ \S+$/,
    );
    expect({ inEditMode, offline: await seriousViolations(page) }).toEqual({ inEditMode: [], offline: [] });
  });
});

test("a map's practice screens: recall, the flashcards with a card turned, the items dialog", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openPhotosynthesis(page);
  const mapId = /\/app\/(\w{10})/.exec(page.url())?.[1] ?? '';
  const found = await scan(page, [
    [`/app/${mapId}/recall`, 'Photosynthesis'],
    [`/app/${mapId}/recall/layer/2`, 'Photosynthesis'],
    [`/app/${mapId}/cards/item-key-terms`, 'Photosynthesis'],
    [`/app/${mapId}/cards`, 'Photosynthesis'],
  ]);
  const card = page.getByTestId('flashcard-front');
  await card.focus();
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  const turned = await seriousViolations(page);

  await page.goto(`/app/${mapId}`);
  await page.getByRole('button', { name: 'Practise' }).click();
  await expect(page.getByRole('menu')).toBeFocused();
  await page.getByRole('menuitem', { name: 'Recall and flashcard items…' }).click();
  await expect(page.getByRole('dialog', { name: 'Recall and flashcard items' })).toBeVisible();
  const itemsDialog = await seriousViolations(page);
  expect({ ...found, turned, itemsDialog }).toEqual({ turned: [], itemsDialog: [] });
});
