/**
 * `npm run grant-admin -- <e-mail> [ORG_ADMIN]`: makes an existing account a site administrator (ADMIN)
 * or, with ORG_ADMIN, an organization administrator: how an operator gets the first administrator, who
 * then manages everyone else's roles on /admin. With the embedded database, run it while the server is
 * stopped (one process holds the data folder).
 */
import { normalizeRoles } from '../src/model/admin/access.ts';
import { ROLES } from '../src/model/auth/roles.ts';
import { findUserByUsername } from './auth/accounts.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseOpenError, openDatabase } from './db/database.ts';
import { json } from './db/json.ts';

const [email, roleArgument = ROLES.ADMIN] = process.argv.slice(2);
const role = roleArgument === ROLES.ORG_ADMIN ? ROLES.ORG_ADMIN : ROLES.ADMIN;
if (!email || (roleArgument !== ROLES.ADMIN && roleArgument !== ROLES.ORG_ADMIN)) {
  process.stderr.write('Usage: npm run grant-admin -- <e-mail> [ADMIN|ORG_ADMIN]\n');
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const user = await findUserByUsername(database.db, email);
  if (user) {
    await database.db
      .updateTable('users')
      .set({ roles: json(normalizeRoles([...user.roles, role])), updatedAt: new Date() })
      .where('id', '=', user.id)
      .execute();
  }
  await database.close();
  if (!user) {
    process.stderr.write(`No account ${email}: sign up first, then run this again.\n`);
    process.exit(1);
  }
  process.stdout.write(`${user.username} now has the role ${role}.\n`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DatabaseOpenError) {
    process.stderr.write(`Cannot grant: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
