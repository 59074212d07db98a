import { ContestType } from '@contract/contest';
import { JudgeStatus } from '@contract/judge-status';
import { and, between, desc, eq, isNotNull, notInArray } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { contestProblem, submission } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { type ContestRow, findContest, isContestAdmin, unrankedUids } from './policy';

/**
 * The contest's accepted code as a zip (HOJ downloadContestACSubmission), for its admins: one
 * folder per user (files named after the problem) or per problem (files named after the user).
 * ACM keeps every accepted submission, OI only each user's latest scored one per problem, with
 * the score in the name. Only submissions made between the start and the end count.
 */

/** File extension by language name; HOJ's lookup, without its quirk of naming JavaScript `.c`. */
export function languageSuffix(language: string): string {
  const name = language.toLowerCase();
  if (/c\+\+|g\+\+|clang\+\+/.test(name)) return 'cpp';
  if (name.includes('c#')) return 'cs';
  if (name.includes('javascript') || name.includes('node')) return 'js';
  if (name.includes('java')) return 'java';
  if (name.includes('python') || name.includes('pypy')) return 'py';
  if (name.includes('golang') || /^go\b/.test(name)) return 'go';
  if (name.includes('rust')) return 'rs';
  if (name.includes('pascal')) return 'pas';
  if (name.includes('php')) return 'php';
  if (/^(c|gcc|clang)\b/.test(name)) return 'c';
  return 'txt';
}

/** HOJ's `yyyyMMddHHmmss` stamp, in UTC. */
export function submitStamp(at: Date): string {
  return at.toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** A name that stays one path segment in the archive whatever a user or problem is called. */
function segment(name: string): string {
  const safe = [...name]
    .map((ch) => (ch < ' ' || '\\/:*?"<>|'.includes(ch) ? '_' : ch))
    .join('')
    .replace(/^\.+/, '_');
  return safe === '' ? '_' : safe;
}

interface AcceptedCode {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  cpid: number | null;
  score: number | null;
  language: string;
  code: string;
  submitTime: Date;
}

export interface AcSubmissionArchive {
  name: string;
  archive: Uint8Array;
}

export async function contestAcSubmissionArchive(
  db: DbOrTx,
  user: CurrentUser,
  query: { cid: number; excludeAdmin: boolean; splitType: 'user' | 'problem' },
  now: Date,
): Promise<AcSubmissionArchive> {
  const row = await findContest(db, query.cid);
  if (!(await isContestAdmin(db, user, row))) {
    throw forbidden('Sorry, you are not an admin of this contest, so you cannot download its accepted code');
  }
  const [problems, codes] = await Promise.all([
    db
      .select({ id: contestProblem.id, pid: contestProblem.pid, displayId: contestProblem.displayId })
      .from(contestProblem)
      .where(eq(contestProblem.cid, row.id))
      .orderBy(contestProblem.displayId),
    acceptedCode(db, row, query.excludeAdmin),
  ]);
  const files = query.splitType === 'user' ? byUser(row, codes, problems) : byProblem(row, codes, problems);
  return { name: `contest_${row.id}_${now.getTime()}.zip`, archive: zipSync(files, { level: 6 }) };
}

/** The submissions the archive holds, newest first; the code is read from the judge's table directly. */
async function acceptedCode(db: DbOrTx, row: ContestRow, excludeAdmin: boolean): Promise<AcceptedCode[]> {
  const unranked = excludeAdmin ? await unrankedUids(db, row) : new Set<string>();
  return db
    .select({
      submitId: submission.submitId,
      uid: submission.uid,
      username: submission.username,
      pid: submission.pid,
      cpid: submission.cpid,
      score: submission.score,
      language: submission.language,
      code: submission.code,
      submitTime: submission.submitTime,
    })
    .from(submission)
    .where(
      and(
        eq(submission.cid, row.id),
        row.type === ContestType.ACM
          ? eq(submission.status, JudgeStatus.ACCEPTED)
          : isNotNull(submission.score),
        between(submission.submitTime, row.startTime, row.endTime),
        unranked.size > 0 ? notInArray(submission.uid, [...unranked]) : undefined,
      ),
    )
    .orderBy(desc(submission.submitTime), desc(submission.submitId));
}

type Problem = { id: number; pid: number; displayId: string };

/** Adds `folder/base.ext`; a second file with the same name (same second) gets its submit id. */
function put(files: Record<string, Zippable>, folder: string, base: string, entry: AcceptedCode) {
  const dir = (files[folder] ?? {}) as Record<string, Uint8Array>;
  files[folder] = dir;
  const ext = languageSuffix(entry.language);
  const name = dir[`${base}.${ext}`] ? `${base}_${entry.submitId}.${ext}` : `${base}.${ext}`;
  dir[name] = strToU8(entry.code);
}

/** `(stamp)` for ACM; `score_(stamp)` for OI, whose later submissions of the same problem are skipped. */
function fileBase(row: ContestRow, entry: AcceptedCode, seen: Set<string>): string | null {
  const stamp = `(${submitStamp(entry.submitTime)})`;
  if (row.type === ContestType.ACM) return stamp;
  const key = `${entry.uid}\u0000${entry.pid}`;
  if (seen.has(key)) return null;
  seen.add(key);
  return `${entry.score}_${stamp}`;
}

function byUser(row: ContestRow, codes: AcceptedCode[], problems: Problem[]): Record<string, Zippable> {
  const displayOf = new Map(problems.map((p) => [p.id, p.displayId]));
  const files: Record<string, Zippable> = {};
  const seen = new Set<string>();
  for (const entry of codes) {
    const base = fileBase(row, entry, seen);
    if (base === null) continue;
    const display = (entry.cpid !== null && displayOf.get(entry.cpid)) || 'null';
    put(files, segment(entry.username), `${segment(display)}_${base}`, entry);
  }
  return files;
}

function byProblem(row: ContestRow, codes: AcceptedCode[], problems: Problem[]): Record<string, Zippable> {
  const files: Record<string, Zippable> = {};
  const seen = new Set<string>();
  for (const problem of problems) {
    // Every problem has its folder, as in HOJ's archive, even with no accepted code.
    files[segment(problem.displayId)] ??= {};
    for (const entry of codes) {
      if (entry.pid !== problem.pid) continue;
      const base = fileBase(row, entry, seen);
      if (base !== null) put(files, segment(problem.displayId), `${segment(entry.username)}_${base}`, entry);
    }
  }
  return files;
}
