/**
 * Every node field and connection field an author sets in the panels (spec 2 sections 3 and 5): each
 * set through the panel and seen at once, one of each undone and redone, then saved and found after a
 * reload.
 */
import type { Locator, Page } from '@playwright/test';
import { FALLACY_TYPES } from '../../src/model/map/constants';
import { cameraOf, NODE, newDemoMap, onPage, ROW_GAP, twoJoinedNodes } from './canvas';
import { expect, test } from './fixtures';

const choose = async (field: Locator, label: string, value: string) => {
  await field.selectOption({ label });
  await expect(field).toHaveValue(value);
};

/** A checkbox ticked through its label (the box's control covers its hidden input). */
const tick = async (panel: Locator, name: string) => {
  await panel.getByText(name, { exact: true }).click();
  await expect(panel.getByRole('checkbox', { name, exact: true })).toBeChecked();
};

const typeNumber = async (field: Locator, value: string) => {
  await field.fill(value);
  await field.press('Enter');
  await expect(field).toHaveValue(value);
};

async function undoRedo(page: Page, field: Locator, before: string, after: string) {
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(field).toHaveValue(before);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(field).toHaveValue(after);
}

/** Saves, reloads, and waits for the map to be shown again in edit mode. */
async function saveAndReload(page: Page, canvas: Locator) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  await cameraOf(canvas);
}

const NODE_CHECKS = ['Show content', 'Show default content', 'Ignore manual strength', 'Reverse truth'];

test('an author sets every node and connection field, undoes and redoes, saves and finds them after a reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { canvas } = await newDemoMap(page);
  const { origin } = await twoJoinedNodes(page, canvas, ['Premise', 'Conclusion'], { drawn: true });
  // Page points of map points near the first node, with the camera of the moment (a reload fits anew).
  const at = async (x: number, y: number) =>
    onPage(canvas, await cameraOf(canvas), { x: origin.x + x, y: origin.y + y });
  const clickLine = async () => {
    const middle = await at(NODE.width / 2, (NODE.height + ROW_GAP) / 2);
    await page.mouse.click(middle.x, middle.y);
  };
  const clickPremise = async () => {
    const centre = await at(NODE.width / 2, NODE.height / 2);
    await page.mouse.click(centre.x, centre.y);
  };
  const nodePanel = page.getByRole('complementary', { name: 'Node' });
  const panel = page.getByRole('complementary', { name: 'Connection' });
  const type = panel.getByLabel('Type', { exact: true });
  const behaviour = panel.getByTestId('connection-behaviour');

  // The connection first: the node's content, once shown, covers the line's middle.
  await clickLine();
  await expect(panel.getByText('Premise → Conclusion')).toBeVisible();
  await expect(behaviour).toHaveText('Collapses: hidden along with the nodes a collapsed node hides');
  // User colour and width on a relative connection, the width undone and redone; its visibility.
  const colour = panel.getByLabel('Colour', { exact: true });
  await colour.fill('#aa2200');
  await colour.blur();
  await expect(colour).toHaveValue('#aa2200');
  await expect(panel.getByRole('button', { name: 'Default colour' })).toBeEnabled();
  const width = panel.getByLabel('Width', { exact: true });
  await typeNumber(width, '6');
  await undoRedo(page, width, '', '6');
  const visibility = panel.getByLabel('Visibility');
  await choose(visibility, 'Collapsed', 'collapsed');
  // A type change drops what the new type does not allow (spec 2 section 5): each type's fields are
  // saved and found again before the next.
  await saveAndReload(page, canvas);
  await clickLine();
  await expect(colour).toHaveValue('#aa2200');
  await expect(width).toHaveValue('6');
  await expect(visibility).toHaveValue('collapsed');

  // Inferring comes with Math; a claim's kind with Claim.
  await choose(type, 'Math', '4');
  await expect(behaviour).toHaveText('Inferring connection');
  await expect(width).toHaveCount(0);
  await choose(type, 'Claim', '7');
  await expect(behaviour).toHaveCount(0);
  await choose(panel.getByLabel('Claim type'), 'Unsupported', 'Unsupported');
  await saveAndReload(page, canvas);
  await clickLine();
  await expect(panel.getByLabel('Claim type')).toHaveValue('Unsupported');

  await choose(type, 'Fallacy', '6');
  const fallacy = panel.getByLabel('Fallacy', { exact: true });
  // The spec's labels (spec 2 section 3), after None.
  await expect(fallacy.locator('option')).toHaveText(['None', ...FALLACY_TYPES]);
  await choose(fallacy, 'straw man', 'straw man');
  await saveAndReload(page, canvas);
  await clickLine();
  await expect(fallacy).toHaveValue('straw man');

  // Reverse strength and its condition on a truth connection.
  await choose(type, 'Truth', '3');
  await expect(panel.getByRole('checkbox', { name: 'Reverse strength' })).not.toBeChecked();
  await expect(panel.getByLabel('Reverse the strength')).toHaveCount(0);
  await tick(panel, 'Reverse strength');
  await choose(panel.getByLabel('Reverse the strength'), 'When false', 'ifFalse');
  await saveAndReload(page, canvas);
  await clickLine();
  await expect(type).toHaveValue('3');
  await expect(panel.getByRole('checkbox', { name: 'Reverse strength' })).toBeChecked();
  await expect(panel.getByLabel('Reverse the strength')).toHaveValue('ifFalse');

  // The node's fields; the font size undone and redone.
  await clickPremise();
  await expect(nodePanel.getByLabel('Title')).toHaveValue('Premise');
  const fontSize = nodePanel.getByLabel('Font size');
  await expect(fontSize).toHaveValue('large');
  await choose(fontSize, 'Huge', 'xx-large');
  await undoRedo(page, fontSize, 'large', 'xx-large');
  await choose(nodePanel.getByLabel('Kind of node'), 'Operator', '2');
  for (const name of NODE_CHECKS) await tick(nodePanel, name);
  await choose(nodePanel.getByLabel('Reverse the truth'), 'When true', 'ifTrue');
  await typeNumber(nodePanel.getByLabel('Content width'), '300');
  await typeNumber(nodePanel.getByLabel('Content height'), '180');

  await saveAndReload(page, canvas);
  await clickPremise();
  await expect(nodePanel.getByLabel('Title')).toHaveValue('Premise');
  await expect(fontSize).toHaveValue('xx-large');
  await expect(nodePanel.getByLabel('Kind of node')).toHaveValue('2');
  for (const name of NODE_CHECKS)
    await expect(nodePanel.getByRole('checkbox', { name, exact: true })).toBeChecked();
  await expect(nodePanel.getByLabel('Reverse the truth')).toHaveValue('ifTrue');
  await expect(nodePanel.getByLabel('Content width')).toHaveValue('300');
  await expect(nodePanel.getByLabel('Content height')).toHaveValue('180');
});
