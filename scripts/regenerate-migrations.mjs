// Until the first release the schema has one migration: this rewrites migrations/0000_init.sql
// from worker/src/db/schema. Delete .data/ afterwards if you had started the server.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(new URL('../migrations', import.meta.url), { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'drizzle.config.ts', '--name', 'init'], {
  stdio: 'inherit',
});
