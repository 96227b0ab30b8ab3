import type { Page } from '@playwright/test';
import { expect, holdRequests, isLogReport, logReport, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

/** From now on, the GraphQL requests of the page that name one of `texts` in their body (query or variables). */
function graphQLRequestsNaming(page: Page, texts: readonly string[]): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (request.url().endsWith('/graphql') && texts.some((text) => body.includes(text))) seen.push(body);
  });
  return seen;
}

test.describe('the app under /app', () => {
  test('serves the sign-in route', async ({ page }) => {
    await page.goto('/app/login');
    await expect(page).toHaveTitle('Study Maps');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('reloads a deep client route through the history fallback', async ({ page }) => {
    await page.goto('/app/forgot');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  });

  test('sends a signed-out visitor of a signed-in route to /login', async ({ page }) => {
    await page.goto('/app/class/Ab12Cd34Ef/people');
    await expect(page).toHaveURL(/\/app\/login$/);
  });

  test('sends unknown paths and the root to /login when signed out', async ({ page }) => {
    await page.goto('/app/no/such/screen/here');
    await expect(page).toHaveURL(/\/app\/login$/);
    await page.goto('/app/');
    await expect(page).toHaveURL(/\/app\/login$/);
  });

  test('sends unknown paths of one or two segments to /login when signed out, not into the map editor', async ({
    page,
  }) => {
    for (const path of ['/app/foo', '/app/foo/bar']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/app\/login$/);
    }
  });

  test('sends unknown paths of one or two segments to /home when signed in, asking nothing about them', async ({
    page,
  }) => {
    await logIn(page, DEMO_USER.email, DEMO_USER.password);
    await dashboardLoaded(page);
    await dashboardLoaded(page);
    // Not map ids: too short, a character ids never have, or a well-formed id with an unknown suffix.
    const paths = ['/app/foo', '/app/foo/bar', '/app/Ab12-Cd34E', '/app/Ab12Cd34Ef/bar'];
    const asked = graphQLRequestsNaming(page, ['foo', 'Ab12-Cd34E', 'Ab12Cd34Ef']);
    for (const path of paths) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/app\/home$/);
      await expect(page.getByText('Recommended Courses', { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Map not found')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});

test.describe('feature flags at start', () => {
  test('shows a spinner while they load', async ({ page }) => {
    const release = await holdRequests(page, '**/a/feature/flags');
    await page.goto('/app/login');
    await expect(page.getByTestId('flags-loading')).toBeVisible();
    await expect(page.getByText('Loading settings')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('flags-loading')).toHaveCount(0);
  });

  test('logs a failure and lets the app continue', async ({ page, pageErrors }) => {
    await page.route('**/a/feature/flags', (route) => route.fulfill({ status: 500, body: 'down' }));
    const report = page.waitForRequest(isLogReport);
    await page.goto('/app/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(logReport(await report).message).toBe('Unable to load feature flags');
    // The failed request and the log line are the expected console errors here.
    expect(pageErrors.every((text) => /feature flags|500/.test(text))).toBe(true);
    pageErrors.length = 0;
  });
});

test.describe('loading and failure screens', () => {
  test('shows the loading screen while a screen loads: fade-in after 200 ms, animated letters', async ({
    page,
  }) => {
    const release = await holdRequests(page, '**/assets/LoginScreen-*.js');
    await page.goto('/app/login');
    const screen = page.getByTestId('loading-screen');
    await expect(screen).toBeAttached();
    await expect(page.getByTestId('loading-text')).toHaveText('loading...');
    const letters = page.locator('.loading-letter');
    await expect(letters).toHaveCount(7);
    const delays = await letters.evaluateAll((spans) =>
      spans.map((span) => getComputedStyle(span).animationDelay),
    );
    expect(delays).toEqual(['0.001s', '0.8s', '1.6s', '2.4s', '2.7s', '3s', '3.3s']);
    const fade = await screen.evaluate((element) => {
      const style = getComputedStyle(element);
      return { delay: style.animationDelay, name: style.animationName };
    });
    expect(fade).toEqual({ delay: '0.2s', name: 'loading-fade-in' });
    await expect(screen).toHaveCSS('opacity', '1');
    release();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('shows the general failure screen and reports the error when a screen cannot load', async ({
    page,
    pageErrors,
  }) => {
    await page.route('**/assets/LoginScreen-*.js', (route) => route.abort());
    const report = page.waitForRequest(isLogReport);
    await page.goto('/app/login');
    await expect(
      page.getByText('Oops! Something went wrong. Please try refreshing the page or try again later.'),
    ).toBeVisible();
    const body = logReport(await report);
    expect(body.message).toMatch(/^Render error: .*dynamically imported module/);
    expect(body.error).toBeTruthy();
    pageErrors.length = 0;
  });
});
