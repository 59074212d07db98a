import { LOCAL_OJ } from '@contract/limits';
import type { CodeTemplate, Language, ProblemCountView, ProblemDetail, TagRef } from '@contract/problem';
import { EMPTY_PROBLEM_COUNT } from '@contract/problem-rules';
import { parseRemoteDisplayId, REMOTE_JUDGE_INFO } from '@contract/remote-judge';
import { isAdminRole } from '@contract/roles';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  codeTemplate,
  language,
  problem,
  problemCount,
  problemLanguage,
  problemTag,
  tag,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { batched } from '../../lib/batch';
import { coalesce } from '../../lib/coalesce';
import type { Db, DbOrTx } from '../../platform/db';
import { PUBLIC_PAGE_FRESH_MS, PUBLIC_PAGE_KEY_PREFIX } from './bank-index';
import { type Dated, tagsOfProblem } from './list-service';
import { type Actor, assertCanViewProblem, findProblem, PROBLEM_NOT_FOUND, type ProblemRow } from './policy';
import { toPublicProblem } from './problem-view';

export const languageColumns = {
  id: language.id,
  name: language.name,
  description: language.description,
  contentType: language.contentType,
  compileCommand: language.compileCommand,
  template: language.template,
  codeTemplate: language.codeTemplate,
  isSpj: language.isSpj,
  oj: language.oj,
  seq: language.seq,
};

/** The outer problem row, spelled out because Drizzle leaves a lone table's columns unqualified. */
const PROBLEM_ID = sql.raw('"problem"."id"');

interface DetailRow {
  row: ProblemRow;
  tags: TagRef[];
  languages: string[];
  templates: { language: string; code: string }[];
  count: ProblemCountView | null;
}

/** One round trip for the statements, tags, languages, enabled templates and counters of some problems. */
async function loadDetails(db: Db, lowerIds: string[]): Promise<Map<string, DetailRow>> {
  const rows = await db
    .select({
      row: problem,
      tags: sql<
        TagRef[]
      >`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.id)
        from ${problemTag} pt join ${tag} t on t.id = pt.tid where pt.pid = ${PROBLEM_ID}), '[]'::json)`,
      languages: sql<string[]>`coalesce((select json_agg(l.name order by l.seq, l.id)
        from ${problemLanguage} pl join ${language} l on l.id = pl.lid where pl.pid = ${PROBLEM_ID} and l.available), '[]'::json)`,
      templates: sql<
        { language: string; code: string }[]
      >`coalesce((select json_agg(json_build_object('language', l.name, 'code', ct.code))
        from ${codeTemplate} ct join ${language} l on l.id = ct.lid where ct.pid = ${PROBLEM_ID} and ct.status), '[]'::json)`,
      count: sql<ProblemCountView | null>`(select json_build_object('total', c.total, 'ac', c.ac, 'wa', c.wa, 'tle', c.tle,
        'mle', c.mle, 're', c.re, 'pe', c.pe, 'ce', c.ce, 'se', c.se, 'pa', c.pa) from ${problemCount} c where c.pid = ${PROBLEM_ID})`,
    })
    .from(problem)
    .where(inArray(sql`lower(${problem.problemId})`, lowerIds));
  return new Map(rows.map((found) => [found.row.problemId.toLowerCase(), found]));
}

/** GET /api/get-problem-detail. */
export async function getProblemDetail(
  db: Db,
  user: Actor | null,
  problemId: string,
): Promise<Omit<ProblemDetail, 'problem'> & { problem: ReturnType<typeof toPublicProblem> }> {
  const key = problemId.toLowerCase();
  const found = await coalesce(
    db,
    `${PUBLIC_PAGE_KEY_PREFIX}detail:${key}`,
    async () => (await batched(db, 'problem-detail', [key], (keys) => loadDetails(db, keys))).get(key),
    { freshForMs: PUBLIC_PAGE_FRESH_MS },
  );
  if (!found) throw notFound(PROBLEM_NOT_FOUND);
  await assertCanViewProblem(db, user, found.row);
  return {
    problem: toPublicProblem(found.row),
    problemCount: found.count ?? EMPTY_PROBLEM_COUNT,
    tags: found.tags,
    languages: found.languages,
    codeTemplate: Object.fromEntries(found.templates.map((t) => [t.language, t.code])),
  };
}

