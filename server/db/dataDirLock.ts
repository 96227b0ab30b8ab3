import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The embedded database is single-process: a lock file keeps a second server off the same folder. */
export const LOCK_FILE = 'server.lock';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder for this process, or throws `DataDirInUseError` naming the process that holds it.
 * A lock left by a process that is gone is taken over. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx' });
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(holder) && isRunning(holder)) {
        throw new DataDirInUseError(
          `the embedded database in ${dataDir} is in use by another server (pid ${holder}); stop it or set another DATA_DIR`,
        );
      }
      await rm(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new DataDirInUseError(`could not lock ${lockPath}`);
}
