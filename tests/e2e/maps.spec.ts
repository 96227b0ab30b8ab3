import type { Locator, Page } from '@playwright/test';
import { DEMO_REVISION_MAP_NAME as MAP } from '../../server/demo/seed';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/api/session/cookies';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn, signUpAndRegister, uniqueEmail } from './users';

/** The demo account's second map, which only this file changes (classes tests share the first). */
const MAP_FOLDER = 'Science/Revision';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Map folders' });
const folderLink = (page: Page, name: string) => sidebar(page).getByRole('link', { name, exact: true });
const mapsTable = (page: Page) => page.getByRole('table', { name: 'Maps' });
const mapRow = (page: Page, name: string) =>
  mapsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function openMaps(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Maps' }).click();
  await expect(page).toHaveURL(/\/app\/home\/maps$/);
  await expect(heading(page, 'All')).toBeVisible();
}

async function createFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'New folder' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Folder name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  return dialog;
}

async function renameFolder(page: Page, name: string) {
  await page.getByRole('button', { name: 'Rename folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename folder' });
  await dialog.getByLabel('New name').fill(name);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  return dialog;
}

async function rowMenu(row: Locator, item: string) {
  await row.getByRole('button', { name: /^Actions for / }).click();
  await row.page().getByRole('menuitem', { name: item }).click();
}

async function moveToFolder(page: Page, search: string, folder: string) {
  const dialog = page.getByRole('dialog', { name: 'Move to folder' });
  await dialog.getByLabel('Search folders').fill(search);
  // The search settles after a second; then only matching folders are offered.
  await expect(dialog.getByRole('radio', { name: 'Science', exact: true })).toHaveCount(0);
  await dialog.getByText(folder, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: folder, exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toBeHidden();
}

test('a new user creates, nests, renames and deletes folders; a duplicate name is refused', async ({
  page,
  request,
}) => {
  // A long flow of many screens and reloads: on a shared two-core CI machine it runs past 30 s.
  test.setTimeout(90_000);
  await signUpAndRegister(page, request, uniqueEmail('maps'), 'maps password');
  await openMaps(page);
  await expect(page.getByText("You don't have any maps yet.")).toBeVisible();
  await expect(sidebar(page).getByText('No folders yet.')).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'My Creations' }).click();
  await expect(page).toHaveURL(/\/home\/maps\/my-maps$/);
  await expect(page.getByText("You haven't created any maps yet.")).toBeVisible();

  await createFolder(page, 'Science');
  await expect(heading(page, 'Science')).toBeVisible();
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  await createFolder(page, ' Science / Biology ');
  await expect(heading(page, 'Biology')).toBeVisible();
  await expect(folderLink(page, 'Biology')).toHaveAttribute('title', 'Science/Biology');
  await createFolder(page, 'History');
  await expect(heading(page, 'History')).toBeVisible();

  const duplicate = await createFolder(page, 'HISTORY');
  await expect(duplicate.getByText('Duplicate name')).toBeVisible();
  await duplicate.getByRole('button', { name: 'Cancel' }).click();

  const rename = await renameFolder(page, 'science');
  await expect(rename.getByText('Duplicate name')).toBeVisible();
  await rename.getByLabel('New name').fill('a/b');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('Folder name must not contain a slash.')).toBeVisible();
  await rename.getByLabel('New name').fill('  Geography ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(heading(page, 'Geography')).toBeVisible();

  // Renaming a parent carries its subfolders along.
  await folderLink(page, 'Science').click();
  await renameFolder(page, 'Nature');
  await expect(heading(page, 'Nature')).toBeVisible();
  await page.reload();
  await expect(folderLink(page, 'Nature')).toBeVisible();
  await expect(folderLink(page, 'Biology')).toHaveAttribute('title', 'Nature/Biology');
  await expect(folderLink(page, 'Geography')).toBeVisible();
  await expect(folderLink(page, 'History')).toHaveCount(0);

  await folderLink(page, 'Geography').click();
  await page.getByRole('button', { name: 'Delete folder' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText("The folder 'Geography' and its subfolders will be deleted.")).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/app\/home\/maps$/);
  await expect(folderLink(page, 'Geography')).toHaveCount(0);
  await page.reload();
  await expect(folderLink(page, 'Nature')).toBeVisible();
  await expect(folderLink(page, 'Geography')).toHaveCount(0);
});

