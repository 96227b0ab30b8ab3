/**
 * The map's settings (spec 2 section 3): an author changes the truth colours and the default connection
 * type in the Map settings dialog, sees the canvas redrawn in them, undoes and redoes, saves, and finds
 * them after a reload.
 */
import { cameraOf, colourAround, NODE, newDemoMap, onPage, openPhotosynthesis, viewCentre } from './canvas';
import { expect, test } from './fixtures';

test('an author changes the truth colours and the default connection type, and finds them after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { canvas } = await newDemoMap(page);
  // A new node goes in the middle of the view; without a manual truth it is drawn in the neutral colour.
  const middle = await viewCentre(canvas, await cameraOf(canvas));
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  const fill = async () =>
    colourAround(
      page,
      await onPage(canvas, await cameraOf(canvas), { x: middle.x - NODE.width / 2 + 8, y: middle.y }),
      2,
    );
  await expect.poll(fill).toBe('#9e9e9e');
  const newConnections = page.getByLabel('New connections');
  await expect(newConnections.locator('option:checked')).toHaveText('Relative');

  await page.getByRole('button', { name: 'Map settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Map settings' });
  await expect(dialog.getByTestId('settings-version')).toHaveText('Settings version 4');
  await dialog.getByLabel('Neutral truth colour').fill('#3366cc');
  await dialog.getByLabel('Positive truth colour').fill('#0000ff');
  await dialog.getByLabel('Default connection type').selectOption({ label: 'Truth' });
  // The scale's five steps are previewed in the new colours before they are applied.
  const preview = dialog.getByRole('group', { name: 'Truth colours on the strength scale' });
  await expect(preview).toHaveText(/False.*-50.*Neutral.*50.*True/);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();

  // Redrawn in the new neutral colour; the toolbar's new connections follow the map's default.
  await expect.poll(fill).toBe('#3366cc');
  await expect(newConnections.locator('option:checked')).toHaveText('Truth');
  await expect(page.getByTestId('modified')).toBeVisible();

  // One undoable step.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(fill).toBe('#9e9e9e');
  await expect(newConnections.locator('option:checked')).toHaveText('Relative');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect.poll(fill).toBe('#3366cc');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  await expect(newConnections.locator('option:checked')).toHaveText('Truth');
  await page.getByRole('button', { name: 'Map settings' }).click();
  await expect(dialog.getByLabel('Neutral truth colour')).toHaveValue('#3366cc');
  await expect(dialog.getByLabel('Positive truth colour')).toHaveValue('#0000ff');
  await expect(dialog.getByLabel('Default connection type').locator('option:checked')).toHaveText('Truth');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The node drawn in the saved colour (the reloaded map is fitted anew: fill reads the camera of now).
  await expect.poll(fill).toBe('#3366cc');
});

test('a reader sees the map settings but cannot change them', async ({ page }) => {
  await openPhotosynthesis(page);
  await expect(page.getByTestId('operation-mode')).toHaveText('Review only');
  await page.getByRole('button', { name: 'Map settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Map settings' });
  await expect(dialog.getByRole('status')).toHaveText('Switch to Edit to change the settings.');
  await expect(dialog.getByLabel('Neutral truth colour')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
});
