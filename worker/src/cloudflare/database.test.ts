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

/** Where a statement starts: the start of the SQL text, or after the `;` ending the one before. */
const STATEMENT_START = '(?:^|;)\\s*';

const SESSION_STATE = [
  {
    pattern: /pg_(?:try_)?advisory_lock(?:_shared)?\s*\(/i,
    use: 'pg_advisory_xact_lock inside a transaction',
  },
  {
    pattern: new RegExp(`${STATEMENT_START}set\\s+(?!local\\b|transaction\\b|constraints\\b)\\w`, 'i'),
    use: '`set local` inside a transaction',
  },
  { pattern: /set_config\s*\([^)]*,\s*false\s*\)/i, use: 'set_config(…, true) inside a transaction' },
  {
    pattern: /create\s+temp(?:orary)?\s+table/i,
    use: 'a CTE, or a temp table `on commit drop` in a transaction',
  },
  {
    pattern: new RegExp(`${STATEMENT_START}(?:listen|prepare)\\s+\\w`, 'i'),
    use: 'nothing: a session may not outlive the statement',
  },
];

/** The SQL a source file writes by hand: drizzle's sql`…` templates and sql.raw('…') strings. */
function sqlTexts(source: string): string[] {
  const templates = [...source.matchAll(/\bsql(?:<[^>]*>)?`([^`]*)`/g)].map((match) => match[1]!);
  const raw = [...source.matchAll(/\bsql\.raw\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g)].map(
    (match) => match[2]!,
  );
  return [...templates, ...raw];
}

/** The session-scoped forms in a source file's SQL, each with what to use instead. */
function sessionStateIn(source: string): string[] {
  return sqlTexts(source).flatMap((text) =>
    SESSION_STATE.flatMap(({ pattern, use }) => {
      const match = pattern.exec(text);
      return match ? [`"${match[0].trim()}" (use ${use})`] : [];
    }),
  );
}

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
    const read: string[] = [];
    for (const file of sourceFiles(SOURCE_ROOT)) {
      const source = readFileSync(file, 'utf8');
      read.push(...sqlTexts(source));
      for (const form of sessionStateIn(source)) found.push(`${relative(SOURCE_ROOT, file)}: ${form}`);
    }
    expect(found).toEqual([]);
    // The scan reads the code's SQL, including the transaction-scoped lock the bootstrap takes.
    expect(read.length).toBeGreaterThan(100);
    expect(read.some((text) => text.includes('pg_advisory_xact_lock('))).toBe(true);
  });

  it('recognises each session-scoped form it forbids', () => {
    const samples = [
      'sql`select pg_advisory_lock($KEY)`',
      'sql`select pg_try_advisory_lock_shared(1)`',
      'sql`set statement_timeout = 5000`',
      'sql`SET SESSION search_path TO judge`',
      "sql.raw('set role judge')",
      'sql`select 1; set work_mem = 1`',
      'sql`\n  set statement_timeout = 5000`',
      "sql`select set_config('app.user', $UID, false)`",
      'sql`create temporary table scratch (id int)`',
      'sql`listen judge_jobs`',
    ];
    for (const sample of samples) expect(sessionStateIn(sample), sample).toHaveLength(1);
    const allowed = [
      'sql`select pg_advisory_xact_lock($KEY)`',
      'sql`set local statement_timeout = 5000`',
      'sql`update judge set status = $STATUS`',
      'sql`update judge\n  set status = $STATUS`',
      "references(() => user.uid, { onDelete: 'set null' })",
      '// a comment naming `set local`; set this aside',
      'sql`set transaction isolation level serializable`',
      "sql`select set_config('app.user', $UID, true)`",
    ];
    for (const sample of allowed) expect(sessionStateIn(sample), sample).toEqual([]);
  });
});
