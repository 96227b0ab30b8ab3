/**
 * Levels and links (spec 2 sections 2-4): an author renames a level, links a node's content to a node on
 * another level and follows the link in review; a node's map link is chosen by the map's name and a
 * click on the node in review opens that map.
 */
import { cameraOf, newDemoMap, onPage, viewCentre } from './canvas';
import { expect, test } from './fixtures';

test('an author renames a level, and a node link in the content goes to its node on another level', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newDemoMap(page);
  const selection = page.getByTestId('selection-count');
  const panel = page.getByRole('complementary', { name: 'Node' });
  const title = panel.getByLabel('Title');
  const addNode = async (name: string) => {
    await page.getByRole('button', { name: 'Add node' }).click();
    await expect(selection).toHaveText('1 selected');
    await title.fill(name);
    await title.press('Enter');
    await expect(title).toHaveValue(name);
  };

  // Beta goes alone to a new level, Details; Alpha stays on Main.
  await addNode('Beta');
  await page
    .getByRole('group', { name: 'Panels' })
    .getByRole('button', { name: 'Levels', exact: true })
    .click();
  const levels = page.getByRole('region', { name: 'Levels' });
  await levels.getByRole('textbox', { name: 'New level name' }).fill('Details');
  await levels.getByRole('button', { name: 'Add level' }).click();
  await levels.getByRole('button', { name: 'Actions for level Details' }).click();
  await page.getByRole('menuitem', { name: 'Move selected nodes to this level' }).click();
  await expect(selection).toHaveText('0 selected');
  await addNode('Alpha');

  // Renamed from the level's menu; undo gives the old name back and redo the new one.
  const levelList = levels.getByRole('listitem');
  await levels.getByRole('button', { name: 'Actions for level Details' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename level Details' });
  await expect(rename.getByLabel('Level name')).toHaveValue('Details');
  await rename.getByLabel('Level name').fill('Causes');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  const causes = levelList.getByRole('button', { name: 'Causes', exact: true });
  await expect(causes).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(levelList.getByRole('button', { name: 'Details', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(causes).toBeVisible();

  // Alpha's content links to Beta.
  await expect(title).toHaveValue('Alpha');
  await panel.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('See ');
  await panel.getByRole('button', { name: 'Insert' }).click();
  await page.getByRole('menuitem', { name: 'Node link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link to a node' });
  await dialog.getByLabel('Node', { exact: true }).selectOption({ label: 'Beta' });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.locator('[data-node-id]')).toHaveText(/Beta/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await expect(page.getByTestId('modified')).toBeHidden();
  await expect(panel.getByRole('textbox', { name: 'Content' })).toContainText('See');

  // In review the link goes to Beta: its level is made current and Beta is selected, in view.
  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByTestId('operation-mode')).toHaveText('Review');
  await expect(causes).not.toHaveAttribute('aria-current', 'true');
  await panel.getByRole('link', { name: /Beta/ }).click();
  await expect(causes).toHaveAttribute('aria-current', 'true');
  await expect(selection).toHaveText('1 selected');
  await expect(title).toHaveValue('Beta');
});

test('a node links to a map chosen by name, and a click on it in review opens that map', async ({ page }) => {
  test.setTimeout(120_000);
  const { canvas } = await newDemoMap(page);
  const selection = page.getByTestId('selection-count');
  // A new node's box is centred in the view.
  const centre = await viewCentre(canvas, await cameraOf(canvas));
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(selection).toHaveText('1 selected');
  const panel = page.getByRole('complementary', { name: 'Node' });
  const linkType = panel.getByLabel('Link to');
  await expect(linkType).toHaveValue('none');

  // A kind of link first, then the map, by its name.
  await linkType.selectOption({ label: 'A map' });
  await panel.getByLabel('Linked map').selectOption({ label: 'Photosynthesis' });
  await expect(panel.getByRole('button', { name: 'Open the link' })).toBeVisible();

  // A presentation link then offers the map's presentations, none chosen yet; the change is undone and
  // redone like any other.
  await linkType.selectOption({ label: 'A presentation' });
  await expect(panel.getByLabel('Linked presentation')).toHaveValue('');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(linkType).toHaveValue('map');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(linkType).toHaveValue('presentation');
  await linkType.selectOption({ label: 'A map' });
  await expect(linkType).toHaveValue('map');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  // In review a click on the node opens the linked map.
  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByTestId('operation-mode')).toHaveText('Review');
  const at = await onPage(canvas, await cameraOf(canvas), centre);
  await page.mouse.click(at.x, at.y);
  await expect(page.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toBeVisible();
});
