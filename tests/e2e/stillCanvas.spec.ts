/**
 * The canvas keeps its place (issue 23): the map's header is one line of fixed height, so switching Edit
 * and Review, an unsaved change and a narrow window leave the canvas where it is.
 */
import type { Locator } from '@playwright/test';
import { newDemoMap, sandboxWithTwoNodes } from './canvas';
import { expect, test } from './fixtures';

/** The canvas's box once the page has settled. */
async function boxOf(canvas: Locator) {
  await expect(canvas).toHaveAttribute('data-camera', /\S/);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  return box;
}

test('switching Edit and Review, an unsaved change and a narrow window leave the canvas in place', async ({
  page,
}) => {
  const { canvas, mapId } = await newDemoMap(page);
  const inEdit = await boxOf(canvas);

  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${mapId}/review$`));
  await expect(page.getByTestId('operation-mode')).toHaveText('Review');
  expect(await boxOf(canvas)).toEqual(inEdit);

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  expect(await boxOf(canvas)).toEqual(inEdit);

  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByTestId('modified')).toBeVisible();
  // The node panel opens at the canvas's right: its top, left and height stay.
  const changed = await boxOf(canvas);
  expect({ x: changed.x, y: changed.y, height: changed.height }).toEqual({
    x: inEdit.x,
    y: inEdit.y,
    height: inEdit.height,
  });
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByTestId('linking')).toBeVisible();
  expect(await boxOf(canvas)).toEqual(changed);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('linking')).toBeHidden();

  // A narrow window: the header does not wrap, the canvas starts where it did; every command is still there.
  const size = page.viewportSize();
  await page.setViewportSize({ width: 900, height: size?.height ?? 720 });
  await expect.poll(async () => (await boxOf(canvas)).width).toBeLessThan(changed.width);
  const narrow = await boxOf(canvas);
  expect({ y: narrow.y, height: narrow.height }).toEqual({ y: inEdit.y, height: inEdit.height });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeInViewport();
});

test('a new map and the sandbox open at 100%, where titles are readable', async ({ page }) => {
  const { canvas } = await newDemoMap(page);
  await expect(canvas).toHaveAttribute('data-camera', /^\S+ \S+ 1$/);
  await expect(page.getByTestId('zoom-level')).toHaveText('100%');
  await page.goto('/app/sandbox');
  await expect(page.getByRole('application', { name: 'Map Sandbox' })).toHaveAttribute(
    'data-camera',
    /^\S+ \S+ 1$/,
  );
  await expect(page.getByTestId('zoom-level')).toHaveText('100%');
});

test('Escape in a node title leaves it for the map, the typing abandoned and the node still selected', async ({
  page,
}) => {
  await sandboxWithTwoNodes(page, ['Cause', 'Effect']);
  const title = page.getByRole('complementary', { name: 'Node' }).getByRole('textbox', { name: 'Title' });
  await page.keyboard.press('n');
  await expect(title).toBeFocused();
  await page.keyboard.type('Abandoned');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('application', { name: 'Map Sandbox' })).toBeFocused();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await expect(title).toHaveValue('New node');
});
