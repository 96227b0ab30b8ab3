/**
 * The node content editor (spec 2 section 2): an author writes a heading with a markdown shortcut, bold
 * text with Ctrl+B and a formula from the formula dialog, saves, reloads and finds them all rendered.
 */
import { newDemoMap } from './canvas';
import { expect, test } from './fixtures';

test('an author writes rich content for a node, saves it and finds it after a reload', async ({ page }) => {
  // A whole authoring session, on a software GPU.
  test.setTimeout(120_000);
  await newDemoMap(page);

  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  const panel = page.getByRole('complementary', { name: 'Node' });
  const content = panel.getByRole('textbox', { name: 'Content' });
  await content.click();

  // '# ' makes the line a heading; Enter leaves it for a paragraph.
  await page.keyboard.type('# Relativity');
  await expect(content.locator('h1')).toHaveText('Relativity');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Energy is ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('mass');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' times ');
  await expect(content.locator('strong')).toHaveText('mass');

  // A formula from the dialog, previewed by KaTeX before it goes in.
  await panel.getByRole('button', { name: 'Insert' }).click();
  await page.getByRole('menuitem', { name: 'Formula' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert a formula' });
  await dialog.getByLabel('LaTeX').fill('E = mc^2');
  await expect(dialog.getByTestId('formula-preview').locator('.katex')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(content.locator('.katex')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await expect(page.getByTestId('modified')).toBeHidden();

  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  await expect(page.getByRole('application', { name: 'Map New map' })).toHaveAttribute(
    'data-camera',
    /^\S+ \S+ \S+$/,
  );
  // The keyboard path selects the map's only node.
  await page.keyboard.press(']');
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await expect(content.locator('h1')).toHaveText('Relativity');
  await expect(content.locator('strong')).toHaveText('mass');
  await expect(content.locator('.katex')).toBeVisible();
  await expect(content.locator('.katex-mathml annotation')).toHaveText('E = mc^2');
});
