/**
 * The map editor as an author uses it: a new user creates a map, bulk add nodes, connect them by dragging from a
 * node's handle, set a manual truth and see it propagate, undo and redo, save, reload and find it all.
 */
import type { Page } from '@playwright/test';
import {
  COLUMN_GAP,
  cameraOf,
  colourAround,
  drag as dragOn,
  marqueeAll,
  NODE,
  newDemoMap,
  onPage,
  openNewMap,
  ROW_GAP,
  ROWS,
  viewCentre,
  zoomToFitNow,
} from './canvas';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn, signUpAndRegister, uniqueEmail } from './users';

async function newMap(page: Page) {
  return (await newDemoMap(page)).canvas;
}

test('a new user builds an argument, sees truth propagate, undoes, saves and finds it after a reload', async ({
  page,
  request,
}) => {
  // A whole authoring session from sign-up, on a software GPU.
  test.setTimeout(150_000);
  await signUpAndRegister(page, request, uniqueEmail('author'), 'author password');
  const { canvas } = await openNewMap(page);
  let camera = await cameraOf(canvas);
  // Bulk add starts its first column at the map point in the middle of the view.
  const origin = await viewCentre(canvas, camera);
  const nodeAt = (index: number) => ({
    x: origin.x + Math.floor(index / ROWS) * COLUMN_GAP,
    y: origin.y + (index % ROWS) * ROW_GAP,
  });
  const centre = (index: number) =>
    onPage(canvas, camera, { x: nodeAt(index).x + NODE.width / 2, y: nodeAt(index).y + NODE.height / 2 });
  const handle = (index: number) =>
    onPage(canvas, camera, { x: nodeAt(index).x + NODE.width, y: nodeAt(index).y + NODE.height / 2 });

  await page.getByRole('button', { name: 'Bulk add' }).click();
  const titles = Array.from({ length: 10 }, (_, i) => `Claim ${i + 1}`);
  await page.getByLabel('Node titles').fill(titles.join('\n'));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('10 selected');
  await expect(page.getByTestId('modified')).toBeVisible();
  // The dialog's backdrop takes the pointer until it has faded out.
  await expect(page.getByRole('dialog')).toBeHidden();
  // Two columns of five run past the view at 100%: all of them in sight before pointing at them.
  camera = await zoomToFitNow(page, canvas);

  const panel = page.getByRole('complementary', { name: 'Node' });
  const connectionPanel = page.getByRole('complementary', { name: 'Connection' });
  /**
   * The connection drawn from node `from` to the node a column to its right is there: a click on the
   * middle of its line selects it, and its panel names both ends and its type. (Both panels open on the
   * right, so the canvas, and every point on it, stays where it is.)
   */
  const expectConnection = async (from: number, ends: string, type: string) => {
    const middle = await onPage(canvas, camera, {
      x: nodeAt(from).x + (NODE.width + COLUMN_GAP) / 2,
      y: nodeAt(from).y + NODE.height / 2,
    });
    await page.mouse.click(middle.x, middle.y);
    await expect(connectionPanel.getByText(ends)).toBeVisible();
    await expect(connectionPanel.getByLabel('Type', { exact: true }).locator('option:checked')).toHaveText(
      type,
    );
  };
  const selectAlone = async (index: number, title: string) => {
    const at = await centre(index);
    await page.mouse.click(at.x, at.y);
    await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
    await expect(panel.getByLabel('Title')).toHaveValue(title);
  };

  // Claim 1 → Claim 6 as a relative connection (the map's default type), drawn from Claim 1's handle.
  const drag = (from: { x: number; y: number }, to: { x: number; y: number }) => dragOn(page, from, to);
  await drag(await handle(0), await centre(5));
  await expectConnection(0, 'Claim 1 → Claim 6', 'Relative');
  // Claim 2 → Claim 7 as a truth connection, from the handle Claim 2 shows while selected.
  await selectAlone(1, 'Claim 2');
  await page.getByLabel('New connections').selectOption({ label: 'Truth' });
  await drag(await handle(1), await centre(6));
  await expectConnection(1, 'Claim 2 → Claim 7', 'Truth');

  // Select Claim 2 alone and give it a manual truth of True.
  await selectAlone(1, 'Claim 2');
  await panel.getByRole('button', { name: 'Set manual truth' }).click();
  await panel.getByRole('slider').focus();
  await page.keyboard.press('End');
  await expect(panel.getByTestId('strength-value')).toHaveText('True');

  // Claim 7, the truth connection's target, is recalculated by the worker.
  const claim7 = await centre(6);
  await page.mouse.click(claim7.x, claim7.y);
  await expect(panel.getByLabel('Title')).toHaveValue('Claim 7');
  await expect(panel.getByTestId('node-truth')).toHaveText('Truth: True');
  // Claim 6, behind a relative connection, is not.
  const claim6 = await centre(5);
  await page.mouse.click(claim6.x, claim6.y);
  await expect(panel.getByLabel('Title')).toHaveValue('Claim 6');
  await expect(panel.getByTestId('node-truth')).toHaveText('Truth: Neutral');

  // Retitle, undo, redo from the keyboard.
  await panel.getByLabel('Title').fill('Conclusion');
  await panel.getByLabel('Title').press('Enter');
  await canvas.click({ position: { x: 5, y: 5 } });
  await expect(page.getByTestId('selection-count')).toHaveText('0 selected');
  await page.keyboard.press('Control+z');
  await page.mouse.click(claim6.x, claim6.y);
  await expect(panel.getByLabel('Title')).toHaveValue('Claim 6');
  await page.keyboard.press('Control+Shift+z');
  await expect(panel.getByLabel('Title')).toHaveValue('Conclusion');

  // Drag Claim 6 one column to the right: it is there, and no longer where it was.
  const moved = await onPage(canvas, await cameraOf(canvas), {
    x: nodeAt(5).x + COLUMN_GAP + NODE.width / 2,
    y: nodeAt(5).y + NODE.height / 2,
  });
  await drag(claim6, moved);
  await canvas.click({ position: { x: 5, y: 5 } });
  await page.mouse.click(moved.x, moved.y);
  await expect(panel.getByLabel('Title')).toHaveValue('Conclusion');
  await canvas.click({ position: { x: 5, y: 5 } });
  await page.mouse.click(claim6.x, claim6.y);
  await expect(page.getByTestId('selection-count')).toHaveText('0 selected');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await expect(page.getByTestId('modified')).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  const reloaded = await cameraOf(canvas);
  expect(reloaded.scale).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  // Everything came back: ten nodes (marquee over the whole canvas selects them), the title, the
  // connections and the truth.
  await marqueeAll(page, canvas);
  await expect(page.getByTestId('selection-count')).toHaveText('10 selected');
  await page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Search' }).click();
  const search = page.getByRole('region', { name: 'Search' });
  const goTo = async (title: string) => {
    await search.getByRole('searchbox', { name: 'Search nodes' }).fill(title);
    await search.getByRole('button', { name: title, exact: true }).click();
    await expect(panel.getByLabel('Title')).toHaveValue(title);
  };
  await goTo('Claim 2');
  await expect(panel.getByTestId('strength-value')).toHaveText('True');
  await page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Adjoining nodes' }).click();
  const outgoing = page
    .getByRole('region', { name: 'Adjoining nodes' })
    .getByRole('region', { name: 'Outgoing' });
  await expect(outgoing.getByRole('button')).toHaveText(/Claim 7\s*Truth/);
  await goTo('Claim 7');
  await expect(panel.getByTestId('node-truth')).toHaveText('Truth: True');
  await goTo('Claim 1');
  await expect(outgoing.getByRole('button')).toHaveText(/Conclusion\s*Relative/);
});

