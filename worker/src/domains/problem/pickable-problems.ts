import type { Page } from '@contract/envelope';
import type { PickableProblem } from '@contract/problem';
import { and, count, desc, eq, ilike, notInArray, or, type SQL } from 'drizzle-orm';
import { problem } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import type { DbOrTx } from '../../platform/db';

/**
 * The bank problems an admin may add to a contest or a training (HOJ's pick lists): the
 * columns and row shape both lists show, the keyword match, and the page of candidates.
 */

export const pickableColumns = {
  id: problem.id,
  problemId: problem.problemId,
  title: problem.title,
  author: problem.author,
  type: problem.type,
  auth: problem.auth,
  isRemote: problem.isRemote,
  gmtCreate: problem.gmtCreate,
};

type PickableRow = Omit<PickableProblem, 'author' | 'gmtCreate'> & { author: string | null; gmtCreate: Date };

export const pickableOf = (row: PickableRow): PickableProblem => ({
  ...row,
  author: row.author ?? '',
  gmtCreate: row.gmtCreate.toISOString(),
});

/** A pick list's keyword matches the title, the problem id or the author, its wildcards taken literally. */
export function pickKeywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(problem.title, pattern), ilike(problem.problemId, pattern), ilike(problem.author, pattern));
}

/**
 * A page of bank problems newest first: those `where` admits (the caller's own rules: auth,
 * type, keyword...), leaving out `excludedIds` (the problems already in the list). A group's
 * problems are never offered, whoever asks: they stay in their group, which adds them by id.
 */
export async function pickableProblems(
  db: DbOrTx,
  options: { where: SQL | undefined; excludedIds: number[]; currentPage: number; limit: number },
): Promise<Page<PickableProblem>> {
  const where = and(
    eq(problem.isGroup, false),
    options.where,
    options.excludedIds.length === 0 ? undefined : notInArray(problem.id, options.excludedIds),
  );
  const [total] = await db.select({ n: count() }).from(problem).where(where);
  const rows = await db
    .select(pickableColumns)
    .from(problem)
    .where(where)
    .orderBy(desc(problem.id))
    .limit(options.limit)
    .offset((options.currentPage - 1) * options.limit);
  return {
    records: rows.map(pickableOf),
    total: total?.n ?? 0,
    current: options.currentPage,
    size: options.limit,
  };
}
