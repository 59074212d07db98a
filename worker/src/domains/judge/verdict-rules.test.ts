import { JudgeStatus } from '@contract/judge-status';
import { describe, expect, it } from 'vitest';
import {
  advanceProgress,
  decideDelivery,
  deriveProgress,
  oiRankScore,
  type ProgressSource,
  problemCountDelta,
  refuseManualJudge,
  sameProgress,
} from './verdict-rules';

describe('decideDelivery', () => {
  const inFlight = { judgeAttempt: 2, status: JudgeStatus.JUDGING };

  it('accepts the first verdict of the current attempt', () => {
    expect(decideDelivery(inFlight, { attempt: 2, status: JudgeStatus.ACCEPTED })).toBe('accept');
    expect(decideDelivery({ judgeAttempt: 1, status: JudgeStatus.PENDING }, { attempt: 1, status: -2 })).toBe(
      'accept',
    );
  });

  it('ignores a stale attempt, a duplicate, and a result for a cancelled submission', () => {
    expect(decideDelivery(inFlight, { attempt: 1, status: JudgeStatus.ACCEPTED })).toBe('stale-attempt');
    expect(
      decideDelivery({ judgeAttempt: 2, status: JudgeStatus.ACCEPTED }, { attempt: 2, status: -1 }),
    ).toBe('already-final');
    expect(
      decideDelivery({ judgeAttempt: 2, status: JudgeStatus.CANCELLED }, { attempt: 2, status: 0 }),
    ).toBe('already-final');
  });

  it('refuses statuses that are not verdicts', () => {
    expect(decideDelivery(inFlight, { attempt: 2, status: JudgeStatus.PENDING })).toBe('not-a-verdict');
    expect(decideDelivery(inFlight, { attempt: 2, status: JudgeStatus.CANCELLED })).toBe('not-a-verdict');
    expect(decideDelivery(inFlight, { attempt: 2, status: 42 })).toBe('not-a-verdict');
  });
});

describe('oiRankScore', () => {
  const oi = { type: 1, difficulty: 2, ioScore: 100 };

  it('is 0.1 × score + 2 × difficulty for a full score (spec 1 §9)', () => {
    expect(oiRankScore(oi, 100)).toBe(14);
    expect(oiRankScore({ ...oi, difficulty: 0 }, 100)).toBe(10);
  });

  it('scales the difficulty bonus by the share of the score earned', () => {
    expect(oiRankScore(oi, 0)).toBe(0);
    expect(oiRankScore(oi, 50)).toBe(7);
    expect(oiRankScore({ ...oi, difficulty: 1 }, 35)).toBe(Math.round(3.5 + 0.7));
  });

  it('is null for ACM problems and unscored submissions', () => {
    expect(oiRankScore({ ...oi, type: 0 }, 100)).toBeNull();
    expect(oiRankScore(oi, null)).toBeNull();
  });
});

describe('problemCountDelta', () => {
  it('moves a submission from its old counter to the new one', () => {
    expect(problemCountDelta(null, JudgeStatus.ACCEPTED)).toEqual({ ac: 1 });
    expect(problemCountDelta(JudgeStatus.WRONG_ANSWER, JudgeStatus.ACCEPTED)).toEqual({ wa: -1, ac: 1 });
    expect(problemCountDelta(JudgeStatus.WRONG_ANSWER, JudgeStatus.PENDING)).toEqual({ wa: -1 });
    expect(problemCountDelta(JudgeStatus.ACCEPTED, JudgeStatus.CANCELLED)).toEqual({ ac: -1 });
    expect(problemCountDelta(JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED)).toEqual({});
  });

  it('counts every verdict in its own column', () => {
    const columns = [0, -1, 1, 2, 3, -3, -2, 4, 8].map((s) => Object.keys(problemCountDelta(null, s))[0]);
    expect(columns).toEqual(['ac', 'wa', 'tle', 'mle', 're', 'pe', 'ce', 'se', 'pa']);
  });
});

