import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import {
  codeTemplate,
  language,
  problem,
  problemCase,
  problemLanguage,
  problemTag,
  tag,
  uploadedFile,
} from '../../worker/src/db/schema';
import type { TestApp } from './test-app';

/** Helpers for the problem import and export suites. */

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'problem-import');

export const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));

export const IMPORT_PATHS = {
  fps: '/api/file/import-fps-problem',
  qduoj: '/api/file/import-qdoj-problem',
  hydro: '/api/file/import-hydro-problem',
  hoj: '/api/file/import-problem',
} as const;

export function upload(
  t: TestApp,
  path: string,
  token: string | null,
  fileName: string,
  bytes: Uint8Array,
  query: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  return t.request('POST', path, { token, rawBody: form, query, headers: { 'Url-Type': 'admin' } });
}

/** Row counts of every table an import writes, to prove a refused import wrote nothing. */
export async function importTableCounts(t: TestApp) {
  const db = t.platform.db;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    problem: await n(problem),
    problemCase: await n(problemCase),
    tag: await n(tag),
    problemTag: await n(problemTag),
    problemLanguage: await n(problemLanguage),
    codeTemplate: await n(codeTemplate),
    uploadedFile: await n(uploadedFile),
  };
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const decoder = new TextDecoder();

/** Everything that makes a problem what it is, read straight from the database and the store. */
export async function problemSnapshot(t: TestApp, pid: number) {
  const db = t.platform.db;
  const [row] = await db.select().from(problem).where(eq(problem.id, pid));
  if (!row) throw new Error(`problem ${pid} not found`);
  const cases = await db
    .select()
    .from(problemCase)
    .where(eq(problemCase.pid, pid))
    .orderBy(asc(problemCase.caseIndex));
  const tags = await db
    .select({ name: tag.name })
    .from(problemTag)
    .innerJoin(tag, eq(tag.id, problemTag.tid))
    .where(eq(problemTag.pid, pid));
  const languages = await db
    .select({ name: language.name })
    .from(problemLanguage)
    .innerJoin(language, eq(language.id, problemLanguage.lid))
    .where(eq(problemLanguage.pid, pid));
  const templates = await db
    .select({ language: language.name, code: codeTemplate.code, status: codeTemplate.status })
    .from(codeTemplate)
    .innerJoin(language, eq(language.id, codeTemplate.lid))
    .where(eq(codeTemplate.pid, pid));
  const data = async (hash: string) => {
    const bytes = await t.platform.files.getBytes(`testcase/${hash}`);
    if (!bytes) throw new Error(`test data ${hash} is missing`);
    expect(sha256(bytes)).toBe(hash);
    return decoder.decode(bytes);
  };
  return {
    row,
    cases: await Promise.all(
      cases.map(async (c) => ({
        inputName: c.inputName,
        outputName: c.outputName,
        input: await data(c.inputHash),
        output: await data(c.outputHash),
        inputHash: c.inputHash,
        outputHash: c.outputHash,
        score: c.score,
        groupNum: c.groupNum,
        isOpen: c.isOpen,
      })),
    ),
    tags: tags.map((r) => r.name).sort(),
    languages: languages.map((r) => r.name).sort(),
    templates: templates.sort((a, b) => a.language.localeCompare(b.language)),
  };
}

export async function pidOf(t: TestApp, problemId: string): Promise<number> {
  const [row] = await t.platform.db
    .select({ id: problem.id })
    .from(problem)
    .where(eq(problem.problemId, problemId));
  if (!row) throw new Error(`no problem ${problemId}`);
  return row.id;
}
