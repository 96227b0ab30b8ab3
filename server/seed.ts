/** `npm run seed`: creates the demo account and content in the configured database. */
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseOpenError, openDatabase } from './db/database.ts';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoContent } from './demo/seed.ts';

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { created } = await seedDemoContent(database.db);
  await database.close();
  process.stdout.write(
    created
      ? `Demo content created: sign in as ${DEMO_USERNAME} / ${DEMO_PASSWORD}\n`
      : `Demo content already present (${DEMO_USERNAME}).\n`,
  );
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseOpenError) {
    process.stderr.write(`Cannot seed: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
