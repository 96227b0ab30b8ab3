/**
 * `npm run grant-admin -- <e-mail> [ADMIN|ORG_ADMIN]`: makes an existing account a site administrator
 * (ADMIN, the default) or an organization administrator: how an operator gets the first administrator,
 * who then manages everyone else's roles on /admin. With the embedded database, run it while the server
 * is stopped (one process holds the data folder).
 */
import { GRANTABLE_BY_OPERATOR, grantRole, type OperatorGrant } from './admin/grant.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseOpenError, openDatabase } from './db/database.ts';

const [email, role = 'ADMIN'] = process.argv.slice(2);
if (!email || !(GRANTABLE_BY_OPERATOR as readonly string[]).includes(role)) {
  process.stderr.write('Usage: npm run grant-admin -- <e-mail> [ADMIN|ORG_ADMIN]\n');
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const username = await grantRole(database.db, email, role as OperatorGrant);
  await database.close();
  if (!username) {
    process.stderr.write(`No account ${email}: sign up first, then run this again.\n`);
    process.exit(1);
  }
  process.stdout.write(`${username} now has the role ${role}.\n`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseOpenError) {
    process.stderr.write(`Cannot grant: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
