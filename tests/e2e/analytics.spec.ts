import { openPhotosynthesis } from './canvas';
import { expect, test } from './fixtures';

test('without a measurement id nothing of analytics is loaded or sent, through sign-in and a map', async ({
  page,
}) => {
  const toGoogle: string[] = [];
  page.on('request', (request) => {
    if (/google(tagmanager|-analytics)\.com|analytics\.google\.com/.test(request.url()))
      toGoogle.push(request.url());
  });
  await openPhotosynthesis(page);
  await expect(page.getByRole('application')).toBeVisible();
  expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
  expect(toGoogle).toEqual([]);
});
