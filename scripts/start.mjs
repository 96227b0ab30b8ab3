// `npm start`: builds the web app when its sources are newer than the build, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'index.html');
const SOURCES = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'src',
  'ui',
  'engine',
  'workers',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const needsBuild =
  !existsSync(builtIndex) ||
  SOURCES.some((source) => newestMtime(path.join(root, source)) > statSync(builtIndex).mtimeMs);

if (needsBuild) {
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Run the TypeScript server in this process (tsx), so signals reach it directly.
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server', 'main.ts'));
