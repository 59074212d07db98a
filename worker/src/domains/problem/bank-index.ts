import { LOCAL_OJ } from '@contract/limits';
import type { ProblemListQuery, TagRef } from '@contract/problem';
import { and, eq, sql } from 'drizzle-orm';
import { problem, problemTag, tag } from '../../db/schema';
import { coalesce, forgetCoalesced } from '../../lib/coalesce';
import { renewSharedPages } from '../../lib/shared-page';
import { cacheScopeOf } from '../../platform/cache-scope';
import type { Db } from '../../platform/db';
import { PROBLEM_PAGES } from './public-pages';

/**
 * The public bank as an in-memory search index: display id, title, difficulty, bank and tag
 * ids of every public non-group problem, in HOJ's display-id order. Filtering 20,000 entries
 * by keyword (substring of display id or title, case-insensitive), tags (all of them),
 * difficulty and bank takes about a millisecond and needs no trigram index, so the list
 * call asks the database only for the 30 rows' counters.
 *
 * Freshness: every use compares a cheap fingerprint (newest gmtModified and highest id of
 * `problem`, both index lookups) so edits and new problems anywhere show at once; writes
 * through this service also invalidate directly; a deeper fingerprint (counts of problems and
 * tag links, tag changes) is compared at most every few seconds, which bounds how long a
 * deletion or tag edit made by another instance can go unseen.
 */

export interface BankEntry {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  isRemote: boolean;
  /** Lower-case display id and title, for keyword search. */
  haystack: string;
  tagIds: readonly number[];
}

export interface BankIndex {
  entries: readonly BankEntry[];
  tags: ReadonlyMap<number, TagRef>;
  /** Filter results by filter key; dropped with the index. */
  matches: Map<string, readonly BankEntry[]>;
}

const DEEP_CHECK_MS = 5000;
const MATCH_CACHE_SIZE = 256;

interface Holder {
  index: BankIndex | null;
  fingerprint: string | null;
  deepFingerprint: string | null;
  deepCheckedAt: number;
  /** Bumped by invalidate(); a build that started before a bump is not trusted. */
  generation: number;
  builtGeneration: number;
}

const holders = new WeakMap<object, Holder>();

/**
 * The index is held per cache scope (platform/cache-scope.ts): the process on Node, the isolate
 * and database on Workers, where each request opens its own Db. Keyed by that Db it would be
 * rebuilt on every request (1.6 MB out of Postgres for 20,000 problems); keyed by the scope it is
 * built once per isolate, and the fingerprint each list statement reads keeps it correct across
 * isolates. Only settled data lives here: the reads themselves stay single-flight per Db
 * (lib/coalesce), since a Workers request cannot await another request's I/O.
 */
function holderOf(db: Db): Holder {
  const scope = cacheScopeOf(db);
  let holder = holders.get(scope);
  if (!holder) {
    holder = {
      index: null,
      fingerprint: null,
      deepFingerprint: null,
      deepCheckedAt: 0,
      generation: 0,
      builtGeneration: -1,
    };
    holders.set(scope, holder);
  }
  return holder;
}

/**
 * How long a public page (a problem-list page, a problem's detail) is served from memory after
 * it was read: hot pages cost one query a second however many people load them. Counters on
 * them may be this old; admin edits made through this process are dropped at once (below).
 */
export const PUBLIC_PAGE_FRESH_MS = 1000;
export const PUBLIC_PAGE_KEY_PREFIX = 'public-problem:';

/** Forget the index after a write that changes the bank (problems, their tags, tag names). */
export function invalidateProblemBank(db: Db): void {
  const holder = holderOf(db);
  holder.generation++;
  holder.index = null;
  forgetCoalesced(db, PUBLIC_PAGE_KEY_PREFIX);
  renewSharedPages(db, PROBLEM_PAGES.name);
}

/**
 * The newest change and highest id of `problem`, as one text value; both are index lookups.
 * List calls read it in the same statement as their page data.
 */
export const BANK_FINGERPRINT = sql<string>`concat((select extract(epoch from max(gmt_modified)) from ${problem}), ':', (select max(id) from ${problem}))`;

/** A FROM clause for statements made only of scalar subqueries. */
export const NO_TABLE = sql`(select 1) as one`;

async function quickFingerprint(db: Db): Promise<string> {
  const [row] = await db.select({ fingerprint: BANK_FINGERPRINT }).from(NO_TABLE);
  return row!.fingerprint;
}

