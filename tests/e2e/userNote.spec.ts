/**
 * The user note panel (spec 2 sections 2 and 3): the signed-in user writes an overview of the map and a
 * note on one node, is asked before leaving with them unsaved (spec 3 section 5.5), saves them, and finds
 * them after a reload; they are the reader's own, so the map itself stays unmodified.
 */
import type { Page } from '@playwright/test';
import { newDemoMap } from './canvas';
import { expect, test } from './fixtures';

async function selectBySearch(page: Page, title: string) {
  const search = page.getByRole('region', { name: 'Search' });
  await search.getByRole('searchbox', { name: 'Search nodes' }).fill(title);
  await search.getByRole('button', { name: title }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
}

test('a user writes an overview and a note on a node, is asked before leaving them unsaved, saves and finds them after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newDemoMap(page);
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Node titles').fill('Chlorophyll\nStomata');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  const mapUrl = page.url();

  const toggles = page.getByRole('group', { name: 'Panels' });
  await toggles.getByRole('button', { name: 'Search', exact: true }).click();
  await toggles.getByRole('button', { name: 'User note', exact: true }).click();
  const panel = page.getByRole('region', { name: 'User note' });
  await expect(panel.getByText('Only you can see your notes.')).toBeVisible();
  await expect(panel.getByText('Select one node to write a note on it.')).toBeVisible();

  await panel.getByRole('textbox', { name: 'Overview' }).click();
  await page.keyboard.type('Light reactions come first');
  await selectBySearch(page, 'Stomata');
  const nodeNote = panel.getByRole('textbox', { name: 'Note on ‘Stomata’' });
  await nodeNote.click();
  await page.keyboard.type('Pores on the underside of leaves');
  await expect(panel.getByRole('status')).toHaveText('Unsaved changes');

  // Leaving with unsaved notes asks first, with the spec's text; the map itself is saved.
  await page.getByRole('link', { name: 'Go to home page' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('User notes have not been saved.');
  await expect(dialog).not.toContainText('The map has unsaved changes');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(mapUrl);

  await panel.getByRole('button', { name: 'Save notes' }).click();
  await expect(panel.getByRole('status')).toHaveText('Notes saved');
  await expect(page.getByTestId('modified')).toBeHidden();

  // The open panels are remembered for the map; the notes come back from the server.
  await page.reload();
  await expect(panel.getByRole('textbox', { name: 'Overview' })).toHaveText('Light reactions come first');
  await selectBySearch(page, 'Stomata');
  await expect(panel.getByRole('textbox', { name: 'Note on ‘Stomata’' })).toHaveText(
    'Pores on the underside of leaves',
  );
  await selectBySearch(page, 'Chlorophyll');
  // Another node has a note of its own: empty, showing the editor's placeholder.
  await expect(panel.getByRole('textbox', { name: 'Note on ‘Chlorophyll’' })).toHaveText(
    /^\W*Write the content…$/,
  );

  // Saved notes let the user leave without a question.
  await page.getByRole('link', { name: 'Go to home page' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('the sandbox has no server to keep notes on, and says so', async ({ page }) => {
  await page.goto('/app/sandbox');
  await page
    .getByRole('group', { name: 'Panels' })
    .getByRole('button', { name: 'User note', exact: true })
    .click();
  await expect(page.getByRole('region', { name: 'User note' })).toContainText(
    'Your own notes are kept on the server with maps saved to your account, so they are not available here.',
  );
});
