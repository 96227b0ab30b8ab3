/**
 * The legal pages (spec 1 section 2): /legal/terms and /legal/privacy show the shipped texts to anyone,
 * signed out included, and the register screen's terms tickbox has links to them.
 */
import { LEGAL_DOCUMENTS } from '../../src/model/legal/documents';
import { expect, test } from './fixtures';
import { signUpAndOpenActivation, uniqueEmail } from './users';

const { terms, privacy } = LEGAL_DOCUMENTS;

test('both legal pages are open to a visitor who is not signed in, and link to each other', async ({
  page,
}) => {
  await page.goto('/app/legal/terms');
  await expect(page).toHaveURL(/\/app\/legal\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: terms.title })).toBeVisible();
  await expect(page.getByText(terms.intro)).toBeVisible();
  await page.getByRole('link', { name: privacy.title }).click();
  await expect(page).toHaveURL(/\/app\/legal\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: privacy.title })).toBeVisible();
  for (const section of privacy.sections) {
    await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
  }
  await expect(page.getByText(/not sold/)).toBeVisible();
});

test('the register screen’s terms link opens the terms of use in a new tab', async ({
  page,
  context,
  request,
}) => {
  await signUpAndOpenActivation(page, request, uniqueEmail('reader'));
  await page.getByLabel('First name').fill('Ada');

  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: terms.title }).click();
  const termsPage = await opened;
  await expect(termsPage).toHaveURL(/\/app\/legal\/terms$/);
  await expect(termsPage.getByRole('heading', { level: 1, name: terms.title })).toBeVisible();
  await expect(termsPage.getByText(terms.sections[0]?.paragraphs[0] ?? '')).toBeVisible();
  // The form being filled in stays as it was.
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
});
