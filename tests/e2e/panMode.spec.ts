/**
 * Pan mode (spec 2 section 3, the surface's panMode), for touch users: with the toggle pressed every drag
 * on the canvas pans, on empty space with shift held too (no marquee) and from a node (which stays where
 * it is); a tap still selects. The toggle is remembered with the user's settings of the map.
 */
import { cameraOf, drag, newDemoMap, onPage, viewCentre } from './canvas';
import { expect, test } from './fixtures';

test('in pan mode a drag moves the camera and selects nothing; the mode is remembered', async ({ page }) => {
  test.setTimeout(90_000);
  const { canvas } = await newDemoMap(page);
  const middle = await viewCentre(canvas, await cameraOf(canvas));
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  const count = page.getByTestId('selection-count');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const emptySpot = { x: box.x + 40, y: box.y + 40 };
  await page.mouse.click(emptySpot.x, emptySpot.y);
  await expect(count).toHaveText('0 selected');

  const toggle = page.getByRole('button', { name: 'Pan mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // A shift-drag on empty space, a marquee over the node otherwise, pans.
  const before = await cameraOf(canvas);
  await page.keyboard.down('Shift');
  await drag(page, { x: box.x + box.width - 20, y: box.y + box.height - 60 }, emptySpot);
  await page.keyboard.up('Shift');
  const panned = await cameraOf(canvas);
  expect(panned.x - before.x).toBeCloseTo(emptySpot.x - (box.x + box.width - 20), 0);
  expect(panned.y - before.y).toBeCloseTo(emptySpot.y - (box.y + box.height - 60), 0);
  await expect(count).toHaveText('0 selected');

  // A drag from the node (brought back into view) pans too: the node moves with the map, not over it,
  // and is not selected.
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await expect.poll(async () => (await cameraOf(canvas)).x).not.toBe(panned.x);
  const fitted = await cameraOf(canvas);
  const node = await onPage(canvas, fitted, middle);
  await drag(page, node, { x: node.x + 60, y: node.y + 30 });
  const after = await cameraOf(canvas);
  expect(after.x - fitted.x).toBeCloseTo(60, 0);
  expect(after.y - fitted.y).toBeCloseTo(30, 0);
  await expect(count).toHaveText('0 selected');
  await expect(page.getByTestId('modified')).toHaveCount(0);
  // A tap on it, where the camera now draws it, selects it.
  const moved = await onPage(canvas, after, middle);
  await page.mouse.click(moved.x, moved.y);
  await expect(count).toHaveText('1 selected');

  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  await expect(page.getByRole('button', { name: 'Pan mode' })).toHaveAttribute('aria-pressed', 'true');
});
