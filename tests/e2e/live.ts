/** A live session as its members see it: the live bar, its members, and edits made in it. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const liveBar = (page: Page) => page.getByRole('group', { name: 'Live session' });
export const membership = (page: Page) => page.getByTestId('live-membership');
export const memberList = (page: Page) =>
  liveBar(page).getByRole('list', { name: 'Members in this live session' });

/** Adds a node titled `title`, and waits until the session has it. */
export async function addNode(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add node' }).click();
  const field = page.getByRole('complementary', { name: 'Node' }).getByLabel('Title');
  await expect(field).toHaveValue('New node');
  await field.fill(title);
  await field.press('Enter');
  await expect(page.getByTestId('live-unsynced')).toHaveCount(0);
}

/** The session's owner gives `name` edit, or takes it back, from the Members menu. */
export async function setEditing(owner: Page, name: string, editing: boolean) {
  await liveBar(owner).getByRole('button', { name: 'Members' }).click();
  const entry = editing ? `Let ${name} edit` : `Take edit back from ${name}`;
  await owner.getByRole('menuitem', { name: entry }).click();
}
