/**
 * The minimap (issue 23): an overview of the level in the canvas's corner, turned on from the view
 * controls and remembered; a click on it centres the view there.
 */
import { sandboxWithTwoNodes } from './canvas';
import { expect, test } from './fixtures';

test('the minimap is turned on from the view controls, and a click on it moves the view', async ({
  page,
}) => {
  const { canvas } = await sandboxWithTwoNodes(page, ['Cause', 'Effect']);
  const toggle = page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Minimap' });
  const minimap = page.getByTestId('minimap');
  await expect(minimap).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(minimap).toBeVisible();

  const before = await canvas.getAttribute('data-camera');
  await minimap.click({ position: { x: 6, y: 6 } });
  await expect(canvas).not.toHaveAttribute('data-camera', before ?? '');
  const [, , scale] = (await canvas.getAttribute('data-camera'))?.split(' ') ?? [];
  // The view moved, at the zoom it had.
  expect(scale).toBe(before?.split(' ')[2]);

  // Remembered for the map: still on after a reload.
  await page.reload();
  await expect(minimap).toBeVisible();
  await toggle.click();
  await expect(minimap).toHaveCount(0);
});
