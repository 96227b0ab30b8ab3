/**
 * A map as something its owner manages (issue 23): rename it, share it by e-mail with another user who
 * then opens it in a browser of their own, remove the share (they can no longer open it), and delete it
 * with the confirmation.
 */
import type { Locator, Page } from '@playwright/test';
import { MAP_LOAD_MS, newDemoMap, openNewMap } from './canvas';
import { expect, test } from './fixtures';
import { signUpAndRegister, uniqueEmail } from './users';

const mapHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const mapRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Maps' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

async function fileMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'File' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function rowMenu(row: Locator, item: string) {
  await row.getByRole('button', { name: /^Actions for / }).click();
  await row.page().getByRole('menuitem', { name: item, exact: true }).click();
}

test('an owner renames a map, shares it with another user who opens it, unshares it and deletes it', async ({
  browser,
  request,
}) => {
  // Two accounts made from sign-up, in two browsers: on a shared two-core machine this runs past 30 s.
  test.setTimeout(150_000);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUpAndRegister(owner, request, uniqueEmail('owner'), 'owner password', { firstName: 'Olive' });
  const readerEmail = uniqueEmail('reader');
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signUpAndRegister(reader, request, readerEmail, 'reader password', {
    firstName: 'Rita',
    lastName: 'Reader',
  });

  // Rename from the map's File menu: the open map shows the new name at once.
  const { mapId } = await openNewMap(owner);
  await expect(mapHeading(owner, 'New map')).toBeVisible();
  await fileMenu(owner, 'Rename');
  const rename = owner.getByRole('dialog', { name: 'Rename map' });
  await expect(rename.getByLabel('Map name')).toHaveValue('New map');
  await rename.getByLabel('Map name').fill('Cell biology');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(mapHeading(owner, 'Cell biology')).toBeVisible();
  await expect(owner.getByTestId('modified')).toHaveCount(0);

  // Share: an address with no account is refused with a message; the reader's address gets view rights.
  await fileMenu(owner, 'Share');
  const share = owner.getByRole('dialog', { name: "Share 'Cell biology'" });
  await expect(share.getByText('Only you can open this map.')).toBeVisible();
  const nobody = uniqueEmail('nobody');
  await share.getByLabel('E-mail address').fill(nobody);
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByText(`There is no user with the e-mail address ${nobody}.`)).toBeVisible();
  await share.getByLabel('E-mail address').fill(readerEmail);
  await share.getByLabel('Rights').selectOption('view');
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  const sharedWith = share.getByRole('region', { name: 'Shared with' });
  await expect(sharedWith.getByText('Rita Reader')).toBeVisible();
  await expect(sharedWith.getByText(`${readerEmail} · Can view`)).toBeVisible();
  await expect(share.getByLabel('E-mail address')).toHaveValue('');
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();

  // The reader opens it, by its new name, in their own browser.
  await reader.goto(`/app/${mapId}`);
  await expect(mapHeading(reader, 'Cell biology')).toBeVisible();

  // The owner's maps table lists it under the new name; a second rename from the table shows there.
  await owner.goto('/app/home/maps');
  await rowMenu(mapRow(owner, 'Cell biology'), 'Rename');
  const renameInTable = owner.getByRole('dialog', { name: 'Rename map' });
  await renameInTable.getByLabel('Map name').fill('Cells 101');
  await renameInTable.getByRole('button', { name: 'Rename' }).click();
  await expect(mapRow(owner, 'Cells 101')).toBeVisible();
  await expect(mapRow(owner, 'Cell biology')).toHaveCount(0);

  // The owner removes the share: the reader can no longer open the map.
  await rowMenu(mapRow(owner, 'Cells 101'), 'Share');
  const shareAgain = owner.getByRole('dialog', { name: "Share 'Cells 101'" });
  await shareAgain.getByRole('button', { name: 'Remove Rita Reader' }).click();
  await expect(shareAgain.getByText('Only you can open this map.')).toBeVisible();
  await shareAgain.getByRole('button', { name: 'Close' }).click();
  await expect(shareAgain).toBeHidden();
  await reader.reload();
  await expect(reader.getByText('Map not found.')).toBeVisible({ timeout: MAP_LOAD_MS });
  await expect(mapHeading(reader, 'Cells 101')).toHaveCount(0);

  // Delete asks first (Cancel keeps the map), then removes it from the list.
  await rowMenu(mapRow(owner, 'Cells 101'), 'Delete');
  const confirm = owner.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
  await expect(confirm.getByText("The map 'Cells 101' will be deleted")).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(mapRow(owner, 'Cells 101')).toBeVisible();
  await rowMenu(mapRow(owner, 'Cells 101'), 'Delete');
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(owner.getByText("The map 'Cells 101' was deleted.")).toBeVisible();
  await expect(mapRow(owner, 'Cells 101')).toHaveCount(0);
  await owner.goto(`/app/${mapId}`);
  await expect(owner.getByText('Map not found.')).toBeVisible({ timeout: MAP_LOAD_MS });

  await ownerContext.close();
  await readerContext.close();
});

test('a map deleted from its File menu, after the confirmation, is gone and the maps list opens', async ({
  page,
}) => {
  const { mapId } = await newDemoMap(page);
  await fileMenu(page, 'Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete?' });
  await expect(confirm.getByText("The map 'New map' will be deleted")).toBeVisible();
  // A confirmation that deletes is in the danger colour (Chakra's red.600), not the brand's green.
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toHaveCSS(
    'background-color',
    'rgb(220, 38, 38)',
  );
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/app\/home\/maps$/);
  await expect(page.getByText("The map 'New map' was deleted.")).toBeVisible();
  await page.goto(`/app/${mapId}`);
  await expect(page.getByText('Map not found.')).toBeVisible();
});
