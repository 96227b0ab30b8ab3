/**
 * Truth you can read (spec 2 sections 2 and 3): the strength scale marked at its five steps, a node's
 * truth labelled, and the status of a node whose inputs contradict its manual truth, in the node panel
 * and in a tooltip on the node on the canvas.
 */
import { NODE, newDemoMap, ROW_GAP, twoJoinedNodes } from './canvas';
import { expect, test } from './fixtures';

const DISSONANT = 'Dissonant: Manual truth is True but calculated truth is False.';

test('a node whose inputs contradict its manual truth says so in its panel and in a tooltip on the canvas', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { canvas } = await newDemoMap(page);
  await page.getByLabel('New connections').selectOption({ label: 'Truth' });
  // Premise → Conclusion, a truth connection.
  const { at } = await twoJoinedNodes(page, canvas, ['Premise', 'Conclusion'], { drawn: true });
  const premise = await at(NODE.width / 2, NODE.height / 2);
  const conclusion = await at(NODE.width / 2, ROW_GAP + NODE.height / 2);
  const panel = page.getByRole('complementary', { name: 'Node' });

  await page.mouse.click(premise.x, premise.y);
  await expect(panel.getByLabel('Title')).toHaveValue('Premise');
  await panel.getByRole('button', { name: 'Set manual truth' }).click();
  // The scale's five steps, labelled.
  for (const label of ['False', '-50', 'Neutral', '50', 'True'])
    await expect(panel.getByText(label, { exact: true }).first()).toBeVisible();
  await panel.getByRole('slider').focus();
  await page.keyboard.press('Home');
  await expect(panel.getByTestId('strength-value')).toHaveText('False');
  await expect(panel.getByTestId('node-truth-status')).toHaveCount(0);

  await page.mouse.click(conclusion.x, conclusion.y);
  await expect(panel.getByLabel('Title')).toHaveValue('Conclusion');
  await expect(panel.getByTestId('node-truth')).toHaveText('Truth: False');
  await panel.getByRole('button', { name: 'Set manual truth' }).click();
  await panel.getByRole('slider').focus();
  await page.keyboard.press('End');
  await expect(panel.getByTestId('strength-value')).toHaveText('True');
  await expect(panel.getByTestId('node-truth')).toHaveText('Truth: True');
  await expect(panel.getByTestId('node-truth-status')).toHaveText(DISSONANT);

  // Resting the mouse on a node shows its truth and status; moving off it lets the tooltip go.
  const tooltip = page.getByTestId('node-truth-tooltip');
  await page.mouse.move(premise.x, premise.y);
  await expect(tooltip).toHaveText('Truth: False');
  await page.mouse.move(conclusion.x, conclusion.y, { steps: 3 });
  await expect(tooltip).toHaveText(`Truth: True${DISSONANT}`);
  const empty = await at(NODE.width / 2, -ROW_GAP);
  await page.mouse.move(empty.x, empty.y, { steps: 3 });
  await expect(tooltip).toBeHidden();
});
