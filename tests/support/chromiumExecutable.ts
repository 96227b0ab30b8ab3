/**
 * Which Chromium every browser test and benchmark runs, and getting one where there is none: the one
 * rule, used by the launches (tests/support/chromium.ts), by `scripts/ensure-chromium.ts` before the e2e
 * suite and by the bench runner before its browser groups.
 *
 * In order: `CHROMIUM_PATH` when set (and then only it: a wrong override is reported, not passed over),
 * Debian's `/usr/bin/chromium`, Playwright's own browser where it was downloaded; else Debian's chromium
 * is installed with apt-get when running as root (Playwright's download site is out of reach on these
 * machines, the Debian archive is not). `CHROMIUM_AUTO_INSTALL=0` never installs.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** What the rule reads of the machine; tests give their own. */
export interface Machine {
  env: Record<string, string | undefined>;
  isRoot: boolean;
  isExecutable(file: string): boolean;
  /** Where Playwright keeps its own Chromium (whether or not it was downloaded). */
  playwrightChromium(): string | undefined;
}

export type ChromiumLookup =
  | { found: true; path: string; from: 'CHROMIUM_PATH' | 'Debian' | 'Playwright' }
  /** Nothing to run; `problem` is the one line to show, `installable` whether apt-get may fix it. */
  | { found: false; problem: string; installable: boolean };

/** Installs Debian's chromium; on failure, why (one line). */
export type Install = () => { ok: true } | { ok: false; reason: string };

const WHAT_TO_DO =
  "install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH to a Chromium executable";

/** The browser to launch, without installing anything. */
export function findChromium(machine: Machine): ChromiumLookup {
  const override = machine.env.CHROMIUM_PATH;
  if (override) {
    return machine.isExecutable(override)
      ? { found: true, path: override, from: 'CHROMIUM_PATH' }
      : {
          found: false,
          problem: `CHROMIUM_PATH=${override} is not an executable file: point it at a Chromium executable or unset it.`,
          installable: false,
        };
  }
  if (machine.isExecutable(SYSTEM_CHROMIUM)) return { found: true, path: SYSTEM_CHROMIUM, from: 'Debian' };
  const playwrights = machine.playwrightChromium();
  if (playwrights && machine.isExecutable(playwrights))
    return { found: true, path: playwrights, from: 'Playwright' };
  const blocker = installBlocker(machine);
  return blocker
    ? { found: false, problem: `No Chromium found (${blocker}): ${WHAT_TO_DO}.`, installable: false }
    : { found: false, problem: `No Chromium found: ${WHAT_TO_DO}.`, installable: true };
}

/** The browser to launch, installing Debian's chromium first where the rule allows it. */
export function ensureChromium(
  machine: Machine,
  install: Install,
  say: (line: string) => void,
): ChromiumLookup {
  const lookup = findChromium(machine);
  if (lookup.found || !lookup.installable) return lookup;
  say("No Chromium found: installing Debian's chromium with apt-get (a minute or two)…");
  const installed = install();
  if (!installed.ok)
    return {
      found: false,
      problem: `Installing Debian's chromium with apt-get failed (${installed.reason}): ${WHAT_TO_DO}.`,
      installable: false,
    };
  const after = findChromium(machine);
  return after.found
    ? after
    : {
        found: false,
        problem: `apt-get installed chromium but ${SYSTEM_CHROMIUM} is not there: ${WHAT_TO_DO}.`,
        installable: false,
      };
}

/** Why apt-get will not be run, or undefined when it may be. */
function installBlocker(machine: Machine): string | undefined {
  if (machine.env.CHROMIUM_AUTO_INSTALL === '0') return 'CHROMIUM_AUTO_INSTALL=0';
  if (!machine.isRoot) return 'not root, so not installed with apt-get';
  const onPath = (machine.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  if (!onPath.some((dir) => machine.isExecutable(path.join(dir, 'apt-get')))) return 'no apt-get';
  return undefined;
}

/** This machine. */
export const thisMachine: Machine = {
  env: process.env,
  isRoot: process.getuid?.() === 0,
  isExecutable(file) {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  },
  playwrightChromium() {
    try {
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  },
};

/** Debian's chromium through apt-get, quietly: the package lists first (a fresh machine has none). */
export const aptInstallChromium: Install = () => {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (run.status !== 0) {
      const lastLine = (run.stderr ?? '').trim().split('\n').at(-1) || run.error?.message;
      return { ok: false, reason: `apt-get ${args[0]}: ${lastLine ?? `exit ${run.status}`}` };
    }
  }
  return { ok: true };
};
