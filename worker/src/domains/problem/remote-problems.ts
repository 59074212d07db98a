import { DIFFICULTIES, PROBLEM_AUTH, PROBLEM_TYPE } from '@contract/limits';
import { REMOTE_JUDGE_INFO, type RemoteJudge } from '@contract/remote-judge';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { language, problem, problemLanguage, problemTag, tag } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { invalidateProblemBank } from './bank-index';
import type { Actor, ProblemRow } from './policy';
import { PROBLEM_MESSAGES } from './validation';

/**
 * Remote judge problems entering the bank (spec 3 §1, HOJ RemoteProblemManager.adminAddOtherOJProblem):
 * the remote-judge area reads the problem from its judge and hands it here to be written.
 */

/** A problem as its judge shows it, ready to be kept: text already checked, examples in our stored form. */
export interface RemoteProblemRecord {
  judge: RemoteJudge;
  /** Our display id, `CF-1A`. */
  problemId: string;
  title: string;
  timeLimit: number;
  memoryLimit: number;
  description: string;
  input: string;
  output: string;
  /** Stored examples text (serializeExamples). */
  examples: string;
  hint: string;
  /** The problem's page on its judge. */
  source: string;
  /** The judge's tags; none gives the problem one tag named after the judge (HOJ). */
  tags: readonly string[];
  /** The names of the judge's languages it accepts; null for every language of the judge's bank. */
  languageNames: readonly string[] | null;
}

/** The problem with this display id (display ids are unique without regard to case), or null. */
export async function findProblemByDisplayId(db: DbOrTx, problemId: string): Promise<ProblemRow | null> {
  const [row] = await db
    .select()
    .from(problem)
    .where(eq(sql`lower(${problem.problemId})`, problemId.toLowerCase()));
  return row ?? null;
}

/**
 * The refusal for a display id that is taken: by the same remote problem imported before, or by
 * a problem of this site that happens to carry that id.
 */
export function importClash(row: Pick<ProblemRow, 'problemId' | 'isRemote'>): Error {
  return badRequest(
    row.isRemote
      ? PROBLEM_MESSAGES.alreadyImported(row.problemId)
      : PROBLEM_MESSAGES.takenByLocalProblem(row.problemId),
  );
}

/** Tags of the judge by name (case-insensitively), created under the judge's key when missing. */
async function remoteTagIds(tx: DbOrTx, judge: RemoteJudge, names: readonly string[]): Promise<number[]> {
  const wanted = new Map<string, string>();
  for (const name of names.length > 0 ? names : [judge]) {
    if (!wanted.has(name.toLowerCase())) wanted.set(name.toLowerCase(), name);
  }
  const ofJudge = and(eq(tag.oj, judge), isNull(tag.gid));
  const known = new Map<string, number>();
  const existing = await tx
    .select({ id: tag.id, name: tag.name })
    .from(tag)
    .where(and(ofJudge, inArray(sql`lower(${tag.name})`, [...wanted.keys()])))
    .orderBy(tag.id);
  for (const row of existing) {
    if (!known.has(row.name.toLowerCase())) known.set(row.name.toLowerCase(), row.id);
  }
  const ids: number[] = [];
  for (const [key, name] of wanted) {
    let id = known.get(key);
    if (id === undefined) {
      // Another import may create the same tag at the same moment: the unique index keeps one.
      const [created] = await tx
        .insert(tag)
        .values({ name, oj: judge })
        .onConflictDoNothing()
        .returning({ id: tag.id });
      id =
        created?.id ??
        (
          await tx
            .select({ id: tag.id })
            .from(tag)
            .where(and(ofJudge, eq(sql`lower(${tag.name})`, key)))
            .orderBy(tag.id)
            .limit(1)
        )[0]!.id;
    }
    ids.push(id);
  }
  return ids;
}

/** The judge's language rows the problem offers: all of its bank, or those it names. */
async function remoteLanguageIds(
  tx: DbOrTx,
  judge: RemoteJudge,
  names: readonly string[] | null,
): Promise<number[]> {
  const bank = REMOTE_JUDGE_INFO[judge].languageBank;
  if (names !== null && names.length === 0) return [];
  const rows = await tx
    .select({ id: language.id })
    .from(language)
    .where(and(eq(language.oj, bank), names === null ? undefined : inArray(language.name, [...names])))
    .orderBy(language.seq, language.id);
  return rows.map((row) => row.id);
}

/** A unique-index violation (SQLSTATE 23505) of the display id, through Drizzle's error wrapper. */
function isDisplayIdTaken(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const pgError = e as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505') {
      return pgError.constraint === 'problem_problem_id_uq' || e.message.includes('problem_problem_id_uq');
    }
  }
  return false;
}

/**
 * Writes an imported remote problem: public, ACM, by the importer, with no test data (its judge
 * keeps them), its tags and its judge's languages, in one transaction. A display id already taken,
 * also by an import racing this one, is a 400 and nothing is written.
 */
export async function recordRemoteProblem(
  platform: Platform,
  record: RemoteProblemRecord,
  actor: Actor,
): Promise<{ pid: number; problemId: string }> {
  // Kept as the judge writes it: AtCoder's task ids are lower case and its addresses case-sensitive.
  const problemId = record.problemId;
  const taken = await findProblemByDisplayId(platform.db, problemId);
  if (taken) throw importClash(taken);
  const write = platform.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(problem)
      .values({
        problemId,
        title: record.title,
        author: actor.username,
        type: PROBLEM_TYPE.ACM,
        timeLimit: record.timeLimit,
        memoryLimit: record.memoryLimit,
        description: record.description,
        input: record.input,
        output: record.output,
        examples: record.examples,
        isRemote: true,
        oj: record.judge,
        source: record.source,
        // HOJ files imported problems as medium: the judges' own difficulty scales do not map to ours.
        difficulty: DIFFICULTIES.MID,
        hint: record.hint,
        auth: PROBLEM_AUTH.PUBLIC,
        // HOJ compares remote output exactly as the judge does; there is no local judging to relax.
        isRemoveEndBlank: false,
        openCaseResult: true,
        isUploadCase: false,
      })
      .returning({ id: problem.id });
    const pid = created!.id;
    const tagIds = await remoteTagIds(tx, record.judge, record.tags);
    await tx.insert(problemTag).values(tagIds.map((tid) => ({ pid, tid })));
    const languageIds = await remoteLanguageIds(tx, record.judge, record.languageNames);
    if (languageIds.length > 0) {
      await tx.insert(problemLanguage).values(languageIds.map((lid) => ({ pid, lid })));
    }
    return { pid, problemId };
  });
  const result = await write.catch((error: unknown) => {
    if (isDisplayIdTaken(error)) throw badRequest(PROBLEM_MESSAGES.alreadyImported(problemId));
    throw error;
  });
  invalidateProblemBank(platform.db);
  return result;
}
