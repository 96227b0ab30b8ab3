import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../server/db/database';
import { json } from '../../server/db/json';
import { newId } from '../../src/model/ids';
import { HttpClient, TEST_AUTH_ENV } from '../../tests/support/httpClient';
import { spawnServer } from '../../tests/support/serverProcess';
import { measureMapsTable } from '../client/mapsTable';
import { type Metric, percentile, round } from '../types';
import { insertBenchUser } from './benchUser';

export const MAPS = 10_000;
const LABELS = 40;
const RUNS = 30;
const WARMUP = 3;
const USERNAME = 'bench.maps@example.org';
const PASSWORD = 'bench maps password';

const QUERY = /* GraphQL */ `
  {
    maps {
      id
      name
      owner { id firstName lastName }
      userTags
      labels
      updated { date userId }
      created { date userId }
    }
  }
`;

/** One user with 10,000 maps (a tenth bookmarked, a twentieth archived, three in four in one of 40 folders). */
async function seed(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  const db = database.db;
  try {
    const userId = await insertBenchUser(db, { username: USERNAME, password: PASSWORD, lastName: 'Maps' });
    const labelIds = Array.from({ length: LABELS }, () => newId());
    await db
      .insertInto('labels')
      .values(labelIds.map((id, index) => ({ id, userId, name: `Folder ${index}` })))
      .execute();
    const start = Date.UTC(2025, 0, 1);
    const document = json({ nodes: [], connections: [] });
    for (let batch = 0; batch < MAPS; batch += 1000) {
      const ids = Array.from({ length: Math.min(1000, MAPS - batch) }, () => newId());
      await db
        .insertInto('maps')
        .values(
          ids.map((id, index) => {
            const at = new Date(start + (batch + index) * 60_000);
            return {
              id,
              ownerId: userId,
              name: `Map ${batch + index}`,
              document,
              createdBy: userId,
              updatedBy: userId,
              createdAt: at,
              updatedAt: at,
            };
          }),
        )
        .execute();
      const tags = ids.flatMap((mapId, index) => [
        ...(index % 10 === 0 ? [{ userId, mapId, tag: 'Bookmarked' }] : []),
        ...(index % 20 === 1 ? [{ userId, mapId, tag: 'Archived' }] : []),
      ]);
      await db.insertInto('mapUserTags').values(tags).execute();
      await db
        .insertInto('mapLabels')
        .values(
          ids
            .filter((_, index) => index % 4 !== 0)
            .map((mapId, index) => ({ mapId, labelId: labelIds[index % LABELS] ?? '' })),
        )
        .execute();
    }
  } finally {
    await database.close();
  }
}

async function measure(client: HttpClient): Promise<Metric[]> {
  const received: number[] = [];
  const parsed: number[] = [];
  let bytes = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    const response = await client.request('POST', '/graphql', { query: QUERY });
    const text = await response.text();
    const gotBody = performance.now();
    const body = JSON.parse(text) as { data?: { maps: unknown[] }; errors?: unknown };
    const done = performance.now();
    if (body.errors || body.data?.maps.length !== MAPS) {
      throw new Error(
        `mapsQuery: unexpected answer ${JSON.stringify(body.errors ?? body.data?.maps.length)}`,
      );
    }
    bytes = text.length;
    if (run < WARMUP) continue;
    received.push(gotBody - started);
    parsed.push(done - started);
  }
  const n = received.length;
  return [
    { name: 'server.mapsQuery10k.p50', value: round(percentile(received, 50)), unit: 'ms', n },
    { name: 'server.mapsQuery10k.p95', value: round(percentile(received, 95)), unit: 'ms', n },
    { name: 'server.mapsQuery10k.parsed.p50', value: round(percentile(parsed, 50)), unit: 'ms', n },
    { name: 'server.mapsQuery10k.responseSize', value: round(bytes / 1024), unit: 'KiB', n: 1 },
  ];
}

/**
 * The maps query of the maps area for a user with 10,000 maps, through the real server (its own
 * process, the embedded database) and HTTP: time from sending the request to having the whole answer
 * (target: under 100 ms), and to having it parsed as the client would; then the table's first render in
 * a browser over the same server (bench/client/mapsTable.ts), unless `table` is false (no browser).
 */
export async function benchMapsQuery({ table = true }: { table?: boolean } = {}): Promise<Metric[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'study-maps-bench-maps-'));
  await seed(dataDir);
  // The built app too (npm run bench builds it first), for the table's render in a browser.
  const server = spawnServer({
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    APP_DIR: 'dist',
    ...TEST_AUTH_ENV,
  });
  try {
    const baseUrl = await server.started;
    const client = new HttpClient(baseUrl);
    const signIn = await client.json('POST', '/a/auth/authenticate', {
      username: USERNAME,
      password: PASSWORD,
      reCaptchaToken: await client.humanCheckToken(),
    });
    if (signIn.status !== 200) throw new Error(`mapsQuery: sign-in failed (${signIn.status})`);
    const query = await measure(client);
    if (!table) return query;
    return [...query, ...(await measureMapsTable(baseUrl, { username: USERNAME, password: PASSWORD }))];
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

// `npx tsx bench/server/mapsQuery.ts` runs this benchmark alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const metric of await benchMapsQuery()) {
    console.log(`${metric.name} ${metric.value} ${metric.unit} (n=${metric.n})`);
  }
}
