/**
 * The browser every test and benchmark runs (tests/support/chromium.ts): its switches take the address
 * bar's WebUI popups away without dropping Playwright's own disabled features.
 */
import { chromium } from '@playwright/test';
import { BROWSER_ARGS, chromiumExecutable, PLAYWRIGHT_DISABLED_FEATURES } from '../support/chromium';
import { expect, test } from './fixtures';

const featureList = (args: string[], name: string) =>
  args.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3).split(','));

test('a new page loads no browser UI pages, and Playwright’s disabled features stay disabled', async () => {
  // --enable-automation: Chromium answers Browser.getBrowserCommandLine only with it.
  const browser = await chromium.launch({
    ...chromiumExecutable(),
    args: [...BROWSER_ARGS, '--enable-automation'],
  });
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    const cdp = await browser.newBrowserCDPSession();
    const { arguments: commandLine } = await cdp.send('Browser.getBrowserCommandLine');
    const disabled = featureList(commandLine, 'disable-features');
    // Chromium applies the last switch only: it must hold Playwright's list (its first) and ours.
    const applied = disabled.at(-1) ?? [];
    expect(applied).toEqual(expect.arrayContaining(disabled[0] ?? []));
    expect(applied).toEqual(expect.arrayContaining(PLAYWRIGHT_DISABLED_FEATURES));
    // The popups load as the window opens; a second later they would be there.
    await page.waitForTimeout(1_000);
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://')).map((t) => t.url)).toEqual([]);
  } finally {
    await browser.close();
  }
});