describe('deriveProgress', () => {
  const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n));
  const sub = (
    submitId: number,
    status: number,
    score: number | null = null,
    oiRankScore: number | null = null,
  ) => ({
    submitId,
    submitTime: at(submitId),
    status,
    score,
    oiRankScore,
  });

  it('is accepted once ever accepted, with the first accepted submission', () => {
    expect(deriveProgress([sub(1, -1), sub(2, 0), sub(3, -1), sub(4, 0)])).toEqual({
      status: 0,
      score: null,
      oiRankScore: 0,
      firstAcSubmitId: 2,
      firstAcTime: at(2),
    });
  });

  it('otherwise takes the latest verdict, ignoring pending and cancelled submissions', () => {
    expect(
      deriveProgress([sub(1, -1), sub(2, 1), sub(3, JudgeStatus.PENDING), sub(4, JudgeStatus.CANCELLED)])
        ?.status,
    ).toBe(1);
  });

  it('keeps the best score and OI rank score', () => {
    expect(deriveProgress([sub(1, 8, 60, 8), sub(2, 8, 30, 4)])).toMatchObject({
      status: 8,
      score: 60,
      oiRankScore: 8,
    });
  });

  it('is null without any verdict', () => {
    expect(deriveProgress([sub(1, JudgeStatus.PENDING)])).toBeNull();
    expect(deriveProgress([])).toBeNull();
  });
});

describe('advanceProgress', () => {
  const at = (id: number) => new Date(Date.UTC(2024, 0, 1, 0, 0, id));
  const judged = (submitId: number, status: number, score: number | null = null): ProgressSource => ({
    submitId,
    submitTime: at(submitId),
    status,
    score,
    oiRankScore: score === null ? null : Math.round(score / 10),
  });

  it('agrees with deriving from every submission whenever it answers, in any order of verdicts', () => {
    // A fixed pseudo-random sequence: verdicts of a user's submissions arriving out of order.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const statuses = [
      JudgeStatus.ACCEPTED,
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.TIME_LIMIT_EXCEEDED,
      JudgeStatus.PARTIAL_ACCEPTED,
      JudgeStatus.CANCELLED,
    ];
    let answered = 0;
    for (let round = 0; round < 200; round++) {
      const ids = Array.from({ length: 1 + next(6) }, (_, i) => i + 1).sort(() => next(3) - 1);
      const seen: ProgressSource[] = [];
      for (const id of ids) {
        const sub = judged(id, statuses[next(statuses.length)]!, next(2) === 0 ? null : next(101));
        const advanced = advanceProgress(deriveProgress(seen), sub);
        seen.push(sub);
        if (advanced === undefined) continue;
        answered += 1;
        expect(sameProgress(advanced, deriveProgress(seen))).toBe(true);
      }
    }
    expect(answered).toBeGreaterThan(100);
  });

  it('keeps the earliest accepted submission when an older one is accepted later', () => {
    const before = deriveProgress([judged(5, JudgeStatus.ACCEPTED, 40)]);
    expect(advanceProgress(before, judged(3, JudgeStatus.ACCEPTED, 60))).toEqual({
      status: JudgeStatus.ACCEPTED,
      score: 60,
      oiRankScore: 6,
      firstAcSubmitId: 3,
      firstAcTime: at(3),
    });
  });

  it('leaves to a full derivation what the stored progress cannot tell', () => {
    // No progress yet, or neither accepted: which verdict is the latest needs every submission.
    expect(advanceProgress(null, judged(1, JudgeStatus.ACCEPTED))).toBeUndefined();
    const wrong = deriveProgress([judged(2, JudgeStatus.WRONG_ANSWER)]);
    expect(advanceProgress(wrong, judged(1, JudgeStatus.TIME_LIMIT_EXCEEDED))).toBeUndefined();
    // A status that is not a result changes nothing.
    expect(advanceProgress(wrong, judged(3, JudgeStatus.CANCELLED))).toBe(wrong);
  });
});

describe('refuseManualJudge', () => {
  it('follows spec 1 §4', () => {
    expect(refuseManualJudge(JudgeStatus.JUDGING, 0)).toBe('in-progress');
    expect(refuseManualJudge(JudgeStatus.PENDING, 0)).toBe('in-progress');
    expect(refuseManualJudge(JudgeStatus.COMPILE_ERROR, 0)).toBe('compile-error');
    expect(refuseManualJudge(JudgeStatus.WRONG_ANSWER, JudgeStatus.CANCELLED)).toBe('not-a-choice');
    expect(refuseManualJudge(JudgeStatus.WRONG_ANSWER, JudgeStatus.COMPILE_ERROR)).toBe('not-a-choice');
    expect(refuseManualJudge(JudgeStatus.WRONG_ANSWER, JudgeStatus.ACCEPTED)).toBeNull();
  });
});
