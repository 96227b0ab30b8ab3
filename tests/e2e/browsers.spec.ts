import { expect, test } from './fixtures';

test.describe('an unsupported browser (Internet Explorer)', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko' });

  test('is refused login and asked for Chrome, Firefox or Safari, with the link to copy', async ({
    page,
  }) => {
    await page.goto('/app/login');
    await expect(
      page.getByText('Please open this page in Chrome, Firefox or Safari. Chrome is recommended.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'LOGIN' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy page link' })).toBeVisible();
  });
});

test.describe('a partly supported browser (legacy Edge)', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
  });

  test('is warned once; the dismissal is remembered', async ({ page }) => {
    await page.goto('/app/login');
    const warning = page
      .getByTestId('notification')
      .filter({ hasText: 'Your browser is only partly supported.' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Dismiss' }).click();
    await expect(warning).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Your browser is only partly supported.')).toHaveCount(0);
  });
});

test('the school login page says so when school sign-in is off', async ({ page }) => {
  await page.goto('/app/school-login');
  await expect(page.getByText('School sign-in is not available on this site.')).toBeVisible();
});
