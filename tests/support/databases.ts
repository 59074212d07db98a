import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { randomId } from '../../worker/src/lib/random';
import { MIGRATIONS_FOLDER, openDatabase } from '../../worker/src/node/database';

/**
 * A database of its own for one test file when DATABASE_URL points at a real Postgres,
 * created empty and dropped by `drop`.
 */
export async function createScratchDatabase(
  url: string,
  prefix = 'test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomId(4)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The path of a tarball of a migrated PGlite data directory. PGlite's initdb takes seconds
 * (far more on a busy machine); loading this takes well under one. Cached in the temp folder
 * under a hash of the migrations, so it is rebuilt exactly when the schema changes; written
 * atomically, so parallel test files can race to build it.
 */
export async function migratedPgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  const path = join(tmpdir(), `judge-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(path)) {
    const fresh = await openDatabase({ dataDir: null });
    await fresh.migrate();
    const dump = await fresh.dump!();
    await fresh.close();
    const temp = `${path}.${process.pid}.${randomId(4)}`;
    writeFileSync(temp, new Uint8Array(await dump.arrayBuffer()));
    renameSync(temp, path);
  }
  return path;
}
