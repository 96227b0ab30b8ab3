/**
 * Editing a connection (spec 2 sections 3 and 5): a click on its line selects it and opens its panel;
 * its type, line type and waypoints change through map actions, a proposed waypoint dragged out bends
 * it, and Delete removes it (undo brings it back).
 */
import { drag, NODE, ROW_GAP, sandboxWithTwoNodes } from './canvas';
import { expect, test } from './fixtures';

test('an author selects a connection, changes its type and line, bends it and deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Cause above Effect, one row apart (bulk add's column), joined from Cause.
  const { at } = await sandboxWithTwoNodes(page, ['Cause', 'Effect']);
  const panel = page.getByRole('complementary', { name: 'Connection' });
  await expect(panel).toHaveCount(0);

  // The line runs down the middle from Cause's bottom to Effect's top.
  const middle = await at(NODE.width / 2, (NODE.height + ROW_GAP) / 2);
  await page.mouse.click(middle.x, middle.y);
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('selection-count')).toHaveText('0 selected');
  await expect(panel.getByText('Cause → Effect')).toBeVisible();
  await expect(panel.getByLabel('Strength')).toHaveCount(0);

  await panel.getByLabel('Type', { exact: true }).selectOption({ label: 'Truth' });
  await expect(panel.getByText('Strength')).toBeVisible();
  await panel.getByLabel('Line', { exact: true }).selectOption({ label: 'Straight' });
  await expect(panel.getByLabel('Line', { exact: true })).toHaveValue('straight');

  // A proposed waypoint sits in the middle of the line: dragged aside, it becomes a bend.
  await expect(panel.getByTestId('waypoint-count')).toHaveText(
    'No waypoints: drag a handle on the line to bend it',
  );
  await drag(page, middle, await at(NODE.width / 2 + 150, (NODE.height + ROW_GAP) / 2));
  await expect(panel.getByTestId('waypoint-count')).toHaveText('1 waypoint (double-click one to remove it)');
  await panel.getByRole('button', { name: 'Remove waypoints' }).click();
  await expect(panel.getByTestId('waypoint-count')).toHaveText(
    'No waypoints: drag a handle on the line to bend it',
  );

  // Content of its own, kept when the connection is let go and selected again.
  await panel.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type('Light drives it');
  await panel.getByRole('heading', { name: 'Connection' }).click();
  const away = await at(-300, -200);
  await page.mouse.click(away.x, away.y);
  await expect(panel).toHaveCount(0);
  await page.mouse.click(middle.x, middle.y);
  await expect(panel.getByRole('textbox', { name: 'Content' })).toHaveText('Light drives it');

  await panel.getByRole('button', { name: 'Delete connection' }).click();
  await expect(panel).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Type', { exact: true })).toHaveValue('3');

  // A click on empty space lets the connection go.
  await page.mouse.click(away.x, away.y);
  await expect(panel).toHaveCount(0);
});
