// Before the e2e suite (`npm run test:e2e`) and CI: a Chromium to run, installed with apt-get where the
// rule allows (tests/support/chromiumExecutable.ts); else one line saying what to install, and exit 1.
import { spawnSync } from 'node:child_process';
import { aptInstallChromium, ensureChromium, thisMachine } from '../tests/support/chromiumExecutable';

const lookup = ensureChromium(thisMachine, aptInstallChromium, (line) => console.error(line));
if (!lookup.found) {
  console.error(lookup.problem);
  process.exit(1);
}
// The version in the log: screenshot baselines follow the browser's.
const version = spawnSync(lookup.path, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
  timeout: 10_000,
});
const named = version.stdout?.trim().split('\n')[0] || 'Chromium';
console.log(`${named}: ${lookup.path} (${lookup.from})`);
