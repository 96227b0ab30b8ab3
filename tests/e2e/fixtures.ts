import { type BrowserContext, test as base, expect, type Page, type Request } from '@playwright/test';

const CSP_BINDING = '__reportCspViolation';

/** Reports every Content-Security-Policy violation of the context's pages into `violations`. */
async function reportCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(CSP_BINDING, ({ page }, violation: string) => {
    violations.push(`${page?.url() ?? 'a page'}: ${violation}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: string) => void>)[binding];
      const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : '';
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}`);
    });
  }, CSP_BINDING);
}

/**
 * Console errors and uncaught exceptions of the page; a test that expects some clears them. Any
 * Content-Security-Policy violation, in the test's own context or one it opens, fails the test.
 */
export const test = base.extend<{ pageErrors: string[]; cspViolations: string[] }>({
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
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await reportCspViolations(context, violations);
      // Contexts a test opens itself (a second user, another device) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await reportCspViolations(opened, violations);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        Reflect.deleteProperty(browser, 'newContext'); // the browser's own method again
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
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
