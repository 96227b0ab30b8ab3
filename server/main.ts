import { startServer } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseOpenError, openDatabase } from './db/database.ts';
import { seedDemoContent } from './demo/seed.ts';
import { logStartNotice } from './startNotice.ts';

/** Start-up problems an operator can fix get one line on stderr, never a stack trace. */
function fail(message: string): never {
  process.stderr.write(`Cannot start: ${message}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DatabaseOpenError) fail(error.message);
    fail(`database migration failed: ${error instanceof Error ? error.message : String(error)}`);
  }

  if (config.demo) await seedDemoContent(database.db);

  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config, database);
  } catch (error) {
    await database.close().catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`port ${config.port} on ${config.host} is already in use (set PORT to another port)`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
      fail(`HOST=${config.host} is not an address of this machine`);
    if (code === 'EACCES') fail(`not allowed to listen on port ${config.port} (choose a port above 1023)`);
    throw error;
  }
  server.app.log.info({ url: server.url, db: database.kind }, 'server started');
  logStartNotice(server.app.log, config, server.url);

  const shutdown = (signal: NodeJS.Signals) => {
    server.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      server.app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

await main();
