import type { JudgeCaseMode } from '@contract/judge-status';
import { PROBLEM_TYPE } from '@contract/limits';
import { asc, eq } from 'drizzle-orm';
import { problem, problemCase } from '../../db/schema';
import { sha256Hex } from '../../lib/encoding';
import type { DbOrTx } from '../../platform/db';
import type { FileStore } from '../../platform/file-store';
import { totalScore } from './scores';

/**
 * Test data lives in the file store under `testcase/<sha256 of the content>`; `problem_case`
 * rows list a problem's cases in order and `problem.caseVersion` hashes that list, so a
 * runner caches each version exactly once and identical files are stored once site-wide.
 */

export const testcaseKey = (hash: string) => `testcase/${hash}`;

/** One case about to be written: its data already in the store, addressed by hash. */
export interface StoredCase {
  inputName: string;
  outputName: string;
  inputHash: string;
  outputHash: string;
  inputSize: number;
  outputSize: number;
  score: number | null;
  groupNum: number | null;
  isOpen: boolean;
}

const encoder = new TextEncoder();

/** Test data is text judged line by line: Windows line ends become `\n` (as HOJ does). */
export function normalizeCaseData(data: Uint8Array | string): Uint8Array {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data;
  let carriageReturns = 0;
  for (let i = 0; i + 1 < bytes.length; i++) if (bytes[i] === 13 && bytes[i + 1] === 10) carriageReturns++;
  if (carriageReturns === 0) return bytes;
  const out = new Uint8Array(bytes.length - carriageReturns);
  let at = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 13 && bytes[i + 1] === 10) continue;
    out[at++] = bytes[i]!;
  }
  return out;
}

/** Puts normalized data into the content-addressed store (once) and returns its address. */
export async function storeCaseData(
  files: FileStore,
  data: Uint8Array | string,
): Promise<{ hash: string; size: number }> {
  const bytes = normalizeCaseData(data);
  const hash = await sha256Hex(bytes);
  if (!(await files.has(testcaseKey(hash)))) await files.put(testcaseKey(hash), bytes);
  return { hash, size: bytes.length };
}

/** The manifest hash: it changes exactly when the ordered data, scores or groups change. */
export async function caseVersionOf(cases: readonly StoredCase[]): Promise<string> {
  const manifest = cases.map((c) => [c.inputHash, c.outputHash, c.score, c.groupNum]);
  return sha256Hex(JSON.stringify(manifest));
}

/**
 * Replaces a problem's case list inside the caller's transaction and sets its caseVersion
 * (and, for OI problems, ioScore from the case scores).
 */
export async function replaceProblemCases(
  tx: DbOrTx,
  pid: number,
  cases: readonly StoredCase[],
  scoring: { type: number; judgeCaseMode: JudgeCaseMode },
): Promise<string> {
  await tx.delete(problemCase).where(eq(problemCase.pid, pid));
  if (cases.length > 0) {
    await tx.insert(problemCase).values(cases.map((c, i) => ({ pid, caseIndex: i + 1, ...c })));
  }
  const caseVersion = await caseVersionOf(cases);
  const ioScore = scoring.type === PROBLEM_TYPE.OI ? totalScore(scoring.judgeCaseMode, cases) : undefined;
  await tx
    .update(problem)
    .set(ioScore === undefined ? { caseVersion } : { caseVersion, ioScore })
    .where(eq(problem.id, pid));
  return caseVersion;
}

export type ProblemCaseRow = typeof problemCase.$inferSelect;

export async function listProblemCases(db: DbOrTx, pid: number): Promise<ProblemCaseRow[]> {
  return db.select().from(problemCase).where(eq(problemCase.pid, pid)).orderBy(asc(problemCase.caseIndex));
}

export async function readCaseData(files: FileStore, hash: string): Promise<Uint8Array> {
  const bytes = await files.getBytes(testcaseKey(hash));
  if (!bytes) throw new Error(`test data ${hash} is missing from the file store`);
  return bytes;
}
