import { JudgeStatus, MANUAL_JUDGE_CHOICES } from '@contract/judge-status';
import { PROBLEM_TYPE } from '@contract/limits';
import { type ProblemCountColumn, problemCountColumn } from '@contract/problem-rules';

/**
 * Pure rules of the judging pipeline on the server side: which statuses are verdicts, which
 * result deliveries count, how a submission's OI rank score and a user's progress on a problem
 * are derived. The services apply them inside their transactions.
 */

/** Statuses a runner may report as the outcome of a judge job. */
export const RUNNER_VERDICTS: readonly number[] = [
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
];

const IN_FLIGHT: readonly number[] = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];

export function isInFlight(status: number): boolean {
  return IN_FLIGHT.includes(status);
}

export type DeliveryDecision = 'accept' | 'stale-attempt' | 'already-final' | 'not-a-verdict';

/**
 * Delivery is at least once: a result counts only for the submission's current attempt and only
 * while that attempt has no verdict yet. A late result of a runner whose lease expired is still
 * accepted if it arrives first: it judged the same code against the same attempt.
 */
export function decideDelivery(
  submission: { judgeAttempt: number; status: number },
  result: { attempt: number; status: number },
): DeliveryDecision {
  if (!RUNNER_VERDICTS.includes(result.status)) return 'not-a-verdict';
  if (result.attempt !== submission.judgeAttempt) return 'stale-attempt';
  if (!isInFlight(submission.status)) return 'already-final';
  return 'accept';
}

/**
 * The OI rank score of a submission (spec 1 §9: 0.1 × score + 2 × difficulty, rounded). As in HOJ,
 * the difficulty bonus is scaled by the share of the full score earned, so a full score gets the
 * whole bonus and a zero score gets nothing. ACM problems have none.
 */
export function oiRankScore(
  problem: { type: number; difficulty: number; ioScore: number },
  score: number | null,
) {
  if (problem.type !== PROBLEM_TYPE.OI || score === null) return null;
  const share = problem.ioScore > 0 ? Math.min(1, score / problem.ioScore) : 1;
  return Math.round(score * 0.1 + 2 * problem.difficulty * share);
}

/** +1/−1 per counter when a submission moves from one status to another. */
export function problemCountDelta(
  from: number | null,
  to: number | null,
): Partial<Record<ProblemCountColumn, number>> {
  const delta: Partial<Record<ProblemCountColumn, number>> = {};
  const out = problemCountColumn(from);
  const into = problemCountColumn(to);
  if (out === into) return delta;
  if (out) delta[out] = -1;
  if (into) delta[into] = (delta[into] ?? 0) + 1;
  return delta;
}

export interface ProgressSource {
  submitId: number;
  submitTime: Date;
  status: number;
  score: number | null;
  oiRankScore: number | null;
}

export interface Progress {
  status: number;
  score: number | null;
  oiRankScore: number;
  firstAcSubmitId: number | null;
  firstAcTime: Date | null;
}

/** Statuses that say nothing about the user's solution: in flight, cancelled, never judged. */
const NOT_A_RESULT: readonly number[] = [
  ...IN_FLIGHT,
  JudgeStatus.CANCELLED,
  JudgeStatus.SUBMITTING,
  JudgeStatus.NOT_SUBMITTED,
  JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
];

/**
 * A user's standing on one problem from their submissions outside contests: accepted once ever
 * accepted, else the latest verdict; best score and best OI rank score; the first accepted one.
 * Null when no submission has a verdict.
 */
export function deriveProgress(submissions: readonly ProgressSource[]): Progress | null {
  const judged = submissions
    .filter((s) => !NOT_A_RESULT.includes(s.status))
    .sort((a, b) => a.submitId - b.submitId);
  if (judged.length === 0) return null;
  const firstAc = judged.find((s) => s.status === JudgeStatus.ACCEPTED) ?? null;
  const latest = judged[judged.length - 1]!;
  const scores = judged.map((s) => s.score).filter((s): s is number => s !== null);
  return {
    status: firstAc ? JudgeStatus.ACCEPTED : latest.status,
    score: scores.length > 0 ? Math.max(...scores) : null,
    oiRankScore: Math.max(0, ...judged.map((s) => s.oiRankScore ?? 0)),
    firstAcSubmitId: firstAc?.submitId ?? null,
    firstAcTime: firstAc?.submitTime ?? null,
  };
}

/** Whether a status says something about the user's solution (counts in their progress). */
export function isResult(status: number): boolean {
  return !NOT_A_RESULT.includes(status);
}

/**
 * The progress after one more submission gets a verdict, from the progress before it alone, when
 * that is enough to know it; else undefined and the caller derives it from all the submissions.
 * Agrees with deriveProgress over the submissions with the new one added. Not known: no progress
 * yet (older judged submissions may lack one, e.g. imported), or neither accepted (only the order
 * of all verdicts tells which is the latest), or an accepted progress without its submission.
 */
export function advanceProgress(before: Progress | null, judged: ProgressSource): Progress | undefined {
  if (!isResult(judged.status)) return before ?? undefined;
  if (!before) return undefined;
  const accepted = judged.status === JudgeStatus.ACCEPTED;
  const wasAccepted = before.status === JudgeStatus.ACCEPTED;
  if (!accepted && !wasAccepted) return undefined;
  if (wasAccepted && (before.firstAcSubmitId === null || before.firstAcTime === null)) return undefined;
  const keepsFirst = wasAccepted && (!accepted || before.firstAcSubmitId! < judged.submitId);
  return {
    status: JudgeStatus.ACCEPTED,
    score:
      before.score === null || judged.score === null
        ? (before.score ?? judged.score)
        : Math.max(before.score, judged.score),
    oiRankScore: Math.max(before.oiRankScore, judged.oiRankScore ?? 0),
    firstAcSubmitId: keepsFirst ? before.firstAcSubmitId : judged.submitId,
    firstAcTime: keepsFirst ? before.firstAcTime : judged.submitTime,
  };
}

export function sameProgress(a: Progress | null, b: Progress | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.status === b.status &&
    a.score === b.score &&
    a.oiRankScore === b.oiRankScore &&
    a.firstAcSubmitId === b.firstAcSubmitId &&
    (a.firstAcTime?.getTime() ?? null) === (b.firstAcTime?.getTime() ?? null)
  );
}

export type ManualJudgeRefusal = 'in-progress' | 'compile-error' | 'not-a-choice' | null;

/** Spec 1 §4: not while Pending, Compiling, Judging or Compile Error; only the dialog's statuses. */
export function refuseManualJudge(current: number, chosen: number): ManualJudgeRefusal {
  if (isInFlight(current)) return 'in-progress';
  if (current === JudgeStatus.COMPILE_ERROR) return 'compile-error';
  if (!(MANUAL_JUDGE_CHOICES as readonly number[]).includes(chosen)) return 'not-a-choice';
  return null;
}
