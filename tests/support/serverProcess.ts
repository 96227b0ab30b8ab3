import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves to the address once the server logs that it started. */
  started: Promise<string>;
  /** Resolves to the exit code once the process ends. */
  exited: Promise<number | null>;
  stderr(): string;
  /** Log lines at warn level and above (for failure messages). */
  problems(): string[];
  /** Every log entry so far, parsed. */
  logs(): LogEntry[];
  /** Resolves to the first log entry (so far or to come) that `matches`. */
  logged(matches: (entry: LogEntry) => boolean): Promise<LogEntry>;
}

/** One line of the server's JSON log (pino). */
export type LogEntry = { msg?: string; level?: number } & Record<string, unknown>;

/** Runs `server/main.ts` in a child process, as `npm start` does after building. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'info',
      APP_DIR: '.tmp/no-app',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  const problems: string[] = [];
  const entries: LogEntry[] = [];
  const waiters: { matches: (entry: LogEntry) => boolean; resolve: (entry: LogEntry) => void }[] = [];
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as LogEntry;
        entries.push(entry);
        for (const waiter of waiters.filter((candidate) => candidate.matches(entry))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(entry);
        }
        if (entry.msg === 'server started' && typeof entry.url === 'string') resolve(entry.url);
        if ((entry.level ?? 0) >= 50) problems.push(line);
      } catch {
        // not a log line
      }
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before starting: ${stderr}`)));
  });
  started.catch(() => {});
  const logged = (matches: (entry: LogEntry) => boolean) =>
    new Promise<LogEntry>((resolve) => {
      const found = entries.find(matches);
      if (found) resolve(found);
      else waiters.push({ matches, resolve });
    });
  return {
    child,
    started,
    exited,
    stderr: () => stderr,
    problems: () => problems,
    logs: () => entries,
    logged,
  };
}
