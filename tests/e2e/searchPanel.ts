/** The map's search panel: what a person reads to know which nodes a map holds. */
import type { Page } from '@playwright/test';

export async function openSearch(page: Page) {
  await page
    .getByRole('group', { name: 'Panels' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
}

/** The node titles the search panel finds: what the user sees on the map. */
export function found(page: Page, title: string) {
  return page.getByRole('region', { name: 'Search' }).getByRole('button', { name: title });
}

export async function search(page: Page, text: string) {
  await page
    .getByRole('region', { name: 'Search' })
    .getByRole('searchbox', { name: 'Search nodes' })
    .fill(text);
}
