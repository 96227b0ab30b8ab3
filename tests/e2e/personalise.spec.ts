/**
 * Personalise mode (issue 23, "Modes"): the author (the demo user) lets readers personalise a map; a
 * reader with view rights adds a node and a note to it, reloads and finds them, while the author's map is
 * unchanged and the author sees nothing of them.
 */
import type { Page } from '@playwright/test';
import { marqueeAll, newDemoMap } from './canvas';
import { expect, test } from './fixtures';
import { signUpAndRegister, uniqueEmail } from './users';

const searchRegion = (page: Page) => page.getByRole('region', { name: 'Search' });

async function openPanel(page: Page, name: string) {
  await page.getByRole('group', { name: 'Panels' }).getByRole('button', { name, exact: true }).click();
}

async function selectBySearch(page: Page, title: string) {
  const search = searchRegion(page);
  await search.getByRole('searchbox', { name: 'Search nodes' }).fill(title);
  await search.getByRole('button', { name: title }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
}

test('a reader with personalise rights adds a node and a note to the author’s map, reloads and finds them; the author’s map is unchanged and the author sees nothing of them', async ({
  browser,
  request,
}) => {
  // An account made from sign-up and two browsers: on a shared two-core machine this runs past 30 s.
  test.setTimeout(180_000);
  const readerEmail = uniqueEmail('personal');
  const readerPage = await (await browser.newContext()).newPage();
  await signUpAndRegister(readerPage, request, readerEmail, 'reader password', {
    firstName: 'Rita',
    lastName: 'Reader',
  });

  // The author's map: one node of theirs, saved.
  const author = await (await browser.newContext()).newPage();
  const { canvas: authorCanvas, mapId } = await newDemoMap(author);
  await author.getByRole('button', { name: 'Bulk add' }).click();
  await author.getByLabel('Node titles').fill('Author idea');
  await author.getByRole('button', { name: 'Add', exact: true }).click();
  await author.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(author.getByTestId('save-state')).toHaveText('Saved');
  await marqueeAll(author, authorCanvas);
  const authorCount = (await author.getByTestId('selection-count').textContent()) ?? '';
  expect(authorCount).toMatch(/^[1-9]\d* selected$/);

  // The author shares it with view rights and lets readers personalise it.
  await author.getByRole('button', { name: 'File' }).click();
  await author.getByRole('menuitem', { name: 'Share', exact: true }).click();
  const share = author.getByRole('dialog', { name: /^Share / });
  await share.getByLabel('E-mail address').fill(readerEmail);
  await share.getByLabel('Rights').selectOption('view');
  await share.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share.getByText(`${readerEmail} · Can view`)).toBeVisible();
  const personalisable = share.getByRole('checkbox', { name: 'Readers may add their own nodes and notes' });
  await expect(personalisable).toBeEnabled();
  await expect(personalisable).not.toBeChecked();
  await share.getByText('Readers may add their own nodes and notes').click();
  await expect(personalisable).toBeChecked();
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();

  // The reader opens it for editing: it opens in personalise mode, and they add a node of their own.
  await readerPage.goto(`/app/${mapId}/edit`);
  await expect(readerPage.getByTestId('operation-mode')).toHaveText('Personalise');
  await readerPage.getByRole('button', { name: 'Add node' }).click();
  const title = readerPage.getByRole('complementary', { name: 'Node' }).getByLabel('Title');
  await expect(title).toHaveValue('New node');
  await title.fill('Zygote');
  await title.press('Enter');
  await openPanel(readerPage, 'Search');
  await selectBySearch(readerPage, 'Zygote');

  // The author's node stays the author's: a change to it is refused and told.
  await selectBySearch(readerPage, 'Author idea');
  await title.fill('Taken over');
  await title.press('Enter');
  await expect(readerPage.getByText("This is the author's map", { exact: false }).first()).toBeVisible();

  // Save keeps the reader's additions; then a note on their node, saved with the notes.
  await readerPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(readerPage.getByTestId('save-state')).toHaveText('Saved');
  await openPanel(readerPage, 'User note');
  const notes = readerPage.getByRole('region', { name: 'User note' });
  await selectBySearch(readerPage, 'Zygote');
  await notes.getByRole('textbox', { name: 'Note on ‘Zygote’' }).click();
  await readerPage.keyboard.type('My own thought');
  await notes.getByRole('button', { name: 'Save notes' }).click();
  await expect(notes.getByRole('status')).toHaveText('Notes saved');

  // After a reload the reader finds both: their node over the author's map, and their note on it.
  await readerPage.reload();
  await expect(readerPage.getByTestId('operation-mode')).toHaveText('Personalise');
  await selectBySearch(readerPage, 'Author idea');
  await selectBySearch(readerPage, 'Zygote');
  await expect(notes.getByRole('textbox', { name: 'Note on ‘Zygote’' })).toHaveText('My own thought');

  // The author's map is as it was: the same nodes, their title kept, and nothing of the reader's.
  await author.reload();
  await expect(author.getByTestId('operation-mode')).toHaveText('Edit');
  await marqueeAll(author, authorCanvas);
  await expect(author.getByTestId('selection-count')).toHaveText(authorCount);
  await openPanel(author, 'Search');
  const authorSearch = searchRegion(author);
  await authorSearch.getByRole('searchbox', { name: 'Search nodes' }).fill('Zygote');
  await expect(authorSearch.getByRole('status')).toBeVisible();
  await expect(authorSearch.getByRole('button', { name: 'Zygote', exact: true })).toHaveCount(0);
  await selectBySearch(author, 'Author idea');
  await expect(author.getByRole('complementary', { name: 'Node' }).getByLabel('Title')).toHaveValue(
    'Author idea',
  );
});
