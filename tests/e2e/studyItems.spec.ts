/**
 * Recall and flashcard items named on a map (issue 27): an author adds a recall item choosing nodes by a
 * tag, is told what an item needs, deletes another, saves the map, and practises the new item from the
 * Practise menu.
 */
import { photosynthesisMap } from '../../server/demo/photosynthesisMap';
import { MAP_LOAD_MS } from './canvas';
import { expect, test } from './fixtures';
import { createMap } from './mapApi';
import { signUpAndRegister, uniqueEmail } from './users';

test('an author names a recall item by a tag, deletes another, saves, and practises it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signUpAndRegister(page, request, uniqueEmail('items'), 'items password');
  const { id: mapId } = await createMap(page, photosynthesisMap('demo'));
  await page.goto(`/app/${mapId}/edit`);
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });

  const practise = page.getByRole('button', { name: 'Practise' });
  await practise.click();
  await expect(page.getByRole('menu')).toBeFocused();
  await expect(page.getByRole('menuitem', { name: 'Recall: Inputs and outputs' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Recall and flashcard items…' }).click();

  const list = page.getByRole('dialog', { name: 'Recall and flashcard items' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: 'Add recall item' }).click();

  // What an item needs is told, and nothing is saved until it has it.
  const form = page.getByRole('dialog', { name: 'New recall item' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('study-item-error')).toHaveText('An item needs a name.');
  await form.getByLabel('Name').fill('Light reactions terms');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('study-item-error')).toHaveText('Choose at least one tag.');
  await form.getByText('Key terms', { exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').last()).toContainText('Light reactions terms');

  await list.getByRole('button', { name: 'Delete Inputs and outputs' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(list).toBeHidden();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: MAP_LOAD_MS });

  // Stored with the map: after a reload the menu offers the new item and not the deleted one.
  await page.goto(`/app/${mapId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toBeVisible({
    timeout: MAP_LOAD_MS,
  });
  await practise.click();
  await expect(page.getByRole('menu')).toBeFocused();
  await expect(page.getByRole('menuitem', { name: 'Recall: Inputs and outputs' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Recall: Light reactions terms' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}/recall/[^/]+$`));
  // Glucose, Thylakoid membranes and ATP and NADPH carry the tag.
  await expect(page.getByTestId('recall-matched')).toHaveText('0 of 3', { timeout: MAP_LOAD_MS });
});
