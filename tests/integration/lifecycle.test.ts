import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { spawnServer } from '../support/serverProcess';
import { createTestDatabase, type TestDatabase } from '../support/testDatabase';

const databaseEnv = (database: TestDatabase): Record<string, string> =>
  database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir };

describe('start-up problems stop the start with one line', () => {
  const expectOneLine = async (env: Record<string, string>, expected: RegExp) => {
    const server = spawnServer(env);
    expect(await server.exited).toBe(1);
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(expected);
  };

  it('a PORT that is not a port', () =>
    expectOneLine({ PORT: 'abc' }, /^Cannot start: PORT="abc" is not valid: must be a port number/));

  it('a PORT out of range', () =>
    expectOneLine({ PORT: '70000' }, /^Cannot start: PORT="70000" is not valid/));

  it('a DATABASE_URL that is not a PostgreSQL URL', () =>
    expectOneLine(
      { DATABASE_URL: 'mysql://root@localhost/db' },
      /^Cannot start: DATABASE_URL="mysql:\/\/root@localhost\/db" is not valid: must be a URL of the form postgres:/,
    ));

  it('a DATABASE_URL where no server answers', () =>
    expectOneLine(
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing', PORT: '0' },
      /^Cannot start: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/nothing: .*ECONNREFUSED/,
    ));

  it('the development outbox in production', () =>
    expectOneLine(
      { DEV_OUTBOX: '1', NODE_ENV: 'production' },
      /^Cannot start: DEV_OUTBOX=1 shows every e-mail to anyone: it is refused with NODE_ENV=production$/,
    ));

  describe('a port in use', () => {
    let blocker: Server;
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
      blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      blocker.close();
      await database.drop();
    });

    it('says so', () => {
      const address = blocker.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      return expectOneLine(
        { ...databaseEnv(database), PORT: String(port) },
        new RegExp(`^Cannot start: port ${port} on 127\\.0\\.0\\.1 is already in use`),
      );
    });
  });
});

describe('graceful shutdown', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('loses no acknowledged write when SIGTERM arrives during writes', async () => {
    // Each write names its own client address through the trusted loopback proxy: the per-address budget
    // of client reports is not what this test is about.
    const server = spawnServer({ ...databaseEnv(database), PORT: '0', TRUST_PROXY: 'loopback' });
    const url = await server.started;
    const acknowledged = new Set<string>();
    let signalled = false;

    const writer = async (writerId: number) => {
      for (let k = 0; ; k++) {
        const message = `write ${writerId}-${k}`;
        try {
          const response = await fetch(`${url}/a/log`, {
            method: 'PUT',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${writerId}.${(k >> 8) & 255}.${k & 255}`,
            },
            body: JSON.stringify({ message }),
          });
          if (response.status !== 201) return;
          acknowledged.add(message);
        } catch {
          return; // connection refused or reset: the server is gone
        }
        if (!signalled && acknowledged.size >= 150) {
          signalled = true;
          server.child.kill('SIGTERM');
        }
      }
    };

    await Promise.all(Array.from({ length: 8 }, (_, index) => writer(index)));
    const exitCode = await server.exited;
    expect(exitCode, [server.stderr(), ...server.problems()].join('\n')).toBe(0);
    expect(signalled).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(150);

    const reopened = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    try {
      const rows = await reopened.db.selectFrom('clientLogs').select('message').execute();
      const stored = new Set(rows.map((row) => row.message));
      const lost = [...acknowledged].filter((message) => !stored.has(message));
      expect(lost).toEqual([]);
    } finally {
      await reopened.close();
    }
    // A server started, 150 writes, a shutdown and the embedded database opened again: about 9 s here,
    // over 30 s once on a 2-core machine busy with other test runs.
  }, 90_000);
});
