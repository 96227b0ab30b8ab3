/**
 * The workspace bounds a drag is held to (spec 2 section 5) follow the map's: bulk add past the right
 * edge of a new map's workspace (x 4000) grows them, and a node then dragged past the old edge lands
 * where it is dropped, not at the old edge (issue 21, point 6).
 */
import type { Locator, Page } from '@playwright/test';
import { COLUMN_GAP, cameraOf, drag, NODE, newDemoMap, onPage, ROW_GAP, viewCentre } from './canvas';
import { expect, test } from './fixtures';

/** A new map's workspace ends here on the right (src/model/map/constants.ts). */
const OLD_RIGHT_EDGE = 4000;

/** Drags the empty canvas leftwards until the middle of the view is at map x `x` (the camera pans exactly). */
async function panCentreTo(page: Page, canvas: Locator, x: number): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const camera = await cameraOf(canvas);
  let left = Math.round((x - (await viewCentre(canvas, camera)).x) * camera.scale);
  const y = box.y + box.height / 2;
  while (left > 0) {
    const step = Math.min(left, box.width - 40);
    const before = await canvas.getAttribute('data-camera');
    const from = box.x + box.width - 20;
    await drag(page, { x: from, y }, { x: from - step, y });
    await expect(canvas).not.toHaveAttribute('data-camera', before ?? '');
    left -= step;
  }
}

test('a node dragged past the old right edge, after bulk add grew the workspace, lands where it is dropped', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { canvas } = await newDemoMap(page);
  const count = page.getByTestId('selection-count');
  const title = page.getByRole('complementary', { name: 'Node' }).getByLabel('Title');

  // Bulk add starts its first column in the middle of the view: bring that near the right edge.
  await panCentreTo(page, canvas, OLD_RIGHT_EDGE - 200);
  const origin = await viewCentre(canvas, await cameraOf(canvas));
  // Fourteen titles fill three columns of five but for the last cell, which stays free to drop on.
  const titles = Array.from({ length: 14 }, (_, i) => `Far ${i + 1}`);
  const cell = (column: number, row: number) => ({
    x: origin.x + column * COLUMN_GAP,
    y: origin.y + row * ROW_GAP,
  });
  const free = cell(2, 4);
  // The free cell lies past the old edge by more than a node's width: a node held at the edge is not there.
  expect(free.x).toBeGreaterThan(OLD_RIGHT_EDGE + NODE.width);
  expect(origin.x).toBeLessThan(OLD_RIGHT_EDGE);

  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Node titles').fill(titles.join('\n'));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(count).toHaveText('14 selected');
  // The dialog's backdrop takes the pointer until it has faded out.
  await expect(page.getByRole('dialog')).toBeHidden();

  // Everything on screen, large enough to point at.
  const opened = await canvas.getAttribute('data-camera');
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await expect(canvas).not.toHaveAttribute('data-camera', opened ?? '');
  const camera = await cameraOf(canvas);
  const centreOf = (topLeft: { x: number; y: number }) =>
    onPage(canvas, camera, { x: topLeft.x + NODE.width / 2, y: topLeft.y + NODE.height / 2 });
  const first = await centreOf(cell(0, 0));
  const dropped = await centreOf(free);
  const empty = async () => {
    await canvas.click({ position: { x: 5, y: 5 } });
    await expect(count).toHaveText('0 selected');
  };

  // Far 1 alone, dragged to the free cell, past the old edge.
  await empty();
  await page.mouse.click(first.x, first.y);
  await expect(count).toHaveText('1 selected');
  await expect(title).toHaveValue('Far 1');
  await drag(page, first, dropped);

  // It is where it was dropped, and no longer where it was.
  await empty();
  await page.mouse.click(dropped.x, dropped.y);
  await expect(count).toHaveText('1 selected');
  await expect(title).toHaveValue('Far 1');
  await empty();
  await page.mouse.click(first.x, first.y);
  await expect(count).toHaveText('0 selected');
});
