/**
 * A newer saved version reaches an open map (issue 24): two users who may edit one map have it open; one
 * saves a change, the other's map says a newer version was saved, and Reload (asking first, since the
 * other has a change of their own) shows the change. The saver is told nothing of their own save.
 */
import type { Page } from '@playwright/test';
import { MAP_LOAD_MS } from './canvas';
import { colleagueSignedUp, ownerSharesNewMap } from './colleagues';
import { expect, test } from './fixtures';
import { found, openSearch, search } from './searchPanel';

const notice = (page: Page) => page.getByTestId('newer-version');

async function searchFinds(page: Page, title: string) {
  await search(page, title);
  return found(page, title);
}

test('a colleague’s open map hears of a newer saved version and Reload shows the change', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { page: colleague, email } = await colleagueSignedUp(browser, request, 'updated');
  // The owner's new map, shared with the colleague for editing.
  const { owner, mapId } = await ownerSharesNewMap(browser, [email], 'edit');

  // The colleague opens it; once their editor follows the map, the owner saves a new node.
  await colleague.goto(`/app/${mapId}/edit`);
  await expect(colleague.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });
  await expect(colleague.getByTestId('map-following')).toHaveAttribute('data-following', 'true');
  await owner.getByRole('button', { name: 'Bulk add' }).click();
  await owner.getByLabel('Node titles').fill('Fresh idea');
  await owner.getByRole('button', { name: 'Add', exact: true }).click();
  await owner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(owner.getByTestId('save-state')).toHaveText('Saved');

  await expect(notice(colleague)).toContainText('A newer version of this map was saved.');
  await openSearch(colleague);
  await expect(await searchFinds(colleague, 'Fresh idea')).toHaveCount(0);
  // The colleague has a change of their own: Reload asks first, as leaving the map would.
  await colleague.getByRole('button', { name: 'Add node' }).click();
  await expect(colleague.getByRole('complementary', { name: 'Node' }).getByLabel('Title')).toHaveValue(
    'New node',
  );
  await notice(colleague).getByRole('button', { name: 'Reload' }).click();
  await colleague
    .getByRole('alertdialog', { name: 'Unsaved changes' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(notice(colleague)).toHaveCount(0);
  await expect(await searchFinds(colleague, 'Fresh idea')).toBeVisible({ timeout: MAP_LOAD_MS });

  // The owner's own save told them nothing.
  await expect(owner.getByTestId('map-following')).toHaveAttribute('data-following', 'true');
  await expect(notice(owner)).toHaveCount(0);
});
