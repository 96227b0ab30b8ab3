/**
 * How a node shows (spec 2 sections 3 and 4): collapsing its descendants takes them off the map until
 * it is expanded again, neighbourhoods are started and joined from the node panel, and a hidden node
 * is not drawn.
 */
import { NODE, ROW_GAP, sandboxWithTwoNodes } from './canvas';
import { expect, test } from './fixtures';

test('an author collapses a node’s descendants, groups nodes into a neighbourhood and hides a node', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { at, canvas } = await sandboxWithTwoNodes(page, ['Parent', 'Child']);
  const parent = await at(NODE.width / 2, NODE.height / 2);
  const child = await at(NODE.width / 2, ROW_GAP + NODE.height / 2);
  const count = page.getByTestId('selection-count');
  const panel = page.getByRole('complementary', { name: 'Node' });
  // The canvas redraws on its next frame after a change: click until the click finds what is drawn.
  const clickSelects = (point: { x: number; y: number }, selected: string) =>
    expect(async () => {
      await page.mouse.click(point.x, point.y);
      await expect(count).toHaveText(selected, { timeout: 1000 });
    }).toPass();

  await page.mouse.click(parent.x, parent.y);
  await expect(count).toHaveText('1 selected');
  await panel.getByText('Show descendants').click();
  await expect(panel.getByRole('checkbox', { name: 'Show descendants' })).not.toBeChecked();
  // The child is off the map: a click where it was selects nothing.
  await clickSelects(child, '0 selected');
  await page.mouse.click(parent.x, parent.y);
  await panel.getByText('Show descendants').click();
  await clickSelects(child, '1 selected');
  await expect(panel.getByLabel('Title')).toHaveValue('Child');

  // Parent roots a neighbourhood; Child joins it.
  await page.mouse.click(parent.x, parent.y);
  await panel.getByLabel('Neighbourhood').selectOption({ label: 'New neighbourhood rooted here' });
  await expect(panel.getByLabel('Neighbourhood')).toHaveText(/Neighbourhood of Parent/);
  await page.mouse.click(child.x, child.y);
  await panel.getByLabel('Neighbourhood').selectOption({ label: 'Neighbourhood of Parent' });
  await expect(panel.getByLabel('Neighbourhood').locator('option:checked')).toHaveText(
    'Neighbourhood of Parent',
  );
  await panel.getByLabel('Neighbourhood').selectOption({ label: 'None' });
  await expect(panel.getByLabel('Neighbourhood').locator('option:checked')).toHaveText('None');

  // Hidden, the child is not drawn.
  await panel.getByLabel('Visibility').selectOption({ label: 'Hidden' });
  // Empty canvas: its corner (a point off the child could be under the view panel when the header wraps).
  await canvas.click({ position: { x: 5, y: 5 } });
  await expect(count).toHaveText('0 selected');
  await clickSelects(child, '0 selected');
});