test('leaving a map with unsaved changes asks first, with the spec text', async ({ page }) => {
  await newMap(page);
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByTestId('modified')).toBeVisible();
  // Switching to the map's own review mode keeps the changes: nothing to ask.
  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByTestId('operation-mode')).toHaveText('Review');
  await page.getByRole('link', { name: 'Go to home page' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The map has unsaved changes that will be lost. Perform action anyway?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/review$/);
});

test('a map exported to a file imports as a new map with the same content', async ({ page }) => {
  test.setTimeout(90_000);
  await newMap(page);
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Node titles').fill('Water\nLight\nSugar');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('3 selected');
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'File' }).click();
  await page.getByRole('menuitem', { name: 'Export' }).click();
  const file = await exporting;
  expect(file.suggestedFilename()).toBe('New map.json');
  const path = await file.path();
  const source = page.url();

  await page.getByRole('button', { name: 'File' }).click();
  await page.getByRole('menuitem', { name: 'Import' }).click();
  await page.getByLabel('Map file to import').setInputFiles(path);
  // The new map opens in place of this one, whose changes were not saved: the guard asks first.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  // The user is told the file became a new map, and under what name, as it opens (a success notice
  // shows for 4 s: looked for first, not after the new map has loaded on a busy machine).
  await expect(page.getByText("The map file was imported as a new map named 'New map'.")).toBeVisible();
  await expect(page).not.toHaveURL(source);
  await expect(page).toHaveURL(/\/app\/\w{10}\/edit$/);
  const canvas = page.getByRole('application', { name: 'Map New map' });
  await expect(canvas).toHaveAttribute('data-camera', /^\S+ \S+ \S+$/);
  await marqueeAll(page, canvas);
  await expect(page.getByTestId('selection-count')).toHaveText('3 selected');
});

