/**
 * What the benchmarks of one GraphQL query share: the real server in its own process over a seeded test
 * database, a signed-in client, and the query timed from sending it to having the whole answer, with the
 * server's CPU time per request.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HttpClient, TEST_AUTH_ENV } from '../../tests/support/httpClient';
import { spawnServer } from '../../tests/support/serverProcess';
import { createTestDatabase, type TestDatabase } from '../../tests/support/testDatabase';
import { type Metric, percentile, round } from '../types';

/**
 * The CPU time the server process has used, in ms (Linux: /proc, in clock ticks of 10 ms); undefined
 * elsewhere. On a busy machine the wall time includes waiting for a core; this does not.
 */
async function cpuMs(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export interface TimedQuery {
  /** The metrics' name prefix. */
  name: string;
  query: string;
  variables: Record<string, unknown>;
  runs: number;
  warmup: number;
  /** Throws when an answer is not the one expected (a fast wrong answer is no figure). */
  check: (body: { data?: unknown; errors?: unknown }) => void;
}

/** p50, p95, the server's mean CPU time (where it can be read) and the answer's size. */
async function timeQuery(client: HttpClient, pid: number | undefined, timed: TimedQuery): Promise<Metric[]> {
  const received: number[] = [];
  let bytes = 0;
  let cpuAtStart: number | undefined;
  for (let run = 0; run < timed.warmup + timed.runs; run++) {
    if (run === timed.warmup) cpuAtStart = await cpuMs(pid);
    const started = performance.now();
    const response = await client.request('POST', '/graphql', {
      query: timed.query,
      variables: timed.variables,
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    timed.check(JSON.parse(text));
    bytes = text.length;
    if (run >= timed.warmup) received.push(elapsed);
  }
  const n = received.length;
  const cpuAtEnd = await cpuMs(pid);
  const { name } = timed;
  const cpu =
    cpuAtStart === undefined || cpuAtEnd === undefined
      ? []
      : [{ name: `${name}.serverCpu.mean`, value: round((cpuAtEnd - cpuAtStart) / n), unit: 'ms', n }];
  return [
    { name: `${name}.p50`, value: round(percentile(received, 50)), unit: 'ms', n },
    { name: `${name}.p95`, value: round(percentile(received, 95)), unit: 'ms', n },
    ...cpu,
    { name: `${name}.responseSize`, value: round(bytes / 1024), unit: 'KiB', n: 1 },
  ];
}

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Times a query on the server started over `testDatabase` (seeded, and dropped afterwards), as the user
 * with these credentials, or signed out (null).
 */
export async function benchQueryOn(
  testDatabase: TestDatabase,
  credentials: Credentials | null,
  timed: TimedQuery,
): Promise<Metric[]> {
  const server = spawnServer({
    PORT: '0',
    DATA_DIR: testDatabase.dataDir,
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    LOG_LEVEL: 'info',
    ...TEST_AUTH_ENV,
    // BENCH_SERVER_PROFILE=dir: the server's CPU profile, written there when it stops (a debug run).
    ...(process.env.BENCH_SERVER_PROFILE
      ? {
          BENCH_SERVER_PROFILE: process.env.BENCH_SERVER_PROFILE,
          NODE_OPTIONS: `--import ${pathToFileURL(path.join(import.meta.dirname, 'cpuProfileHook.mjs'))}`,
        }
      : {}),
  });
  try {
    const baseUrl = await server.started;
    const client = new HttpClient(baseUrl);
    if (credentials) {
      const signIn = await client.json('POST', '/a/auth/authenticate', {
        ...credentials,
        reCaptchaToken: await client.humanCheckToken(),
      });
      if (signIn.status !== 200) throw new Error(`${timed.name}: sign-in failed (${signIn.status})`);
    }
    return await timeQuery(client, server.child.pid, timed);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await testDatabase.drop();
  }
}

/** A query over a database `seed` fills (answering the query's variables), timed by `benchQueryOn`. */
export interface SeededQuery extends Omit<TimedQuery, 'variables'> {
  seed: (testDatabase: TestDatabase) => Promise<Record<string, unknown>>;
  credentials: Credentials | null;
}

/**
 * The query on PGlite, and again on PostgreSQL (`<name>.postgres`) when TEST_DATABASE_URL names a server
 * (as the integration tests take it), each over a database of its own.
 */
export async function benchSeededQuery(seeded: SeededQuery): Promise<Metric[]> {
  const { seed, credentials, ...timed } = seeded;
  const on = async (postgresUrl: string | null, name: string) => {
    const testDatabase = await createTestDatabase(postgresUrl);
    const variables = await seed(testDatabase);
    return benchQueryOn(testDatabase, credentials, { ...timed, name, variables });
  };
  const metrics = await on(null, timed.name);
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) metrics.push(...(await on(postgresUrl, `${timed.name}.postgres`)));
  return metrics;
}
