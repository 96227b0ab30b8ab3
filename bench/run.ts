/** `npm run bench`: builds the app, runs every benchmark against the real server, writes the results. */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstallChromium, ensureChromium, thisMachine } from '../tests/support/chromiumExecutable';
import { TEST_AUTH_ENV } from '../tests/support/httpClient';
import { spawnServer } from '../tests/support/serverProcess';
import { benchLoginBundle } from './client/bundle';
import { benchCourseHomeInBrowser } from './client/courseHome';
import { benchCourseReportInBrowser } from './client/courseReport';
import { benchEditor } from './client/editorOpen';
import { benchPresentationSeekInBrowser } from './client/presentationSeek';
import { benchEngine } from './engine/run';
import { benchActions } from './model/actions';
import { benchPresentationSeek } from './model/presentationSeek';
import { benchQuizMarking } from './model/quizMarking';
import { benchRecallMatching } from './model/recallMatching';
import { benchTruth } from './model/truth';
import { benchBroadcast, seedBroadcast } from './server/broadcast';
import { benchCourseHome } from './server/courseHome';
import { benchCourseReport } from './server/courseReport';
import { benchFlashcards } from './server/flashcards';
import { benchHttp } from './server/http';
import { benchLive } from './server/live';
import { benchMapsQuery } from './server/mapsQuery';
import { benchPresentationFollowers } from './server/presentationFollowers';
import { benchQuizAnswers } from './server/quizAnswers';
import type { Metric } from './types';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * `BENCH_ONLY=editor,truth` runs only those groups (bundle, truth, actions, presentation, quiz-marking,
 * recall-matching, engine, server, live, mapsQuery, quiz, flashcards, courses, reports, editor).
 */
const only = process.env.BENCH_ONLY?.split(',').map((group) => group.trim());
const runs = (group: string) => only === undefined || only.includes(group);
/**
 * Groups that measure in a browser (mapsQuery only its table's render, presentation only its seek to the
 * frame, courses and reports only their screens); without one the others still run.
 */
const BROWSER_GROUPS = ['engine', 'mapsQuery', 'editor', 'presentation', 'courses', 'reports'];
/** Groups that measure the model alone in Node: a run of only these needs no build of the app. */
const MODEL_GROUPS = ['truth', 'actions', 'quiz-marking', 'recall-matching'];

async function main() {
  // BENCH_UNMINIFIED=1 keeps the app's names readable in a debug run's profiles.
  const minify = process.env.BENCH_UNMINIFIED ? ['--minify', 'false'] : [];
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  if (only === undefined || only.some((group) => !MODEL_GROUPS.includes(group))) {
    const build = spawnSync(process.execPath, [vite, 'build', ...minify], { cwd: root, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  // A browser as the e2e suite gets one (installed with apt-get where it may be), or why there is none.
  const browser = BROWSER_GROUPS.some(runs)
    ? ensureChromium(thisMachine, aptInstallChromium, (line) => console.error(line))
    : undefined;
  const inBrowser = browser?.found === true;
  const metrics: Metric[] = [];
  if (runs('bundle')) metrics.push(...(await benchLoginBundle(path.join(root, 'dist'))));
  if (runs('truth')) metrics.push(...(await benchTruth()));
  if (runs('actions')) metrics.push(...(await benchActions()));
  if (runs('quiz-marking')) metrics.push(...(await benchQuizMarking()));
  if (runs('recall-matching')) metrics.push(...(await benchRecallMatching()));
  // Seeking on a 10k-node map in Node; then a presenter's status reaching 50 followers on its own server.
  if (runs('presentation'))
    metrics.push(...(await benchPresentationSeek()), ...(await benchPresentationFollowers()));
  if (runs('engine') && inBrowser) metrics.push(...(await benchEngine()));
  if (runs('server')) metrics.push(...(await benchServer()));
  // Its own server (two with TEST_DATABASE_URL); its broadcast compared with the bare socket.io one,
  // measured here when the server group did not run (the same moment's figure, not an old one).
  if (runs('live')) {
    if (!runs('server')) metrics.push(...(await benchServer({ http: false })));
    metrics.push(...(await benchLive(bareBroadcastP95(metrics))));
  }
  // Its own server over its own database of 10,000 maps.
  if (runs('mapsQuery')) metrics.push(...(await benchMapsQuery({ table: inBrowser })));
  // Its own server over its own database: 1,000 learners' answers to a map's 50 questions.
  if (runs('quiz')) metrics.push(...(await benchQuizAnswers()));
  // Its own server over its own database: a learner's schedule of 10,000 cards.
  if (runs('flashcards')) metrics.push(...(await benchFlashcards()));
  // Its own server over its own database: a public course of 200 lessons, signed out.
  // And its home's first render in the browser, signed out.
  if (runs('courses')) metrics.push(...(await benchCourseHome()));
  if (runs('courses') && inBrowser)
    metrics.push(...(await benchCourseHomeInBrowser(path.join(root, 'dist'))));
  // Its own server over its own database: a course of 100 items against 1,000 learners' work.
  if (runs('reports')) metrics.push(...(await benchCourseReport()));
  // And the report in the browser, its owner signed in: its first render in-app and its scrolling.
  if (runs('reports') && inBrowser)
    metrics.push(...(await benchCourseReportInBrowser(path.join(root, 'dist'))));
  // Its own server, seeking in the presentation route on the 10k-node map.
  if (runs('presentation') && inBrowser)
    metrics.push(...(await benchPresentationSeekInBrowser(path.join(root, 'dist'))));
  // Its own server, opening and saving maps of 10k and 50k nodes in the editor.
  if (runs('editor') && inBrowser) metrics.push(...(await benchEditor(path.join(root, 'dist'))));

  const resultsDir = path.join(root, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  const latest = path.join(resultsDir, 'latest.json');
  // A partial run (BENCH_ONLY) replaces its own figures and keeps the others.
  const kept = only === undefined ? [] : await previousMetrics(latest);
  const names = new Set(metrics.map((metric) => metric.name));
  const written = [...kept.filter((metric) => !names.has(metric.name)), ...metrics];
  await writeFile(latest, `${JSON.stringify(written, null, 2)}\n`);
  for (const metric of metrics)
    console.log(
      `${metric.name.padEnd(52)} ${String(metric.value).padStart(10)} ${metric.unit} (n=${metric.n})`,
    );
  if (browser && !browser.found)
    console.error(
      `Browser benchmarks skipped (engine, editor, the maps table, presentation seek, course home and report): ${browser.problem}`,
    );
}

async function previousMetrics(file: string): Promise<Metric[]> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Metric[];
  } catch {
    return [];
  }
}

const bareBroadcastP95 = (metrics: Metric[]) =>
  metrics.find((metric) => metric.name === 'smartremote.broadcast200.p95')?.value;

/** HTTP, GraphQL and broadcast figures against one server over an embedded database holding only the presenter's map. */
async function benchServer({ http = true } = {}): Promise<Metric[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'study-maps-bench-'));
  const broadcast = await seedBroadcast(dataDir);
  const server = spawnServer({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...TEST_AUTH_ENV });
  try {
    const baseUrl = await server.started;
    return [
      ...(http ? await benchHttp(baseUrl, seconds) : []),
      ...(await benchBroadcast(baseUrl, broadcast)),
    ];
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
