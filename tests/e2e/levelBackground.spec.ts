/**
 * A level's background image (issue 23, Levels): uploaded from the level's menu, drawn behind the level over
 * the map's workspace, undone and redone, saved with the map and drawn again after a reload; another
 * level has none.
 */
import { solidPng } from '../support/images';
import { cameraOf, colourAround, newDemoMap, onPage, viewCentre } from './canvas';
import { expect, test } from './fixtures';

const RED = '#c81e1e';
// The workspace's proportions (1920 x 1080), so the image covers all of it.
const image = solidPng(320, 180, [0xc8, 0x1e, 0x1e]);

test('an author gives a level a background image, which is saved with the map', async ({ page }) => {
  test.setTimeout(120_000);
  const { canvas } = await newDemoMap(page);
  const centreColour = async () =>
    colourAround(
      page,
      await onPage(canvas, await cameraOf(canvas), await viewCentre(canvas, await cameraOf(canvas))),
    );
  await expect(canvas).toHaveAttribute('data-background', 'none');
  const blank = await centreColour();
  expect(blank).not.toBe(RED);

  await page
    .getByRole('group', { name: 'Panels' })
    .getByRole('button', { name: 'Levels', exact: true })
    .click();
  const levels = page.getByRole('region', { name: 'Levels' });
  await levels.getByRole('button', { name: 'Actions for level Main' }).click();
  await page.getByRole('menuitem', { name: 'Background image…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Background of level Main' });
  await expect(dialog.getByText('This level has no background image.')).toBeVisible();

  // A file that is not an image is refused with the reason, and nothing changes.
  await dialog
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'notes.txt', mimeType: '', buffer: Buffer.from('not an image') });
  await expect(dialog.getByRole('alert')).toHaveText('The file is not an image (PNG, JPEG, WebP or GIF).');
  await expect(page.getByTestId('modified')).toBeHidden();

  await dialog
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: image });
  await expect(dialog.getByRole('img', { name: 'The background image now' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toBeHidden();
  // The canvas is outside the modal dialog (hidden from the accessibility tree) until it closes.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(canvas).toHaveAttribute('data-background', 'shown');
  await expect(page.getByTestId('modified')).toBeVisible();
  await expect.poll(centreColour).toBe(RED);

  // One undoable step.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(canvas).toHaveAttribute('data-background', 'none');
  await expect.poll(centreColour).toBe(blank);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(canvas).toHaveAttribute('data-background', 'shown');
  await expect.poll(centreColour).toBe(RED);

  // Another level has its own (none).
  await levels.getByRole('textbox', { name: 'New level name' }).fill('Details');
  await levels.getByRole('button', { name: 'Add level' }).click();
  const levelList = levels.getByRole('listitem');
  await levelList.getByRole('button', { name: 'Details', exact: true }).click();
  await expect(levelList.getByRole('button', { name: 'Details', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(canvas).toHaveAttribute('data-background', 'none');
  await levelList.getByRole('button', { name: 'Main', exact: true }).click();
  await expect(canvas).toHaveAttribute('data-background', 'shown');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  await expect(canvas).toHaveAttribute('data-background', 'shown');
  await expect.poll(centreColour).toBe(RED);

  // Taken away from the dialog.
  await levels.getByRole('button', { name: 'Actions for level Main' }).click();
  await page.getByRole('menuitem', { name: 'Background image…' }).click();
  await dialog.getByRole('button', { name: 'Remove background' }).click();
  await expect(dialog.getByText('This level has no background image.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(canvas).toHaveAttribute('data-background', 'none');
});
