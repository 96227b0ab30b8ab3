/**
 * The node content editor (spec 2 section 2): an author writes a heading with a markdown shortcut, bold
 * text with Ctrl+B and a formula from the formula dialog, saves, reloads and finds them all rendered.
 */
import { newDemoMap } from './canvas';
import { expect, test } from './fixtures';

/** Which cell of its table the caret is in (in document order), or -1 outside a table. */
function caretCell(): number {
  const anchor = document.getSelection()?.anchorNode;
  const cell = (anchor instanceof Element ? anchor : anchor?.parentElement)?.closest('td');
  const table = cell?.closest('table');
  return cell && table ? [...table.querySelectorAll('td')].indexOf(cell) : -1;
}

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

test('tables take typing and Tab from cell to cell; a code block keeps its lines; an image keeps its width', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newDemoMap(page);
  await page.getByRole('button', { name: 'Add node' }).click();
  const panel = page.getByRole('complementary', { name: 'Node' });
  const content = panel.getByRole('textbox', { name: 'Content' });
  await content.click();
  const insert = async (item: string) => {
    await panel.getByRole('button', { name: 'Insert' }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };

  // The cursor goes into the new table's first cell; Tab moves on, and from the last cell adds a row.
  // Once the menu has gone the editor has the focus, the caret in the new table's first cell: typing
  // starts when it is there, as a person's would.
  await insert('Table');
  await expect(content).toBeFocused();
  await expect.poll(() => page.evaluate(caretCell)).toBe(0);
  const cells = content.locator('table tr');
  await page.keyboard.type('cellA');
  await expect(cells.nth(0).locator('td').first()).toHaveText('cellA');
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(caretCell)).toBe(1);
  await page.keyboard.type('cellB');
  await expect(cells.nth(0).locator('td').nth(1)).toHaveText('cellB');
  for (let cell = 2; cell <= 4; cell++) {
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(caretCell)).toBe(cell);
  }
  await page.keyboard.type('cellE');
  await expect(cells).toHaveCount(3);
  await expect(cells.nth(0).locator('td')).toHaveText(['cellA', 'cellB']);
  await expect(cells.nth(2).locator('td')).toHaveText(['cellE', '']);

  // A block asked for in a cell goes after the table, not into its row.
  await insert('Flashcard');
  const flashcard = page.getByRole('dialog', { name: 'Insert a flashcard' });
  await flashcard.getByLabel('Front').fill('Front Q');
  await flashcard.getByLabel('Back').fill('Back A');
  await flashcard.getByRole('button', { name: 'Apply' }).click();
  await expect(content.locator('[data-flashcard]')).toContainText('Front Q');
  await expect(cells.nth(0).locator('td')).toHaveCount(2);
  await expect(content.locator('table [data-flashcard]')).toHaveCount(0);

  // A code block is one block of lines; Enter on its empty last line leaves it.
  await content.locator('p').last().click();
  await page.keyboard.type('```let x = 1');
  await page.keyboard.press('Enter');
  await page.keyboard.type('x += 1');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('After the code');
  await expect(content.locator('pre')).toHaveCount(1);
  await expect(content.locator('pre')).toHaveText('let x = 1\nx += 1');
  await expect(content.locator('p', { hasText: 'After the code' })).toBeVisible();

  await insert('Image');
  const image = page.getByRole('dialog', { name: 'Insert an image' });
  await image.getByLabel('Image address').fill(`${new URL(page.url()).origin}/app/favicon.svg`);
  await image.getByLabel('Width in pixels (optional)').fill('64');
  await image.getByRole('button', { name: 'Apply' }).click();
  await expect(content.locator('img')).toHaveJSProperty('width', 64);
});
