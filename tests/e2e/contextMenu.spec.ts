/**
 * The map's context menu (issue 23): a right click on a node, a connection or the empty canvas offers
 * the common commands there; the context-menu key and Shift+F10 open it on the selection; a review mode
 * keeps only the entries that change nothing.
 */
import type { Page } from '@playwright/test';
import { NODE, openPhotosynthesis, ROW_GAP, sandboxWithTwoNodes } from './canvas';
import { expect, test } from './fixtures';

const menu = (page: Page) => page.getByRole('menu', { name: 'Map commands' });
const entries = (page: Page) => menu(page).getByRole('menuitem');

test('a right click offers the commands of a node, a connection and the empty canvas', async ({ page }) => {
  const { at } = await sandboxWithTwoNodes(page, ['Cause', 'Effect']);
  const nodePanel = page.getByRole('complementary', { name: 'Node' });
  const connectionPanel = page.getByRole('complementary', { name: 'Connection' });

  // On a node outside the selection: that node is selected, and its commands are offered.
  // Left of the nodes: the node panel, once open, takes the canvas's right-hand side.
  const empty = await at(-NODE.width - 60, NODE.height / 2);
  await page.mouse.click(empty.x, empty.y);
  await expect(page.getByTestId('selection-count')).toHaveText('0 selected');
  const cause = await at(NODE.width / 2, NODE.height / 2);
  await page.mouse.click(cause.x, cause.y, { button: 'right' });
  await expect(entries(page)).toHaveText(['Add child', 'Link from here', 'Copy', 'Colour…', 'Delete']);
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await expect(nodePanel.getByRole('textbox', { name: 'Title' })).toHaveValue('Cause');
  await menu(page).getByRole('menuitem', { name: 'Colour…' }).click();
  await page.getByRole('menuitem', { name: 'Colour #fed7d7' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(nodePanel.getByRole('radio', { name: 'Colour #fed7d7' })).toHaveAttribute(
    'aria-checked',
    'true',
  );

  // On the connection between them: it is selected, its type changes and it is deleted from the menu.
  const line = await at(NODE.width / 2, (NODE.height + ROW_GAP) / 2);
  await page.mouse.click(line.x, line.y, { button: 'right' });
  await expect(entries(page)).toHaveText(['Change type…', 'Delete']);
  await expect(connectionPanel.getByText('Cause → Effect')).toBeVisible();
  await menu(page).getByRole('menuitem', { name: 'Change type…' }).click();
  await page.getByRole('menuitem', { name: 'Claim', exact: true }).click();
  await expect(connectionPanel.getByLabel('Type', { exact: true })).toHaveValue('7');
  await page.mouse.click(line.x, line.y, { button: 'right' });
  await menu(page).getByRole('menuitem', { name: 'Delete' }).click();
  await expect(connectionPanel).toHaveCount(0);

  // On empty space: a node there, its title ready to type.
  await page.mouse.click(empty.x, empty.y, { button: 'right' });
  await expect(entries(page)).toHaveText(['Add node here', 'Paste', 'Select all', 'Zoom to fit']);
  await menu(page).getByRole('menuitem', { name: 'Add node here' }).click();
  await expect(nodePanel.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(nodePanel.getByRole('textbox', { name: 'Title' })).toHaveValue('New node');

  // Select all from the canvas's menu, then the keyboard's menu on the selection: Shift+F10.
  await page.mouse.click(empty.x, empty.y + ROW_GAP, { button: 'right' });
  await menu(page).getByRole('menuitem', { name: 'Select all' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('3 selected');
  await page.keyboard.press('Shift+F10');
  await expect(entries(page)).toHaveText(['Add child', 'Link from here', 'Copy', 'Colour…', 'Delete']);
  // The menu takes the focus as it opens; Escape is pressed once it has (see the stop note of 2026-11-27).
  await expect(menu(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await page.keyboard.press('ContextMenu');
  await menu(page).getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('0 selected');
  await expect(nodePanel).toHaveCount(0);
});

test('in review only the menu offers only what changes nothing', async ({ page }) => {
  await openPhotosynthesis(page);
  await expect(page.getByTestId('operation-mode')).toHaveText('Review only');
  const canvas = page.getByRole('application', { name: 'Map Photosynthesis' });
  await expect(canvas).toHaveAttribute('data-scene', 'drawn');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.click(box.x + 8, box.y + 8, { button: 'right' });
  await expect(entries(page)).toHaveText(['Select all', 'Zoom to fit']);
  await menu(page).getByRole('menuitem', { name: 'Select all' }).click();
  await expect(page.getByTestId('selection-count')).not.toHaveText('0 selected');
  await page.keyboard.press('Shift+F10');
  await expect(entries(page)).toHaveText(['Copy']);
  await expect(menu(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
});