/**
 * The detail page of a problem reached through a contest, which grants the access itself (its
 * problems are usually hidden from the bank). Answers null when the row is gone.
 */
export async function problemDetailForScope(
  db: Db,
  pid: number,
): Promise<(Omit<ProblemDetail, 'problem'> & { problem: ReturnType<typeof toPublicProblem> }) | null> {
  const [row] = await db.select({ problemId: problem.problemId }).from(problem).where(eq(problem.id, pid));
  if (!row) return null;
  const found = (await loadDetails(db, [row.problemId.toLowerCase()])).get(row.problemId.toLowerCase());
  if (!found) return null;
  return {
    problem: toPublicProblem(found.row),
    problemCount: found.count ?? EMPTY_PROBLEM_COUNT,
    tags: found.tags,
    languages: found.languages,
    codeTemplate: Object.fromEntries(found.templates.map((t) => [t.language, t.code])),
  };
}

/** The problem behind a pid, if the caller may see it. */
async function viewableProblem(db: DbOrTx, user: Actor | null, pid: number): Promise<ProblemRow> {
  const row = await findProblem(db, pid);
  await assertCanViewProblem(db, user, row);
  return row;
}

/** GET /api/get-problem-languages: every language linked to the problem. */
export async function languagesOfProblem(db: DbOrTx, pid: number): Promise<Language[]> {
  return db
    .select(languageColumns)
    .from(problemLanguage)
    .innerJoin(language, eq(language.id, problemLanguage.lid))
    .where(eq(problemLanguage.pid, pid))
    .orderBy(asc(language.seq), asc(language.id));
}

/** GET /api/get-problem-code-template: templates with their language names; editors also see disabled ones. */
export async function templatesOfProblem(
  db: DbOrTx,
  pid: number,
  includeDisabled: boolean,
): Promise<Dated<CodeTemplate>[]> {
  return db
    .select({
      id: codeTemplate.id,
      pid: codeTemplate.pid,
      lid: codeTemplate.lid,
      language: language.name,
      code: codeTemplate.code,
      status: codeTemplate.status,
      gmtCreate: codeTemplate.gmtCreate,
      gmtModified: codeTemplate.gmtModified,
    })
    .from(codeTemplate)
    .innerJoin(language, eq(language.id, codeTemplate.lid))
    .where(and(eq(codeTemplate.pid, pid), includeDisabled ? undefined : eq(codeTemplate.status, true)))
    .orderBy(asc(language.seq), asc(language.id));
}

/**
 * GET /api/languages: the languages the site can run, of the local bank by default; `all`
 * lists every bank's; a pid picks the bank of that problem.
 */
export async function listLanguages(
  db: DbOrTx,
  options: { all: boolean; pid?: number },
): Promise<Language[]> {
  let oj: string = LOCAL_OJ;
  if (options.pid) {
    const [row] = await db
      .select({ isRemote: problem.isRemote, problemId: problem.problemId })
      .from(problem)
      .where(eq(problem.id, options.pid));
    if (!row) throw notFound(PROBLEM_NOT_FOUND);
    const remote = row.isRemote ? parseRemoteDisplayId(row.problemId) : null;
    if (remote) oj = REMOTE_JUDGE_INFO[remote.judge].languageBank;
  }
  return db
    .select(languageColumns)
    .from(language)
    .where(and(eq(language.available, true), options.all ? undefined : eq(language.oj, oj)))
    .orderBy(asc(language.seq), asc(language.id));
}

const canSeeDisabledTemplates = (user: Actor | null) => user !== null && isAdminRole(user.roles);

/** GET /api/get-problem-languages for a problem the caller may see. */
export async function viewableProblemLanguages(db: DbOrTx, user: Actor | null, pid: number) {
  await viewableProblem(db, user, pid);
  return languagesOfProblem(db, pid);
}

/** GET /api/get-problem-code-template for a problem the caller may see. */
export async function viewableProblemTemplates(db: DbOrTx, user: Actor | null, pid: number) {
  await viewableProblem(db, user, pid);
  return templatesOfProblem(db, pid, canSeeDisabledTemplates(user));
}

/** GET /api/get-problem-tags for a problem the caller may see. */
export async function viewableProblemTags(db: DbOrTx, user: Actor | null, pid: number) {
  await viewableProblem(db, user, pid);
  return tagsOfProblem(db, pid);
}
