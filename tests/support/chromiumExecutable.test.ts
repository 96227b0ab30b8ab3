import { describe, expect, it, vi } from 'vitest';
import { ensureChromium, findChromium, type Machine, SYSTEM_CHROMIUM } from './chromiumExecutable';

const PLAYWRIGHTS = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine holding these executables, as root with apt-get unless told otherwise. */
function machine(
  executables: string[],
  { env = {}, isRoot = true }: { env?: Record<string, string>; isRoot?: boolean } = {},
): Machine & { files: Set<string> } {
  const files = new Set(executables);
  return {
    files,
    env: { PATH: '/usr/local/bin:/usr/bin', ...env },
    isRoot,
    isExecutable: (file) => files.has(file),
    playwrightChromium: () => PLAYWRIGHTS,
  };
}

const APT = '/usr/bin/apt-get';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, over Debian’s and Playwright’s', () => {
    const found = findChromium(
      machine(['/opt/chrome', SYSTEM_CHROMIUM, PLAYWRIGHTS], { env: { CHROMIUM_PATH: '/opt/chrome' } }),
    );
    expect(found).toEqual({ found: true, path: '/opt/chrome', from: 'CHROMIUM_PATH' });
  });

  it('reports a CHROMIUM_PATH that names no executable instead of passing over it', () => {
    const found = findChromium(machine([SYSTEM_CHROMIUM, APT], { env: { CHROMIUM_PATH: '/nope' } }));
    expect(found).toEqual({
      found: false,
      problem:
        'CHROMIUM_PATH=/nope is not an executable file: point it at a Chromium executable or unset it.',
      installable: false,
    });
  });

  it('takes Debian’s chromium before Playwright’s', () => {
    expect(findChromium(machine([SYSTEM_CHROMIUM, PLAYWRIGHTS]))).toMatchObject({ path: SYSTEM_CHROMIUM });
  });

  it('takes Playwright’s downloaded browser where there is no /usr/bin/chromium', () => {
    expect(findChromium(machine([PLAYWRIGHTS]))).toEqual({
      found: true,
      path: PLAYWRIGHTS,
      from: 'Playwright',
    });
  });

  it('finds nothing, installable, as root with apt-get on the PATH', () => {
    expect(findChromium(machine([APT]))).toMatchObject({ found: false, installable: true });
  });
});

describe('ensureChromium', () => {
  it('installs nothing where a browser is found', () => {
    const install = vi.fn();
    expect(ensureChromium(machine([SYSTEM_CHROMIUM, APT]), install, () => {})).toMatchObject({ found: true });
    expect(install).not.toHaveBeenCalled();
  });

  it('installs Debian’s chromium with one line said, then launches it', () => {
    const box = machine([APT]);
    const said: string[] = [];
    const install = vi.fn(() => {
      box.files.add(SYSTEM_CHROMIUM);
      return { ok: true as const };
    });
    expect(ensureChromium(box, install, (line) => said.push(line))).toEqual({
      found: true,
      path: SYSTEM_CHROMIUM,
      from: 'Debian',
    });
    expect(install).toHaveBeenCalledOnce();
    expect(said).toEqual(["No Chromium found: installing Debian's chromium with apt-get (a minute or two)…"]);
  });

  it.each([
    ['without apt-get', machine([]), 'no apt-get'],
    ['when not root', machine([APT], { isRoot: false }), 'not root, so not installed with apt-get'],
    [
      'when CHROMIUM_AUTO_INSTALL=0',
      machine([APT], { env: { CHROMIUM_AUTO_INSTALL: '0' } }),
      'CHROMIUM_AUTO_INSTALL=0',
    ],
  ])('says in one line what to install %s, and installs nothing', (_, box, why) => {
    const install = vi.fn();
    const lookup = ensureChromium(box, install, () => {});
    expect(install).not.toHaveBeenCalled();
    expect(lookup).toEqual({
      found: false,
      problem: `No Chromium found (${why}): install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium executable.`,
      installable: false,
    });
  });

  it('says in one line why apt-get failed', () => {
    const lookup = ensureChromium(
      machine([APT]),
      () => ({ ok: false, reason: 'apt-get update: E: Could not resolve deb.debian.org' }),
      () => {},
    );
    expect(lookup).toMatchObject({ found: false });
    const { problem } = lookup as { problem: string };
    expect(problem).toMatch(/^Installing Debian's chromium with apt-get failed \(apt-get update: E: Could/);
    expect(problem).not.toContain('\n');
  });

  it('says so when apt-get succeeded but left no /usr/bin/chromium', () => {
    const lookup = ensureChromium(
      machine([APT]),
      () => ({ ok: true }),
      () => {},
    );
    expect(lookup).toMatchObject({ found: false, problem: expect.stringMatching(/is not there/) });
  });
});
