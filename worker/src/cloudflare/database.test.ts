import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * On Workers, consecutive statements outside a transaction may run on different Postgres
 * sessions (cloudflare/database.ts sends them over Neon's SQL-over-HTTP endpoint). Session state
 * set by one would be gone, or worse, left on a pooled session for a stranger, by the next. So the
 * server's code may keep state only inside a transaction: transaction-scoped advisory locks
 * (`pg_advisory_xact_lock`), `set local`. This reads the source for the session-scoped forms.
 */
const SOURCE_ROOT = fileURLToPath(new URL('..', import.meta.url));

const SESSION_STATE = [
  {
    pattern: /pg_(?:try_)?advisory_lock(?:_shared)?\s*\(/i,
    use: 'pg_advisory_xact_lock inside a transaction',
  },
  {
    pattern: /`\s*set\s+(?!local\b)(?:session\s+)?[a-z_.]+\s*(?:=|to\b)/i,
    use: '`set local` inside a transaction',
  },
  { pattern: /set_config\s*\([^)]*,\s*false\s*\)/i, use: 'set_config(…, true) inside a transaction' },
  {
    pattern: /create\s+temp(?:orary)?\s+table/i,
    use: 'a CTE, or a temp table `on commit drop` in a transaction',
  },
  { pattern: /`\s*(?:listen|prepare)\s+\w/i, use: 'nothing: a session may not outlive the statement' },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the server code keeps no Postgres session state outside a transaction', () => {
  it('uses only transaction-scoped locks and settings', () => {
    const found: string[] = [];
    for (const file of sourceFiles(SOURCE_ROOT)) {
      const text = readFileSync(file, 'utf8');
      for (const { pattern, use } of SESSION_STATE) {
        const match = pattern.exec(text);
        if (match) found.push(`${relative(SOURCE_ROOT, file)}: "${match[0]}" (use ${use})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('recognises each session-scoped form it forbids', () => {
    const samples = [
      'sql`select pg_advisory_lock($KEY)`',
      'sql`select pg_try_advisory_lock_shared(1)`',
      'sql`set statement_timeout = 5000`',
      'sql`SET SESSION search_path TO judge`',
      "sql`select set_config('app.user', $UID, false)`",
      'sql`create temporary table scratch (id int)`',
      'sql`listen judge_jobs`',
    ];
    for (const sample of samples) {
      expect(
        SESSION_STATE.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    const allowed = [
      'sql`select pg_advisory_xact_lock($KEY)`',
      'sql`set local statement_timeout = 5000`',
      'sql`update judge set status = $STATUS`',
      "sql`select set_config('app.user', $UID, true)`",
    ];
    for (const sample of allowed) {
      expect(
        SESSION_STATE.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(false);
    }
  });
});
