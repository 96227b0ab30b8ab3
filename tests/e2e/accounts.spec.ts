import { expect, test } from './fixtures';
import { dashboardLoaded, logIn, mailLink, signUpAndRegister, uniqueEmail } from './users';

test('a new user signs up, registers from the activation mail, logs out and logs in again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('newcomer');
  await signUpAndRegister(page, request, email, 'correct horse battery');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);

  await logIn(page, email, 'correct horse battery');
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('Ada');
});

test("a wrong password shows 'Invalid username or password' and marks both fields invalid", async ({
  page,
  request,
  pageErrors,
}) => {
  const email = uniqueEmail('mistyped');
  await signUpAndRegister(page, request, email, 'the right one');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await logIn(page, email, 'the wrong one');
  await expect(page.getByRole('alert').getByText('Invalid username or password')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  // The refused sign-in's 401 is the one console error the browser reports here.
  expect(pageErrors).toEqual([
    'Failed to load resource: the server responded with a status of 401 (Unauthorized)',
  ]);
  pageErrors.length = 0;
});

test('forgot password mails a link that resets the password', async ({ page, request }) => {
  const email = uniqueEmail('forgetful');
  await signUpAndRegister(page, request, email, 'first password');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/app/forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'REQUEST PASSWORD RESET' }).click();
  await expect(
    page.getByText('An email containing a unique reset password link, has been sent.'),
  ).toBeVisible();

  await page.goto(await mailLink(request, email));
  await page.getByLabel('New password').fill('second password');
  await page.getByLabel('Verify password').fill('second password');
  await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await dashboardLoaded(page);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logIn(page, email, 'second password');
  await expect(page).toHaveURL(/\/app\/home$/);
});

test("a reset link older than 30 minutes shows 'Expired Reset Link - redirecting to login', then /login after 5 s", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('late');
  await signUpAndRegister(page, request, email, 'first password');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await request.post('/a/auth/resetpasswordlink', { data: { username: email } });
  const link = await mailLink(request, email);

  // The page is opened 31 minutes after the mail was sent.
  await page.clock.install({ time: Date.now() + 31 * 60 * 1000 });
  await page.goto(link);
  await expect(page.getByText('Expired Reset Link - redirecting to login')).toBeVisible();
  await page.clock.runFor(4000);
  await expect(page).toHaveURL(/\/reset_password\//);
  await page.clock.runFor(1500);
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('a refused OpenID sign-in comes back to the login page with a clear message', async ({ page }) => {
  await page.goto('/app/login?error=oauth');
  await expect(page.getByRole('alert')).toHaveText(
    'Signing in with that account did not work. Please try again or use your e-mail and password.',
  );
});

test.describe('a visitor from New Zealand', () => {
  test.use({ locale: 'en-NZ' });

  test('gets the 12-month free trial recorded on registration', async ({ page, request }) => {
    await signUpAndRegister(page, request, uniqueEmail('kiwi'), 'pavlova please');
    const me = await (await page.request.get('/a/access/isauthenticated')).json();
    const months = (new Date(me.user.trialEndsAt).getTime() - Date.now()) / (30.44 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(11.5);
    expect(months).toBeLessThan(12.5);
  });
});
