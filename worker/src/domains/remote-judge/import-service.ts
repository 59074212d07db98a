import { text } from '@contract/common/fields';
import { PROBLEM_LIMITS } from '@contract/problem';
import { serializeExamples } from '@contract/problem-rules';
import { REMOTE_JUDGE_INFO, type RemoteJudge, remoteDisplayId } from '@contract/remote-judge';
import { z } from 'zod';
import { RemoteJudgeError } from '../../../../remote-judge/adapter';
import { RemoteHttp } from '../../../../remote-judge/http';
import { remoteJudgeAdapter } from '../../../../remote-judge/registry';
import type { CurrentUser } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import type { Platform } from '../../platform/platform';
import {
  findProblemByDisplayId,
  importClash,
  type RemoteProblemRecord,
  recordRemoteProblem,
} from '../problem/index';

/**
 * Importing a remote judge's problem (HOJ AdminProblemManager.importRemoteOJProblem): read it from
 * the judge through its adapter, while the admin waits, as HOJ does, then hand it to the problem
 * area to be written. Runs on any runtime: the adapters only use fetch.
 */

type Actor = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;

export interface RemoteProblemRef {
  judge: RemoteJudge;
  /** The judge's own id, e.g. `1A`. */
  remoteId: string;
}

/** The admin waits for the answer: a judge slower than this counts as not answering. */
const IMPORT_TIMEOUT_MS = 15_000;

const roundedInt = (field: string, max: number) =>
  z
    .number({ error: `${field} is not a number` })
    .transform(Math.round)
    .pipe(z.number().int().min(1, `${field} must be at least 1`).max(max, `${field} must be at most ${max}`));

/**
 * What an adapter read from a judge's page is outside data: it must fit our columns before it is
 * kept, or the page counts as unreadable.
 */
const remoteProblemShape = z.object({
  title: text('the title', { max: PROBLEM_LIMITS.titleMax, trim: true }).min(1, 'the title is empty'),
  timeLimitMs: roundedInt('the time limit', PROBLEM_LIMITS.timeLimitMax),
  memoryLimitMb: roundedInt('the memory limit', PROBLEM_LIMITS.memoryLimitMax),
  description: text('the description', { max: PROBLEM_LIMITS.statementMax }),
  input: text('the input section', { max: PROBLEM_LIMITS.statementMax }),
  output: text('the output section', { max: PROBLEM_LIMITS.statementMax }),
  hint: text('the hint', { max: PROBLEM_LIMITS.statementMax }),
  examples: z
    .array(
      z.object({
        input: text('a sample input', { max: PROBLEM_LIMITS.statementMax }),
        output: text('a sample output', { max: PROBLEM_LIMITS.statementMax }),
      }),
    )
    .max(100, 'it has more than 100 samples'),
  source: text('the source', { max: PROBLEM_LIMITS.textMax }),
  tags: z
    .array(text('a tag', { max: PROBLEM_LIMITS.tagNameMax, trim: true }).min(1, 'a tag is empty'))
    .max(50, 'it has more than 50 tags'),
  languageIds: z.array(z.string()).nullable(),
});

/** Why an import failed, in words the admin can act on. */
function importFailure(ref: RemoteProblemRef, error: RemoteJudgeError): HttpError {
  const judgeName = REMOTE_JUDGE_INFO[ref.judge].name;
  switch (error.kind) {
    case 'not-found':
      return badRequest(`${judgeName} has no problem ${ref.remoteId}`);
    case 'unavailable':
      return badRequest(`${judgeName} could not be reached, nothing was imported: ${error.message}`);
    case 'rate-limited': {
      const wait =
        error.retryAfterMs === null
          ? 'try again later'
          : `try again in ${Math.max(1, Math.ceil(error.retryAfterMs / 1000))} s`;
      return badRequest(`${judgeName} asks to slow down, nothing was imported: ${wait}`);
    }
    case 'malformed':
      return badRequest(
        `The page of ${judgeName} problem ${ref.remoteId} could not be read, nothing was imported: ${error.message}`,
      );
    case 'login':
    case 'rejected':
      return badRequest(`${judgeName} refused to show problem ${ref.remoteId}: ${error.message}`);
  }
}