/** Puts the demo map back as the seed left it, whatever the test did, so a rerun starts the same. */
async function restoreDemoMap(page: Page, folderName: string) {
  await page.evaluate(
    async ({ folderName, mapName, mapFolder, csrfCookie, csrfHeader }) => {
      const csrf = new RegExp(`(?:^|; )${csrfCookie}=([^;]*)`).exec(document.cookie)?.[1] ?? '';
      const call = async (query: string, variables: Record<string, unknown> = {}) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', [csrfHeader]: decodeURIComponent(csrf) },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()).data;
      };
      const { maps, mapLabels } = await call('{ maps { id name } mapLabels { id name } }');
      const mapIds = maps
        .filter((map: { name: string }) => map.name === mapName)
        .map((map: { id: string }) => map.id);
      const home = mapLabels.find((label: { name: string }) => label.name === mapFolder);
      const tags =
        'mutation($mapIds: [ID!]!, $tag: UserTag!) { removeUserTagFromMaps(mapIds: $mapIds, tag: $tag) { id } }';
      await call(tags, { mapIds, tag: 'Archived' });
      await call(tags, { mapIds, tag: 'Bookmarked' });
      if (home) {
        await call(
          'mutation($mapIds: [ID!]!, $labelId: ID) { moveMapsToLabel(mapIds: $mapIds, labelId: $labelId) { id } }',
          {
            mapIds,
            labelId: home.id,
          },
        );
      }
      for (const label of mapLabels.filter((entry: { name: string }) => entry.name === folderName)) {
        await call('mutation($labelId: ID!) { deleteLabel(labelId: $labelId) }', { labelId: label.id });
      }
    },
    { folderName, mapName: MAP, mapFolder: MAP_FOLDER, csrfCookie: CSRF_COOKIE, csrfHeader: CSRF_HEADER },
  );
}

test('a demo map is bookmarked, moved into a folder, archived and restored, each surviving a reload', async ({
  page,
}) => {
  // A long flow of many screens and reloads: on a shared two-core CI machine it runs past 30 s.
  test.setTimeout(90_000);
  // The flow finds the seeded map in All, newest first, where the maps other tests made for the demo
  // user come before it: a tall page keeps it among the table's rendered rows.
  await page.setViewportSize({ width: 1280, height: 2400 });
  const folder = `E2E ${Date.now().toString(36)}`;
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await expect(page).toHaveURL(/\/app\/home$/);
  await dashboardLoaded(page);
  await openMaps(page);
  try {
    const row = mapRow(page, MAP);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('Me');
    await expect(row.getByRole('link', { name: MAP })).toHaveAttribute(
      'href',
      new RegExp(`^/app/${await row.getAttribute('data-map-id')}$`),
    );
    expect((await row.boundingBox())?.height).toBe(56);
    await sidebar(page).getByRole('link', { name: 'Shared By Others' }).click();
    await expect(page.getByText('Nobody has shared a map with you yet.')).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'My Creations' }).click();
    await expect(mapRow(page, MAP)).toBeVisible();
    await folderLink(page, 'Revision').click();
    await expect(heading(page, 'Revision')).toBeVisible();
    await expect(mapRow(page, MAP)).toBeVisible();

    // Bookmark: shown at once, kept by the server.
    await sidebar(page).getByRole('link', { name: 'All' }).click();
    const star = mapRow(page, MAP).getByRole('button', { name: `Bookmark ${MAP}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await sidebar(page).getByRole('link', { name: 'Bookmarked' }).click();
    await expect(mapRow(page, MAP)).toBeVisible();
    await star.click();
    await expect(page.getByText("You haven't bookmarked any maps yet.")).toBeVisible();

    // Move into a new folder, chosen through the folder search.
    await createFolder(page, folder);
    await expect(heading(page, folder)).toBeVisible();
    await expect(page.getByText('This folder is empty.')).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'All' }).click();
    await rowMenu(mapRow(page, MAP), 'Move to folder');
    await moveToFolder(page, folder.slice(0, 6), folder);
    await expect(page.getByText(`1 map(s) has been moved to folder '${folder}'`)).toBeVisible();
    await page.reload();
    await folderLink(page, folder).click();
    await expect(mapRow(page, MAP)).toBeVisible();
    await folderLink(page, 'Revision').click();
    await expect(page.getByText('This folder is empty.')).toBeVisible();
    // Back to its seed folder, several-at-once style: tick, then move the selection.
    await folderLink(page, folder).click();
    await mapRow(page, MAP)
      .getByRole('checkbox', { name: `Select ${MAP}` })
      .check({ force: true });
    await page.getByRole('button', { name: 'Move 1 to folder' }).click();
    await moveToFolder(page, 'revision', MAP_FOLDER);
    await expect(page.getByText(`1 map(s) has been moved to folder '${MAP_FOLDER}'`)).toBeVisible();
    await expect(page.getByText('This folder is empty.')).toBeVisible();

    // Archive, then restore from the archived view.
    await sidebar(page).getByRole('link', { name: 'All' }).click();
    await rowMenu(mapRow(page, MAP), 'Archive');
    await expect(mapRow(page, MAP)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('map-count')).toBeVisible();
    await expect(mapRow(page, MAP)).toHaveCount(0);
    await sidebar(page).getByRole('link', { name: 'Archived' }).click();
    await rowMenu(mapRow(page, MAP), 'Restore');
    await expect(page.getByText("You don't have any archived maps.")).toBeVisible();
    await page.reload();
    await expect(page.getByText("You don't have any archived maps.")).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'All' }).click();
    await expect(mapRow(page, MAP)).toBeVisible();
  } finally {
    await restoreDemoMap(page, folder);
  }
});
