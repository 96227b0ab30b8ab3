/** Two people on one map: a colleague signed up in a browser of their own, and the demo user's map shared with them. */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { newDemoMap } from './canvas';
import { expect } from './fixtures';
import { signUpAndRegister, uniqueEmail } from './users';

const RIGHTS_LABEL = { view: 'Can view', edit: 'Can edit' } as const;

/** A new user (Rita Reader unless named) signed in in a browser context of their own. */
export async function colleagueSignedUp(
  browser: Browser,
  request: APIRequestContext,
  prefix: string,
  name = { firstName: 'Rita', lastName: 'Reader' },
) {
  const email = uniqueEmail(prefix);
  const page = await (await browser.newContext()).newPage();
  await signUpAndRegister(page, request, email, 'colleague password', name);
  return { page, email };
}

/** The demo user's new map in a browser context of its own, shared with `emails` through the Share dialog. */
export async function ownerSharesNewMap(
  browser: Browser,
  emails: readonly string[],
  rights: keyof typeof RIGHTS_LABEL,
): Promise<{ owner: Page; mapId: string }> {
  const owner = await (await browser.newContext()).newPage();
  const { mapId } = await newDemoMap(owner);
  await owner.getByRole('button', { name: 'File' }).click();
  await owner.getByRole('menuitem', { name: 'Share', exact: true }).click();
  const share = owner.getByRole('dialog', { name: /^Share / });
  for (const email of emails) {
    await share.getByLabel('E-mail address').fill(email);
    await share.getByLabel('Rights').selectOption(rights);
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(share.getByText(`${email} · ${RIGHTS_LABEL[rights]}`)).toBeVisible();
  }
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toBeHidden();
  return { owner, mapId };
}