async function deepFingerprint(db: Db): Promise<string> {
  const [row] = await db
    .select({
      problems: sql<number>`(select count(*) from ${problem} where ${problem.auth} = 1 and ${problem.isGroup} = false)`,
      links: sql<number>`(select count(*) from ${problemTag})`,
      tags: sql<string>`(select count(*) || ':' || coalesce(extract(epoch from max(${tag.gmtModified}))::text, '') from ${tag})`,
    })
    .from(NO_TABLE);
  return `${row?.problems}:${row?.links}:${row?.tags}`;
}

async function build(db: Db): Promise<BankIndex> {
  const rows = await db
    .select({
      pid: problem.id,
      problemId: problem.problemId,
      title: problem.title,
      difficulty: problem.difficulty,
      type: problem.type,
      isRemote: problem.isRemote,
      tagIds: sql<
        number[]
      >`coalesce((select array_agg(pt.tid) from ${problemTag} pt where pt.pid = "problem"."id"), '{}')`,
    })
    .from(problem)
    .where(and(eq(problem.auth, 1), eq(problem.isGroup, false)))
    .orderBy(sql`length(${problem.problemId})`, problem.problemId);
  const tagRows = await db.select({ id: tag.id, name: tag.name, color: tag.color }).from(tag);
  return {
    entries: rows.map((r) => ({
      ...r,
      haystack: `${r.problemId.toLowerCase()}\u0000${r.title.toLowerCase()}`,
      tagIds: (r.tagIds ?? []).map(Number),
    })),
    tags: new Map(tagRows.map((t) => [t.id, t])),
    matches: new Map(),
  };
}

/** The index as last built, without checking it; pair with isCurrentIndex. */
export function peekBankIndex(db: Db): BankIndex | null {
  return holderOf(db).index;
}

/** Whether `index` is still the bank as of `fingerprint` (read by the caller) and needs no deeper check. */
export function isCurrentIndex(db: Db, index: BankIndex, fingerprint: string): boolean {
  const holder = holderOf(db);
  return (
    holder.index === index &&
    holder.fingerprint === fingerprint &&
    holder.builtGeneration === holder.generation &&
    performance.now() - holder.deepCheckedAt < DEEP_CHECK_MS
  );
}

export async function getBankIndex(db: Db): Promise<BankIndex> {
  const holder = holderOf(db);
  const fingerprint = await coalesce(db, 'bank:fingerprint', () => quickFingerprint(db));
  const now = performance.now();
  if (holder.index && holder.fingerprint === fingerprint && holder.builtGeneration === holder.generation) {
    if (now - holder.deepCheckedAt < DEEP_CHECK_MS) return holder.index;
    const deep = await coalesce(db, 'bank:deep', () => deepFingerprint(db));
    if (deep === holder.deepFingerprint) {
      holder.deepCheckedAt = now;
      return holder.index;
    }
  }
  return coalesce(db, 'bank:build', async () => {
    const generation = holder.generation;
    const [quick, deep] = [await quickFingerprint(db), await deepFingerprint(db)];
    const index = await build(db);
    holder.index = index;
    holder.fingerprint = quick;
    holder.deepFingerprint = deep;
    holder.deepCheckedAt = performance.now();
    holder.builtGeneration = generation;
    return index;
  });
}

export interface BankFilter {
  keyword?: string;
  difficulty?: number;
  oj?: ProblemListQuery['oj'];
  tagIds: readonly number[];
}

function filterKey(filter: BankFilter): string {
  return JSON.stringify([
    filter.keyword?.toLowerCase() ?? '',
    filter.difficulty ?? -1,
    filter.oj ?? 'ALL',
    [...filter.tagIds].sort(),
  ]);
}

/** Entries matching every given filter, in display-id order. */
export function searchBank(index: BankIndex, filter: BankFilter): readonly BankEntry[] {
  const key = filterKey(filter);
  const cached = index.matches.get(key);
  if (cached) return cached;
  const keyword = filter.keyword?.toLowerCase();
  const oj = filter.oj && filter.oj !== 'ALL' ? filter.oj : null;
  const remotePrefix = oj && oj !== LOCAL_OJ ? oj.toLowerCase() : null;
  const result = index.entries.filter(
    (e) =>
      (filter.difficulty === undefined || e.difficulty === filter.difficulty) &&
      (oj === null || (oj === LOCAL_OJ ? !e.isRemote : e.isRemote && e.haystack.startsWith(remotePrefix!))) &&
      filter.tagIds.every((id) => e.tagIds.includes(id)) &&
      (!keyword || e.haystack.includes(keyword)),
  );
  if (index.matches.size >= MATCH_CACHE_SIZE) index.matches.delete(index.matches.keys().next().value!);
  index.matches.set(key, result);
  return result;
}
