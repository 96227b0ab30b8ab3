import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { LOCK_FILE } from '../../server/db/dataDirLock';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'study-maps-lock-'));
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the embedded database folder', () => {
  it('is refused to a second user while it is open, and free again once closed', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `Cannot open: the embedded database in ${dataDir} is in use by another server (pid ${process.pid})`,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.close();
    // Three opens of an embedded database, migrations included: slow on a busy machine.
  }, 120_000);

  it('takes over a lock left by a process that is gone', async () => {
    await writeFile(path.join(dataDir, LOCK_FILE), '999999999');
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});
