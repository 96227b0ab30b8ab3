/**
 * Editing a connection (spec 2 sections 3 and 5): a click on its line selects it and opens its panel;
 * its type, line type and waypoints change through map actions, a proposed waypoint dragged out bends
 * it, and Delete removes it (undo brings it back).
 */
import { cameraOf, drag, NODE, onPage, ROW_GAP, sandboxWithTwoNodes, viewCentre } from './canvas';
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
  // Group is no type to give a connection (spec 2 section 3: the visible types exclude it).
  const type = panel.getByLabel('Type', { exact: true });
  await expect(type.locator('option')).toContainText(['Relative', 'Truth']);
  await expect(type.locator('option', { hasText: 'Group' })).toHaveCount(0);
  // The width in effect while none is set shows in its empty field.
  await expect(panel.getByLabel('Width', { exact: true })).toHaveAttribute('placeholder', '3');

  await panel.getByLabel('Type', { exact: true }).selectOption({ label: 'Truth' });
  await expect(panel.getByText('Strength', { exact: true })).toBeVisible();
  await panel.getByLabel('Line', { exact: true }).selectOption({ label: 'Straight' });
  await expect(panel.getByLabel('Line', { exact: true })).toHaveValue('straight');

  // A claim's truth issue and a fallacy's kind are optional choices: one, then none again.
  await panel.getByLabel('Type', { exact: true }).selectOption({ label: 'Claim' });
  const claimType = panel.getByLabel('Claim type');
  await expect(claimType).toHaveValue('');
  await claimType.selectOption({ label: 'Irrelevant' });
  await expect(claimType).toHaveValue('Irrelevant');
  await claimType.selectOption({ label: 'None' });
  await expect(claimType).toHaveValue('');
  await panel.getByLabel('Type', { exact: true }).selectOption({ label: 'Fallacy' });
  await panel.getByLabel('Fallacy', { exact: true }).selectOption({ label: 'ad hominem' });
  await expect(panel.getByLabel('Fallacy', { exact: true })).toHaveValue('ad hominem');
  await panel.getByLabel('Type', { exact: true }).selectOption({ label: 'Truth' });

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

test('an author links nodes by selecting them: with the keyboard, with a click, and cancels with Escape', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/app/sandbox');
  await page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Adjoining nodes' }).click();
  const incoming = page
    .getByRole('region', { name: 'Adjoining nodes' })
    .getByRole('region', { name: 'Incoming' });
  const canvas = page.getByRole('application', { name: 'Map Sandbox' });
  const origin = await viewCentre(canvas, await cameraOf(canvas));
  // Panels and notices change the canvas's box: each point is read with the camera and box of the moment.
  const nodeCentre = async (row: number) =>
    onPage(canvas, await cameraOf(canvas), {
      x: origin.x + NODE.width / 2,
      y: origin.y + row * ROW_GAP + NODE.height / 2,
    });
  const count = page.getByTestId('selection-count');
  const title = page.getByRole('complementary', { name: 'Node' }).getByLabel('Title');
  const linking = page.getByTestId('linking');
  // The type first: the keyboard path below must not start in the select.
  await page.getByLabel('New connections').selectOption({ label: 'Truth' });
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Node titles').fill('Source\nMiddle\nTarget');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(count).toHaveText('3 selected');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Link', exact: true })).toBeDisabled();

  // The keyboard: L starts from the selected node, ] walks to another, Enter links it.
  await page.keyboard.press(']');
  await expect(title).toHaveValue('Source');
  await page.keyboard.press('l');
  await expect(linking).toContainText('Linking from ‘Source’');
  await page.keyboard.press(']');
  await expect(title).toHaveValue('Middle');
  await page.keyboard.press('Enter');
  await expect(linking).toBeHidden();
  await expect(incoming.getByRole('button')).toHaveText(/Source\s*Truth/);

  // The toolbar's Link, then a click on the node to link to.
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(linking).toContainText('Linking from ‘Middle’');
  const target = await nodeCentre(2);
  await page.mouse.click(target.x, target.y);
  await expect(title).toHaveValue('Target');
  await expect(linking).toBeHidden();
  await expect(incoming.getByRole('button')).toHaveText(/Middle\s*Truth/);

  // Escape cancels: the next node selected is not linked.
  await page.keyboard.press('l');
  await expect(linking).toContainText('Linking from ‘Target’');
  await page.keyboard.press('Escape');
  await expect(linking).toBeHidden();
  const source = await nodeCentre(0);
  await page.mouse.click(source.x, source.y);
  await expect(title).toHaveValue('Source');
  await expect(incoming).toContainText('None');
});
