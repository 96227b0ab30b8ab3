/**
 * The Tutorials menu and its guided tours as a new user meets them (spec 2 section 2, spec 3 section 2.5):
 * each tour step by step over the live editor, Next held until a step's action is done, completion kept
 * in the user's flags (the red dot and the badge after a reload), and the new-map route's tutorial flag.
 */
import type { Locator, Page } from '@playwright/test';
import { TOURS, type TourTarget } from '../../src/model/tours';
import { tourStrings } from '../../ui/tours/strings';
import { openNewMap, openPhotosynthesis } from './canvas';
import { expect, test } from './fixtures';
import { signUpAndRegister, uniqueEmail } from './users';

const topBar = (page: Page) => page.getByRole('banner');
const tutorialsButton = (page: Page, notDone: number) =>
  topBar(page).getByRole('button', { name: tourStrings.menuLabel(notDone), exact: true });
const entry = (page: Page, name: string) => page.getByRole('menu').getByRole('menuitem', { name });
const redDot = (item: Locator) => item.getByRole('img', { name: 'Not done yet' });
/** The tour's popover: a dialog named by its step's title. */
const step = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const nextButton = (page: Page) => page.locator('.driver-popover-next-btn');
/** The part of the editor a step points at is the one driver.js lifts above its overlay. */
const highlighted = (page: Page, target: TourTarget) =>
  expect(page.locator(`[data-tour="${target}"]`).first()).toHaveClass(/driver-active-element/);

async function newUser(page: Page, request: Parameters<typeof signUpAndRegister>[1], prefix: string) {
  await signUpAndRegister(page, request, uniqueEmail(prefix), `${prefix} password`);
}

/** Opens the menu and checks which entries still carry their red dot. */
async function expectDots(page: Page, notDone: number, dots: Record<string, boolean>) {
  await expect(tutorialsButton(page, notDone)).toBeVisible();
  await expect(topBar(page).getByTestId('tutorials-badge')).toHaveText(String(notDone));
  await tutorialsButton(page, notDone).click();
  for (const [name, dot] of Object.entries(dots))
    await expect(redDot(entry(page, name))).toHaveCount(dot ? 1 : 0);
  // Escape closes the menu once it has the focus.
  await expect(page.getByRole('menu')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

test('a new user finishes Your New Map from the Tutorials menu; after a reload its red dot is gone and the badge counts one fewer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await newUser(page, request, 'tour');
  await openNewMap(page);
  await expectDots(page, 3, { 'Your New Map': true, Toolbar: true, 'Content Editor': true });

  await tutorialsButton(page, 3).click();
  await entry(page, 'Your New Map').click();
  const texts = tourStrings.steps.newMap;

  await expect(step(page, texts.canvas.title)).toContainText('1 of 5');
  await highlighted(page, 'canvas');
  await nextButton(page).click();

  // Next is held until the user adds the node the step asks for.
  await expect(step(page, texts.addNode.title)).toContainText('2 of 5');
  await highlighted(page, 'add-node');
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();

  // Then until it is named.
  await expect(step(page, texts.nameNode.title)).toBeVisible();
  await highlighted(page, 'node-title');
  await expect(nextButton(page)).toBeDisabled();
  const title = page.getByRole('complementary', { name: 'Node' }).getByLabel('Title');
  await title.fill('Photosynthesis');
  await title.press('Enter');
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();

  // Save is the step's own button: the map is kept before the reload.
  await expect(step(page, texts.save.title)).toBeVisible();
  await highlighted(page, 'save');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await nextButton(page).click();

  await expect(step(page, texts.more.title)).toContainText('5 of 5');
  await highlighted(page, 'tutorials-menu');
  await expect(nextButton(page)).toHaveText('Done');
  await nextButton(page).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tutorialsButton(page, 2)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'New map' })).toBeVisible();
  await expectDots(page, 2, { 'Your New Map': false, Toolbar: true, 'Content Editor': true });
  // Done is done: the finished tour does not start again on its own.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a newcomer’s new map from the dashboard starts Your New Map; closed early, it stays not done', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await newUser(page, request, 'newcomer');
  await page.getByRole('navigation').getByRole('link', { name: 'New Map' }).click();
  await expect(page).toHaveURL(/\/app\/\w{10}\/edit$/);
  const first = step(page, tourStrings.steps.newMap.canvas.title);
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: tourStrings.close }).click();
  await expect(first).toBeHidden();
  await expectDots(page, 3, { 'Your New Map': true });

  // The route's flag was used once: a reload opens the map without the tour.
  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  await expect(tutorialsButton(page, 3)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('off a map, a tour opens a new map to practise on: the Toolbar tour shows each part of the toolbar', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await newUser(page, request, 'toolbar');
  await tutorialsButton(page, 3).click();
  await expect(page.getByRole('menu')).toContainText(tourStrings.opensNewMap);
  await entry(page, 'Toolbar').click();
  await expect(page).toHaveURL(/\/app\/\w{10}\/edit$/);

  const steps = TOURS.toolbar.steps;
  for (const [index, { id, target }] of steps.entries()) {
    const texts = tourStrings.steps.toolbar[id];
    await expect(step(page, texts.title)).toContainText(`${index + 1} of ${steps.length}`);
    await highlighted(page, target);
    await nextButton(page).click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectDots(page, 2, { 'Your New Map': true, Toolbar: false, 'Content Editor': true });
});

test('the Content Editor tour waits for a node and for written content', async ({ page, request }) => {
  test.setTimeout(90_000);
  await newUser(page, request, 'content');
  await openNewMap(page);
  await tutorialsButton(page, 3).click();
  await entry(page, 'Content Editor').click();
  const texts = tourStrings.steps.contentEditor;

  await expect(step(page, texts.selectNode.title)).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();

  await expect(step(page, texts.write.title)).toBeVisible();
  await highlighted(page, 'content-editor');
  await expect(nextButton(page)).toBeDisabled();
  const content = page.getByRole('complementary', { name: 'Node' }).getByRole('textbox', { name: 'Content' });
  await content.click();
  await content.pressSequentially('Light makes sugar');
  await expect(nextButton(page)).toBeEnabled();
  await nextButton(page).click();

  await expect(step(page, texts.format.title)).toBeVisible();
  await highlighted(page, 'content-formatting');
  await nextButton(page).click();
  await expect(step(page, texts.insert.title)).toBeVisible();
  await highlighted(page, 'content-insert');
  await nextButton(page).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tutorialsButton(page, 2)).toBeVisible();
});

test('on a map open for review, a tour first switches it to edit mode', async ({ page }) => {
  await openPhotosynthesis(page);
  await expect(page.getByTestId('operation-mode')).toHaveText('Review only');
  // The demo user's tours may have been finished by other tests: the count is whatever it is.
  await topBar(page)
    .getByRole('button', { name: /^Tutorials/ })
    .click();
  await entry(page, 'Toolbar').click();
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  const first = step(page, tourStrings.steps.toolbar.toolbar.title);
  await expect(first).toBeVisible();
  await highlighted(page, 'toolbar');
  // Escape in the tour leaves it before its end: not done, and the map as it was.
  await nextButton(page).focus();
  await page.keyboard.press('Escape');
  await expect(first).toBeHidden();
  await expect(page.getByTestId('modified')).toHaveCount(0);
});