test('a file that is not a map is refused with a clear error', async ({ page, pageErrors }) => {
  await newMap(page);
  const source = page.url();
  await page.getByRole('button', { name: 'File' }).click();
  await page.getByRole('menuitem', { name: 'Import' }).click();
  await page.getByLabel('Map file to import').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": "world"}'),
  });
  await expect(page.getByText('This is not a map file.')).toBeVisible();
  expect(page.url()).toBe(source);
  expect(pageErrors).toEqual([]);
});

test('an author adds children to a node, arranges them, and copies and pastes them', async ({ page }) => {
  test.setTimeout(90_000);
  const canvas = await newMap(page);
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await page.getByRole('button', { name: 'Add children' }).click();
  await page.getByLabel('Titles of the children').fill('Leaf one\nLeaf two\nLeaf three');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('3 selected');

  await page.getByRole('button', { name: 'Arrange' }).click();
  await page.getByRole('menuitem', { name: 'Align in a column' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('3 selected');

  // Copy the three children and paste them with the pointer over an empty part of the map: three new
  // nodes, selected, their top-left at the pointer.
  await canvas.focus();
  await page.keyboard.press('Control+c');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const pointer = { x: box.x + 60, y: box.y + 60 };
  await page.mouse.move(pointer.x, pointer.y);
  // The canvas takes pointer moves once per animation frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.keyboard.press('Control+v');
  await expect(page.getByTestId('selection-count')).toHaveText('3 selected');
  await page.mouse.click(pointer.x + 12, pointer.y + 12);
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await expect(page.getByRole('complementary', { name: 'Node' }).getByLabel('Title')).toHaveValue(/^Leaf/);
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await marqueeAll(page, canvas);
  await expect(page.getByTestId('selection-count')).toHaveText('7 selected');
});

test('the keyboard path: add, walk through, retitle, nudge, delete, undo and select all without the mouse', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await newMap(page);
  const count = page.getByTestId('selection-count');
  const title = page.getByRole('complementary', { name: 'Node' }).getByLabel('Title');
  await page.keyboard.press('n');
  await expect(count).toHaveText('1 selected');
  await expect(title).toHaveValue('New node');
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Node titles').fill('Alpha\nBeta');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(count).toHaveText('2 selected');
  await expect(page.getByRole('dialog')).toBeHidden();

  // ] and [ walk the nodes in reading order (top to bottom, then left to right).
  await page.keyboard.press(']');
  await expect(count).toHaveText('1 selected');
  const first = await title.inputValue();
  await page.keyboard.press(']');
  await expect(title).not.toHaveValue(first);
  await page.keyboard.press('[');
  await expect(title).toHaveValue(first);

  // Enter goes to the title; Enter commits it.
  await page.keyboard.press('Enter');
  await expect(title).toBeFocused();
  await title.fill('Renamed');
  await title.press('Enter');
  await title.evaluate((input) => (input as HTMLInputElement).blur());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(title).toHaveValue('Renamed');

  await page.keyboard.press('Delete');
  await expect(count).toHaveText('0 selected');
  await page.keyboard.press('Control+z');
  // Undo brought the node back as it was, selected; walking on from it visits the other two and returns.
  await expect(count).toHaveText('1 selected');
  await expect(title).toHaveValue('Renamed');
  const seen: string[] = ['Renamed'];
  for (let step = 0; step < 3; step++) {
    await page.keyboard.press(']');
    // The panel shows the next node once it has re-rendered: wait for the title to change.
    await expect(title).not.toHaveValue(seen.at(-1) ?? '');
    await expect(count).toHaveText('1 selected');
    seen.push(await title.inputValue());
  }
  expect(seen.at(-1)).toBe('Renamed');
  expect(new Set(seen).size).toBe(3);

  // Ctrl+A selects the map's nodes, not the page's text.
  await page.keyboard.press('Control+a');
  await expect(count).toHaveText('3 selected');
  expect(await page.evaluate(() => document.getSelection()?.toString() ?? '')).toBe('');
});

test('the sandbox map works without signing in: editable, nothing to save to, exportable', async ({
  page,
}) => {
  await page.goto('/app/sandbox');
  await expect(page).toHaveURL(/\/app\/sandbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox' })).toBeVisible();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  await expect(page.getByRole('application', { name: 'Map Sandbox' })).toHaveAttribute('data-camera', /\S/);
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'File' }).click();
  await expect(page.getByRole('menuitem', { name: 'Save as…' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Export' }).click();
  expect((await exporting).suggestedFilename()).toBe('Sandbox.json');
});

test('signed in, the sandbox is kept as a new map of the user’s with Save as', async ({ page }) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await page.goto('/app/sandbox');
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  await page.getByRole('button', { name: 'Add node' }).click();
  // There is no stored map to save over: only a copy.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'File' }).click();
  await page.getByRole('menuitem', { name: 'Save as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save a copy' });
  await dialog.getByRole('textbox', { name: 'Name of the copy' }).fill('Kept from the sandbox');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/app\/\w{10}\/edit$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Kept from the sandbox' });
  await expect(heading).toBeVisible();
  await page.reload();
  await expect(heading).toBeVisible();
  const canvas = page.getByRole('application', { name: 'Map Kept from the sandbox' });
  await expect(canvas).toHaveAttribute('data-camera', /\S/);
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await marqueeAll(page, canvas);
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
});

test('a node takes a colour from the palette over its truth colour, and gives it back', async ({ page }) => {
  const canvas = await newMap(page);
  // A new node goes in the middle of the view (before the node panel opens beside the canvas).
  const middle = await viewCentre(canvas, await cameraOf(canvas));
  await page.getByRole('button', { name: 'Add node' }).click();
  const panel = page.getByRole('complementary', { name: 'Node' });
  const green = panel.getByRole('radio', { name: 'Colour #c6f6d5' });
  await green.click();
  await expect(green).toHaveAttribute('aria-checked', 'true');
  // Drawn in it: left of the title is the node's fill.
  const fill = await onPage(canvas, await cameraOf(canvas), {
    x: middle.x - NODE.width / 2 + 8,
    y: middle.y,
  });
  await expect.poll(() => colourAround(page, fill, 2)).toBe('#c6f6d5');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(green).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(green).toHaveAttribute('aria-checked', 'true');
  await panel.getByRole('button', { name: 'Use the truth colour' }).click();
  await expect(green).toHaveAttribute('aria-checked', 'false');
});
