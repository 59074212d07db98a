import type { TestJudgeResult, testJudgeRequest } from '@contract/judge';
import { JudgeStatus } from '@contract/judge-status';
import { canSubmit } from '@contract/roles';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { problem, testJudge } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { randomId } from '../../lib/random';
import type { Platform } from '../../platform/platform';
import { resolveProblemContext } from './access';
import { JobBatch } from './job-queue';
import { requireOfferedLanguage } from './languages';
import { remoteJudgeName } from './remote-jobs';
import { checkJudgingAllowed } from './submit-service';
import { isInFlight } from './verdict-rules';

/** How long a self-test result can be read. */
const TEST_JUDGE_TTL_MS = 30 * 60 * 1000;
/** Self-tests a user may have waiting at once. */
const MAX_RUNNING_TESTS = 3;

/**
 * Spec 1 §5: runs the user's code on their own input. With an expected output the verdict is
 * Accepted, Presentation Error or Wrong Answer; without one, Accepted means it ran cleanly.
 */
export async function submitTestJudge(
  platform: Platform,
  user: CurrentUser,
  input: z.output<typeof testJudgeRequest>,
): Promise<string> {
  const { db, clock } = platform;
  const now = clock.now();
  const context = await resolveProblemContext(db, user, input.pid).catch((error) => {
    // A contest problem is usually hidden from the bank; the contest page is what grants access to it.
    if (input.type === 'contest' && error instanceof HttpError && error.status === 403) return null;
    throw error;
  });
  if (context) await checkJudgingAllowed(db, user, context);
  else if (!canSubmit(user.roles)) throw forbidden('Sorry, you are not allowed to submit code');
  const [target] = await db
    .select({ judgeMode: problem.judgeMode, isRemote: problem.isRemote, problemId: problem.problemId })
    .from(problem)
    .where(eq(problem.id, input.pid));
  if (!target) throw notFound('The problem does not exist');
  if (target.isRemote) {
    // Its test data is the remote judge's, not ours: there is nothing to run the code against here.
    throw badRequest(
      `Self-test is not available for remote problems: submit to have ${remoteJudgeName(target.problemId) ?? 'the remote judge'} judge it`,
    );
  }
  await requireOfferedLanguage(db, input.pid, input.language);
  if (target.judgeMode === 'interactive') {
    throw badRequest(
      'Self-test is not available for interactive problems: submit to be judged with the interactor',
    );
  }

  const [running] = await db
    .select({ n: count() })
    .from(testJudge)
    .where(
      and(
        eq(testJudge.uid, user.uid),
        inArray(testJudge.status, [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING]),
      ),
    );
  if ((running?.n ?? 0) >= MAX_RUNNING_TESTS) {
    throw forbidden('You have too many self-tests running, please wait for them to finish');
  }

  const key = randomId(16);
  const jobs = new JobBatch(platform);
  await db.transaction(async (tx) => {
    await tx.insert(testJudge).values({
      key,
      uid: user.uid,
      pid: input.pid,
      language: input.language,
      code: input.code,
      userInput: input.userInput,
      expectedOutput: input.expectedOutput,
      type: input.type,
      status: JudgeStatus.PENDING,
      problemJudgeMode: target.judgeMode,
      expiresAt: new Date(now.getTime() + TEST_JUDGE_TTL_MS),
    });
    await jobs.add(tx, { kind: 'test', testKey: key, attempt: 1 });
  });
  jobs.afterCommit();
  return key;
}

export async function getTestJudgeResult(
  platform: Platform,
  user: CurrentUser,
  key: string,
): Promise<TestJudgeResult> {
  const [row] = await platform.db.select().from(testJudge).where(eq(testJudge.key, key));
  if (!row || row.expiresAt < platform.clock.now()) {
    throw notFound('The self-test result does not exist or has expired, please run it again');
  }
  if (row.uid !== user.uid) throw forbidden('Sorry, this self-test is not yours');
  return {
    status: row.status,
    userInput: row.userInput,
    expectedOutput: row.expectedOutput,
    userOutput: isInFlight(row.status) ? null : row.userOutput,
    time: row.time,
    memory: row.memory,
    stderr: row.stderr,
    problemJudgeMode: row.problemJudgeMode,
  };
}
