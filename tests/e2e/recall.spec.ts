/**
 * Recall practice by typing (issue 27; spec 3 sections 2.1 and 4.6), as a new learner: on the demo map
 * Photosynthesis (12 nodes, 2 of them on the level 'Light reactions') they name nodes exactly (each shown
 * at once), one misspelt but close (it counts on Enter: src/model/recall/matching.ts allows one edit in
 * 3-5 characters and two in 6 or more), one wrong (nothing shown, the miss told), finish, and see what they
 * recalled and missed; a reload finds the result. Then one level alone, whose result is that level's only.
 */
import type { Page } from '@playwright/test';
import { photosynthesisMap } from '../../server/demo/photosynthesisMap';
import { MAP_LOAD_MS } from './canvas';
import { expect, test } from './fixtures';
import { createMap } from './mapApi';
import { signUpAndRegister, uniqueEmail } from './users';

const ALL_NODES = 12;

/** The map's nodes still hidden on the canvas beside the panel. */
const hiddenOnMap = (page: Page) => page.getByTestId('recall-map');
const entry = (page: Page) => page.getByLabel('Name a node');
const matched = (page: Page) => page.getByTestId('recall-matched');

/** Types a name as a learner does, a key at a time; an exact name is taken as soon as it is complete. */
async function typeName(page: Page, name: string, count: number) {
  await entry(page).pressSequentially(name);
  await expect(matched(page)).toHaveText(`${count} of ${ALL_NODES}`);
  await expect(entry(page)).toHaveValue('');
  await expect(hiddenOnMap(page)).toHaveAttribute('data-hidden', String(ALL_NODES - count));
}

test('a new learner recalls the demo map by typing, finishes, and finds the result after a reload; then one level', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUpAndRegister(page, request, uniqueEmail('recall'), 'recall password');
  const { id: mapId } = await createMap(page, photosynthesisMap('demo'));

  // From the map's Practise menu.
  await page.goto(`/app/${mapId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toBeVisible({
    timeout: MAP_LOAD_MS,
  });
  await page.getByRole('button', { name: 'Practise' }).click();
  await page.getByRole('menuitem', { name: 'Recall the map' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}/recall$`));
  await expect(page.getByTestId('operation-mode')).toHaveText('Recall');
  await expect(matched(page)).toHaveText(`0 of ${ALL_NODES}`, { timeout: MAP_LOAD_MS });
  await expect(hiddenOnMap(page)).toHaveAttribute('data-hidden', String(ALL_NODES));

  // Exact names, case and spacing aside; a title's bracketed part may be left out.
  await typeName(page, 'Photosynthesis', 1);
  await typeName(page, 'water', 2);
  await typeName(page, 'OXYGEN', 3);
  await typeName(page, 'atp and nadph', 4);
  const named = page.getByTestId('recall-named');
  await expect(named.getByRole('listitem')).toHaveText([
    'Photosynthesis',
    'Water (H2O)',
    'Oxygen (O2)',
    'ATP and NADPH',
  ]);

  // Close: 'glucoce' is one edit from 'glucose'. Not taken as typed; Enter takes it.
  await entry(page).pressSequentially('Glucoce');
  await expect(matched(page)).toHaveText(`4 of ${ALL_NODES}`);
  await entry(page).press('Enter');
  await expect(matched(page)).toHaveText(`5 of ${ALL_NODES}`);
  await expect(named.getByRole('listitem').last()).toHaveText('Glucose (C6H12O6)');
  await expect(hiddenOnMap(page)).toHaveAttribute('data-hidden', String(ALL_NODES - 5));

  // Wrong: nothing shown, and the learner is told.
  await entry(page).fill('Mitochondria');
  await entry(page).press('Enter');
  await expect(page.getByTestId('recall-miss')).toHaveText("No node matches 'Mitochondria'.");
  await expect(matched(page)).toHaveText(`5 of ${ALL_NODES}`);
  await expect(hiddenOnMap(page)).toHaveAttribute('data-hidden', String(ALL_NODES - 5));

  // Finish: the result as the server stored it; every node shown again.
  await page.getByRole('button', { name: 'Finish' }).click();
  const result = page.getByTestId('recall-result');
  await expect(result.getByRole('status')).toHaveText(`You recalled 5 of ${ALL_NODES} nodes.`);
  const expectResult = async () => {
    // In the map's order.
    await expect(result.getByTestId('recall-recalled').getByRole('listitem')).toHaveText([
      'Photosynthesis',
      'Water (H2O)',
      'Glucose (C6H12O6)',
      'Oxygen (O2)',
      'ATP and NADPH',
    ]);
    const missed = result.getByTestId('recall-missed').getByRole('listitem');
    await expect(missed).toHaveCount(ALL_NODES - 5);
    await expect(missed.filter({ hasText: 'Sunlight' })).toHaveCount(1);
    await expect(missed.filter({ hasText: 'Thylakoid membranes' })).toHaveCount(1);
    await expect(hiddenOnMap(page)).toHaveAttribute('data-hidden', '0');
  };
  await expectResult();
  await expect(page.getByTestId('recall-history')).toBeVisible();

  // The result is stored: a reload shows it.
  await page.reload();
  await expect(result.getByRole('status')).toHaveText(`You recalled 5 of ${ALL_NODES} nodes.`, {
    timeout: MAP_LOAD_MS,
  });
  await expectResult();

  // One level: its two nodes only, the view on that level; the result is that level's.
  await page.goto(`/app/${mapId}/recall/layer/2`);
  await expect(page.getByTestId('recall-scope')).toHaveText('Recall the level Light reactions', {
    timeout: MAP_LOAD_MS,
  });
  await expect(matched(page)).toHaveText('0 of 2');
  await expect(hiddenOnMap(page)).toHaveAttribute('data-hidden', '2');
  // A node of another level is not one to name here.
  await entry(page).fill('Sunlight');
  await entry(page).press('Enter');
  await expect(page.getByTestId('recall-miss')).toHaveText("No node matches 'Sunlight'.");
  await entry(page).fill('');
  await entry(page).pressSequentially('Thylakoid membranes');
  await expect(matched(page)).toHaveText('1 of 2');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(result.getByRole('status')).toHaveText('You recalled 1 of 2 nodes.');
  await expect(result.getByTestId('recall-recalled').getByRole('listitem')).toHaveText([
    'Thylakoid membranes',
  ]);
  await expect(result.getByTestId('recall-missed').getByRole('listitem')).toHaveText(['ATP and NADPH']);

  // Try again: every node hidden again, nothing named.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(matched(page)).toHaveText('0 of 2');
  await expect(hiddenOnMap(page)).toHaveAttribute('data-hidden', '2');
});

test('an unknown level or recall item is told on the screen', async ({ page, request }) => {
  await signUpAndRegister(page, request, uniqueEmail('recall-unknown'), 'recall password');
  const { id: mapId } = await createMap(page, photosynthesisMap('demo'));
  await page.goto(`/app/${mapId}/recall/layer/99`);
  await expect(page.getByRole('alert')).toHaveText('Level not found.', { timeout: MAP_LOAD_MS });
  await page.goto(`/app/${mapId}/recall/no-such-item`);
  await expect(page.getByRole('alert')).toHaveText('Recall item not found.', { timeout: MAP_LOAD_MS });
});