/**
 * The judge's own id must have the judge's form before anything is asked or looked up: the
 * contest and training calls carry the id unchecked, and it becomes part of a path on the judge.
 */
function assertJudgeIdForm(ref: RemoteProblemRef): void {
  const info = REMOTE_JUDGE_INFO[ref.judge];
  if (!info.idPattern.test(ref.remoteId)) {
    throw badRequest(`problemId is not a ${info.name} problem id (for example ${info.idExample})`);
  }
}

/** Reads the problem from its judge at the configured address; every failure is a clear 4xx. */
async function readRemoteProblem(platform: Platform, ref: RemoteProblemRef): Promise<RemoteProblemRecord> {
  const adapter = remoteJudgeAdapter(ref.judge);
  const http = new RemoteHttp({
    baseUrl: platform.config.remoteJudgeUrls[ref.judge],
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
  let fetched: unknown;
  try {
    fetched = await adapter.fetchProblem(http, ref.remoteId);
  } catch (error) {
    if (error instanceof RemoteJudgeError) throw importFailure(ref, error);
    // An adapter that trips over a page it did not expect: the admin learns the page is unreadable,
    // the log keeps what went wrong.
    platform.log.error('remote problem import: the adapter failed', {
      judge: ref.judge,
      remoteId: ref.remoteId,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    throw importFailure(ref, new RemoteJudgeError('malformed', 'the page has an unexpected layout'));
  }
  const parsed = remoteProblemShape.safeParse(fetched);
  if (!parsed.success) {
    throw importFailure(ref, new RemoteJudgeError('malformed', parsed.error.issues[0]!.message));
  }
  const problem = parsed.data;
  const bank = REMOTE_JUDGE_INFO[ref.judge].languageBank;
  const languageNames =
    problem.languageIds === null
      ? null
      : remoteJudgeAdapter(bank)
          .languages.filter((language) => problem.languageIds!.includes(language.remoteId))
          .map((language) => language.name);
  return {
    judge: ref.judge,
    problemId: remoteDisplayId(ref.judge, ref.remoteId),
    title: problem.title,
    timeLimit: problem.timeLimitMs,
    memoryLimit: problem.memoryLimitMb,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    examples: serializeExamples(problem.examples),
    hint: problem.hint,
    source: problem.source,
    tags: problem.tags,
    languageNames,
  };
}

/**
 * GET /api/admin/problem/import-remote-oj-problem: a problem already imported is refused before
 * the judge is asked; two imports racing for one problem are decided by the display id's index.
 */
export async function importRemoteProblem(
  platform: Platform,
  actor: Actor,
  ref: RemoteProblemRef,
): Promise<{ pid: number; problemId: string }> {
  assertJudgeIdForm(ref);
  const taken = await findProblemByDisplayId(platform.db, remoteDisplayId(ref.judge, ref.remoteId));
  if (taken) throw importClash(taken);
  const record = await readRemoteProblem(platform, ref);
  const created = await recordRemoteProblem(platform, record, actor);
  platform.log.info('remote problem imported', {
    judge: ref.judge,
    remoteId: ref.remoteId,
    pid: created.pid,
    operator: actor.username,
  });
  return created;
}

/** The remote problem imported before, if it is one (a site problem with that id is not). */
async function importedBefore(platform: Platform, ref: RemoteProblemRef) {
  const row = await findProblemByDisplayId(platform.db, remoteDisplayId(ref.judge, ref.remoteId));
  if (row && (!row.isRemote || row.isGroup)) throw importClash(row);
  return row ? { pid: row.id, problemId: row.problemId } : null;
}

/**
 * The contest and training imports (HOJ importContestRemoteOJProblem): the problem imported before
 * is reused, else it is imported now. An import that loses a race to the same problem uses the
 * winner's.
 */
export async function obtainRemoteProblem(
  platform: Platform,
  actor: Actor,
  ref: RemoteProblemRef,
): Promise<{ pid: number; problemId: string }> {
  assertJudgeIdForm(ref);
  const existing = await importedBefore(platform, ref);
  if (existing) return existing;
  try {
    return await importRemoteProblem(platform, actor, ref);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      const winner = await importedBefore(platform, ref);
      if (winner) return winner;
    }
    throw error;
  }
}
