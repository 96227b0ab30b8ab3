/**
 * Aids to making and reading a map: the automatic layout (the whole level laid out in one step, which undo
 * takes back) and the legend of what colours and lines mean.
 */
import { NODE, sandboxWithTwoNodes } from './canvas';
import { expect, test } from './fixtures';

test('laying out the level puts a claim above its reason, in one step undo takes back', async ({ page }) => {
  // A reason above the claim it supports (joined reason → claim): upside down for an argument map.
  const { canvas, at } = await sandboxWithTwoNodes(page, ['Reason', 'Claim']);
  const panel = page.getByRole('complementary', { name: 'Node' });
  const topLeftNode = async () => {
    const point = await at(NODE.width / 2, NODE.height / 2);
    await page.mouse.click(point.x, point.y);
    await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
    return panel.getByLabel('Title');
  };
  await expect(await topLeftNode()).toHaveValue('Reason');
  await canvas.click({ position: { x: 5, y: 5 } });
  await expect(page.getByTestId('selection-count')).toHaveText('0 selected');

  await page.getByRole('button', { name: 'Arrange' }).click();
  await page.getByRole('menuitem', { name: 'Lay out the whole level' }).click();
  await expect(page.getByRole('menuitem', { name: 'Lay out the whole level' })).toBeHidden();
  await expect(await topLeftNode()).toHaveValue('Claim');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(await topLeftNode()).toHaveValue('Reason');
});

test('the legend says what node colours and connection lines mean', async ({ page }) => {
  await page.goto('/app/sandbox');
  await expect(page.getByRole('application', { name: 'Map Sandbox' })).toHaveAttribute('data-camera', /\S/);
  await page.getByRole('button', { name: 'Legend' }).click();
  const truth = page.getByRole('list', { name: 'Node colour: truth' });
  await expect(truth.getByRole('listitem')).toHaveText(['True', '50', 'Neutral', '-50', 'False']);
  const lines = page.getByRole('list', { name: 'Connections' });
  await expect(lines.getByRole('listitem').filter({ hasText: 'Generic' })).toBeVisible();
  await expect(lines.getByRole('listitem').filter({ hasText: 'Truth, strength up to 10' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(truth).toBeHidden();
});
