// Applies migrations/ to the Postgres database at DATABASE_URL (Neon, or any Postgres).
// Cloudflare Workers cannot migrate on start the way the Node entry does, so this runs
// before every `wrangler deploy`; the workerd test suite uses it for its scratch database.
//
//   DATABASE_URL=postgres://… node scripts/migrate.mjs
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Brings the database at `url` up to the newest migration; already applied ones are skipped. */
export async function migrateDatabase(url) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await pool.end();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'DATABASE_URL is not set: point it at the database to migrate (for Neon, its direct connection string).',
    );
    process.exit(1);
  }
  await migrateDatabase(url);
  console.log(`Migrations applied to ${new URL(url).host}${new URL(url).pathname}`);
}
