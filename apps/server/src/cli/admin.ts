/**
 * Administrator bootstrap without database tools:
 *   npm run admin -- promote <username>
 *   npm run admin -- demote <username>
 *   npm run admin -- list
 * Uses the same configuration (DATABASE_URL or DATA_DIR) as the server. With the embedded database,
 * stop the server first: PGlite allows one process at a time.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { users } from '../db/schema.ts';
import { setAdmin } from '../modules/admin/service.ts';

async function main(argv: string[]): Promise<number> {
  const [command, username] = argv;
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await migrate(database);
    const db = database.db;
    if (command === 'list') {
      const admins = await db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .where(eq(users.isAdmin, true));
      console.log(admins.length ? admins.map((a) => `${a.id}\t${a.username}\t${a.email}`).join('\n') : 'No administrators yet.');
      return 0;
    }
    if ((command === 'promote' || command === 'demote') && username) {
      // Their sessions end (a change of privilege); a running server with a session cache may serve
      // one from memory for up to SESSION_CACHE_TTL_MS more (administrators' sessions are never cached).
      const row = await setAdmin({ db }, { username, isAdmin: command === 'promote' });
      if (!row) {
        console.error(`No user named "${username}".`);
        return 1;
      }
      const now = command === 'promote' ? 'now an administrator' : 'no longer an administrator';
      console.log(
        row.changed
          ? `${row.username} (id ${row.id}) is ${now}. Their sessions were ended: they sign in again.`
          : `${row.username} (id ${row.id}) is already ${command === 'promote' ? 'an administrator' : 'not an administrator'}.`,
      );
      return 0;
    }
    console.error('Usage: npm run admin -- promote <username> | demote <username> | list');
    return 2;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error((err as Error).message);
    process.exit(1);
  },
);
