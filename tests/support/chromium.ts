/**
 * How every browser test and benchmark launches Chromium: the executable found by one rule
 * (tests/support/chromiumExecutable.ts), with the switches that keep the browser's own work out of the
 * page's way.
 */
import { findChromium, thisMachine } from './chromiumExecutable';

/**
 * Launch options naming the browser to run. Read at launch, so that a browser installed earlier in the same
 * process (the bench runner) is seen. Where none is found, the override still (CHROMIUM_PATH is the only one
 * tried when set) or Playwright's own, and Playwright's error; `npm run test:e2e` and `npm run bench` have
 * made sure of one before, or said in one line why not.
 */
export function chromiumExecutable(): { executablePath?: string } {
  const lookup = findChromium(thisMachine);
  if (lookup.found) return { executablePath: lookup.path };
  return thisMachine.env.CHROMIUM_PATH ? { executablePath: thisMachine.env.CHROMIUM_PATH } : {};
}

/**
 * Playwright's own `--disable-features` list (1.65). Chromium keeps only the last `--disable-features`
 * switch, so a list of ours replaces this one whole unless it carries it (tests/e2e/chromium.spec.ts checks
 * that it does).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Headless Chromium (156) builds a window's browser UI as well, and loads the address bar's two suggestion
 * popups as WebUI pages, in a renderer of their own, for every new page: about a second of a core just as
 * the page loads, which on two cores slowed every page load measured and every e2e test. Nobody sees them.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Switches for every launch: no sandbox (containers), no background traffic, no browser UI pages. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];

/** WebGL through SwiftShader, the software GPU of these machines (and of CI). */
export const SWIFTSHADER_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
