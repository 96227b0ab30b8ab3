/** New users for e2e tests, made the way a person makes them: sign-up, activation mail, registration. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** The newest mail to `to` in the dev outbox, and the first link in it. */
export async function mailLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const body = await (await request.get(`/a/dev/outbox?to=${encodeURIComponent(to)}`)).json();
      link = /https?:\/\/\S+/.exec(body.mails[0]?.textBody ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/app/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

export interface NewUser {
  firstName?: string;
  lastName?: string;
}

/** Signs up `email` and follows the activation link the mail holds, ending on the register screen. */
export async function signUpAndOpenActivation(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/app/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('status').getByText(`An activation e-mail has been sent to ${email}.`),
  ).toBeVisible();
  await page.goto(await mailLink(request, email));
  await expect(page.getByRole('button', { name: 'REGISTER' })).toBeVisible();
}

/** Signs up and registers `email`, ending signed in on /app/home. */
export async function signUpAndRegister(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
  { firstName = 'Ada', lastName = 'Lovelace' }: NewUser = {},
) {
  await signUpAndOpenActivation(page, request, email);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Password').fill(password);
  const register = page.getByRole('button', { name: 'REGISTER' });
  await expect(register).toBeDisabled();
  await page.getByText('I have read and agree to the Terms of Use and Privacy Policy').click();
  await register.click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await dismissGettingStarted(page);
  await dashboardLoaded(page);
}

/** The dashboard's queries are answered, so a test that clears the cookies next sees no request refused. */
export async function dashboardLoaded(page: Page) {
  // By text, not role: a Getting Started dialog may be open over it.
  await expect(page.getByText('Recommended Courses', { exact: true })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/**
 * A first visit to the dashboard shows the Getting Started dialog once: close it, and wait until the
 * account keeps that (a reload before then would rightly show it again).
 */
export async function dismissGettingStarted(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Getting Started' });
  await expect(dialog).toBeVisible();
  const kept = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes('PartialUpdateUser'),
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect((await kept).ok()).toBe(true);
}

export const DEMO_USER = { email: 'demo@example.com', password: 'demo-password' } as const;
