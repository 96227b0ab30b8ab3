import { test as base, expect, type Page, type Request } from '@playwright/test';

/** Console errors and uncaught exceptions of the page; a test that expects some clears them. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The body of a `PUT /a/log` report. */
export const logReport = (request: Request) => request.postDataJSON() as { message: string; error?: string };
export const isLogReport = (request: Request) =>
  request.method() === 'PUT' && request.url().endsWith('/a/log');

/** Holds every request matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
