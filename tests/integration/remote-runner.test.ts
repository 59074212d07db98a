// Remote judging end to end, as issue 17 ends ("Done when"): a real server with its runner
// processes, the six judges' stand-ins on loopback, root saving accounts and importing a problem of
// each judge, a user submitting to each and reading the judge's verdict, and the ways it goes wrong
// (a judge that is down, a runner restarted while polling, an account the judge refuses).
import { JudgeStatus } from '@contract/judge-status';
import { REMOTE_JUDGE_INFO, REMOTE_JUDGES, type RemoteJudge, remoteDisplayId } from '@contract/remote-judge';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteJudgeAdapter } from '../../remote-judge/registry';
import { problem, submission } from '../../worker/src/db/schema';
import { type Harness, startJudgeHarness } from '../support/judge-harness';
import { type StandIn, startStandIn } from '../support/remote-judges';
import { CODEFORCES_COMPILE_MESSAGE } from '../support/remote-judges/codeforces';
import { SPOJ_COMPILE_MESSAGE } from '../support/remote-judges/spoj';
import type { StandInAccount } from '../support/remote-judges/stand-in';

const POLL_MS = 50;
// 15 s of polling: long enough that a run outlives a server restart, bounded all the same.
const MAX_POLLS = 300;
const UNFINISHED: number[] = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SUBMITTING,
];
/**
 * An idle platform hands a remote submission to its judge well within a second (issue 17); this
 * bound is looser because CI runs this file beside the end-to-end journeys, where a hand-over has
 * taken 2.1 s. It still fails a submission that waits for an account to rest (5 to 10 s) or for a
 * runner restart.
 */
const HAND_OVER_MS = 4000;
const HDU_INTERVAL_MS = remoteJudgeAdapter('HDU').accountIntervalMs;

// Two accounts per list: Codeforces and its Gym share one, and a resubmission must not wait for
// the account that just submitted to rest (accountIntervalMs).
const ACCOUNTS: StandInAccount[] = [
  { username: 'judgebot', password: 'secret' },
  { username: 'judgebot2', password: 'secret2' },
];
const LIST_OF: Record<RemoteJudge, 'cf' | 'hdu' | 'poj' | 'atcoder' | 'spoj'> = {
  CF: 'cf',
  GYM: 'cf',
  HDU: 'hdu',
  POJ: 'poj',
  AC: 'atcoder',
  SPOJ: 'spoj',
};

let harness: Harness;
let root: string;
let user: { token: string; username: string };
const standIns = {} as Record<RemoteJudge, StandIn>;
/** The imported problem of each judge: its database id and display id. */
const problems = {} as Record<RemoteJudge, { pid: number; problemId: string; language: string }>;
const saved = {
  REMOTE_JUDGE_URLS: process.env.REMOTE_JUDGE_URLS,
  REMOTE_POLL_MS: process.env.REMOTE_POLL_MS,
  REMOTE_MAX_POLLS: process.env.REMOTE_MAX_POLLS,
};

async function saveAccounts(list: string, accounts: StandInAccount[]) {
  const res = await harness.request('PUT', '/api/admin/switch/update', {
    token: root,
    body: {
      [`${list}UsernameList`]: accounts.map((a) => a.username),
      [`${list}PasswordList`]: accounts.map((a) => a.password),
    },
  });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
}

beforeAll(async () => {
  for (const judge of REMOTE_JUDGES) standIns[judge] = await startStandIn(judge, { accounts: ACCOUNTS });
  // What `npm start` reads: the judges' addresses and the rehearsal pace of the remote runner.
  process.env.REMOTE_JUDGE_URLS = REMOTE_JUDGES.map((judge) => `${judge}=${standIns[judge].url}`).join(',');
  process.env.REMOTE_POLL_MS = String(POLL_MS);
  process.env.REMOTE_MAX_POLLS = String(MAX_POLLS);
  harness = await startJudgeHarness({ runners: 1 });
  root = await harness.rootToken();
  for (const list of new Set(Object.values(LIST_OF))) await saveAccounts(list, ACCOUNTS);
  user = await harness.createUser();
}, 60_000);

afterAll(async () => {
  await harness?.stop();
  await Promise.all(Object.values(standIns).map((s) => s.close()));
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function finalRow(submitId: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await harness.server.platform.db
      .select()
      .from(submission)
      .where(eq(submission.submitId, submitId));
    if (row && !UNFINISHED.includes(row.status)) return row;
    if (Date.now() > deadline) throw new Error(`submission ${submitId} still at status ${row?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Resolves with the stand-in's record of the run whose code holds `marker`, once it is submitted. */
async function arrival(judge: RemoteJudge, marker: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = standIns[judge].submissions.find((s) => s.code.includes(marker));
    if (run) return { ...run, arrivedAt: Date.now() };
    if (Date.now() > deadline) throw new Error(`${judge} never received the run marked ${marker}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const runsMarked = (judge: RemoteJudge, marker: string) =>
  standIns[judge].submissions.filter((s) => s.code.includes(marker));

function submitTo(judge: RemoteJudge, code: string) {
  return harness.submit(user.token, {
    pid: problems[judge].problemId,
    language: problems[judge].language,
    code,
    isRemote: true,
  });
}

async function detail(submitId: number, token: string) {
  const res = await harness.request('GET', '/api/get-submission-detail', { token, query: { submitId } });
  expect(res.body.status).toBe(200);
  return res.body.data.submission as {
    status: number;
    errorMessage: string | null;
    vjudgeSubmitId: string | null;
    vjudgeUsername: string | null;
  };
}

const accountStates = async () => {
  const res = await harness.request('GET', '/api/admin/remote-judge/accounts', { token: root });
  expect(res.body.status).toBe(200);
  return res.body.data as { oj: string; username: string; status: string; lastError: string | null }[];
};

describe('remote judging, done as issue 17 asks', () => {
  it('starts a remote runner beside the sandbox runner', () => {
    expect(harness.server.runners?.names.some((name) => name.endsWith('-remote-0'))).toBe(true);
    expect(harness.server.runners?.processes).toHaveLength(2);
  });

  it("imports each judge's example problem through the admin endpoint, with the judge's languages", async () => {
    for (const judge of REMOTE_JUDGES) {
      const res = await harness.request('GET', '/api/admin/problem/import-remote-oj-problem', {
        token: root,
        query: { name: judge, problemId: REMOTE_JUDGE_INFO[judge].idExample },
      });
      expect(res.body, `${judge}: ${JSON.stringify(res.body)}`).toMatchObject({ status: 200 });
      const [row] = await harness.server.platform.db
        .select({ id: problem.id, problemId: problem.problemId, isRemote: problem.isRemote })
        .from(problem)
        .where(eq(problem.problemId, remoteDisplayId(judge, REMOTE_JUDGE_INFO[judge].idExample)));
      expect(row, `${judge} problem in the bank`).toMatchObject({ isRemote: true });
      const languages = await harness.request('GET', '/api/languages', { query: { pid: row!.id } });
      const names = (languages.body.data as { name: string; oj: string }[]).map((l) => l.name);
      expect(names.length, `${judge} languages`).toBeGreaterThan(0);
      // A C++ language where the judge has one: the stand-ins check nothing about the code itself.
      problems[judge] = {
        pid: row!.id,
        problemId: row!.problemId,
        language: names.find((n) => /\+\+/.test(n)) ?? names[0]!,
      };
    }
    // Codeforces' Gym offers Codeforces' languages.
    expect(problems.GYM.language).toBe(problems.CF.language);
    // The same import twice is refused, nothing written twice.
    const again = await harness.request('GET', '/api/admin/problem/import-remote-oj-problem', {
      token: root,
      query: { name: 'HDU', problemId: REMOTE_JUDGE_INFO.HDU.idExample },
    });
    expect(again.body.status).toBe(400);
    // Bad references are refused before any judge is asked.
    for (const query of [
      { name: 'UVA', problemId: '100' },
      { name: 'HDU', problemId: 'abc100_a' },
      { name: 'CF', problemId: '' },
      { name: 'SPOJ', problemId: 'TEST\u0000' },
      { name: 'AC', problemId: 'x'.repeat(10_000) },
    ]) {
      const bad = await harness.request('GET', '/api/admin/problem/import-remote-oj-problem', {
        token: root,
        query,
      });
      expect(bad.body.status, JSON.stringify(query).slice(0, 80)).toBe(400);
    }
    const forbidden = await harness.request('GET', '/api/admin/problem/import-remote-oj-problem', {
      token: user.token,
      query: { name: 'POJ', problemId: '1001' },
    });
    expect(forbidden.body.status).toBe(403);
    const imported = await harness.server.platform.db
      .select({ id: problem.id })
      .from(problem)
      .where(eq(problem.isRemote, true));
    expect(imported).toHaveLength(REMOTE_JUDGES.length);
  }, 30_000);

  it("hands each submission to its judge within a second and records the judge's verdict", async () => {
    const cases: { judge: RemoteJudge; expect: keyof typeof JudgeStatus; message?: string }[] = [
      { judge: 'CF', expect: 'ACCEPTED' },
      { judge: 'GYM', expect: 'COMPILE_ERROR', message: CODEFORCES_COMPILE_MESSAGE },
      { judge: 'HDU', expect: 'WRONG_ANSWER' },
      { judge: 'POJ', expect: 'TIME_LIMIT_EXCEEDED' },
      { judge: 'AC', expect: 'RUNTIME_ERROR' },
      { judge: 'SPOJ', expect: 'COMPILE_ERROR', message: SPOJ_COMPILE_MESSAGE },
    ];
    const sent = await Promise.all(
      cases.map(async (c) => {
        const marker = `verdict-${c.judge}`;
        const submittedAt = Date.now();
        const submitId = await submitTo(c.judge, `// ${marker} expect: ${c.expect}\nint main() {}`);
        await arrival(c.judge, marker);
        return { ...c, marker, submitId, handOverMs: Date.now() - submittedAt };
      }),
    );
    for (const s of sent) expect(s.handOverMs, `${s.judge} hand-over`).toBeLessThan(HAND_OVER_MS);
    for (const s of sent) {
      const row = await finalRow(s.submitId);
      expect(row.status, s.judge).toBe(JudgeStatus[s.expect]);
      expect(row.judger).toMatch(/-remote-0$/);
      const run = runsMarked(s.judge, s.marker);
      expect(run, `${s.judge} submitted once`).toHaveLength(1);
      const own = await detail(s.submitId, user.token);
      expect(own.status).toBe(JudgeStatus[s.expect]);
      expect(own.vjudgeSubmitId).toBe(run[0]!.runId);
      // Which account submitted is root's business only.
      expect(own.vjudgeUsername).toBeNull();
      const seenByRoot = await detail(s.submitId, root);
      expect(seenByRoot.vjudgeUsername).toBe(run[0]!.username);
      if (s.message) expect(own.errorMessage).toBe(s.message);
    }
  }, 30_000);

  it('submits twice in a row under different accounts at once, never one account within its interval', async () => {
    const first = await submitTo('HDU', '// pair-1 expect: ACCEPTED\nint main() {}');
    const second = await submitTo('HDU', '// pair-2 expect: ACCEPTED\nint main() {}');
    const [a, b] = await Promise.all([arrival('HDU', 'pair-1'), arrival('HDU', 'pair-2')]);
    expect(a.username).not.toBe(b.username);
    const rows = await Promise.all([finalRow(first), finalRow(second)]);
    expect(rows.map((r) => r.status)).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED]);
    // A third one waits until one of the two accounts has rested, however idle the platform is.
    const third = await submitTo('HDU', '// pair-3 expect: WRONG_ANSWER\nint main() {}');
    const c = await arrival('HDU', 'pair-3');
    const previous = [a, b].find((run) => run.username === c.username)!;
    expect(c.arrivedAt - previous.arrivedAt).toBeGreaterThanOrEqual(HDU_INTERVAL_MS - 100);
    // ...and not much longer than that.
    expect(c.arrivedAt - Math.min(a.arrivedAt, b.arrivedAt)).toBeLessThan(HDU_INTERVAL_MS + HAND_OVER_MS);
    expect((await finalRow(third)).status).toBe(JudgeStatus.WRONG_ANSWER);
  }, 30_000);

  it('gives Submitted Failed with the reason when the judge is down, and a fresh verdict on resubmit', async () => {
    standIns.POJ.setBehaviour('down');
    let submitId: number;
    try {
      submitId = await submitTo('POJ', '// down-then-up expect: WRONG_ANSWER\nint main() {}');
      const row = await finalRow(submitId);
      expect(row.status).toBe(JudgeStatus.SUBMITTED_FAILED);
      expect(row.errorMessage).toMatch(/^POJ could not be reached to log in: /);
      expect((await detail(submitId, user.token)).errorMessage).toBe(row.errorMessage);
    } finally {
      standIns.POJ.setBehaviour('normal');
    }
    // Another user may not resubmit it; its owner may.
    const other = await harness.createUser();
    const refused = await harness.request('GET', '/api/resubmit', {
      token: other.token,
      query: { submitId },
    });
    expect(refused.body.status).not.toBe(200);
    for (const bad of ['abc', '0', '99999999']) {
      const res = await harness.request('GET', '/api/resubmit', {
        token: user.token,
        query: { submitId: bad },
      });
      expect(res.body.status, bad).toBeGreaterThanOrEqual(400);
    }
    const res = await harness.request('GET', '/api/resubmit', { token: user.token, query: { submitId } });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
    const row = await finalRow(submitId);
    expect(row.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(row.errorMessage).toBeNull();
    expect(runsMarked('POJ', 'down-then-up')).toHaveLength(1);
    expect((await detail(submitId, user.token)).vjudgeSubmitId).toBe(
      runsMarked('POJ', 'down-then-up')[0]!.runId,
    );
  }, 30_000);

  it('goes on polling the same run after a restart of the server and its runners: one submission only', async () => {
    standIns.AC.setBehaviour('never-judges');
    let submitId: number;
    try {
      submitId = await submitTo('AC', '// across-restart expect: WRONG_ANSWER\nint main() {}');
      // Wait until the run id is recorded: from then on a new runner must poll, not submit.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [row] = await harness.server.platform.db
          .select({ runId: submission.vjudgeSubmitId })
          .from(submission)
          .where(eq(submission.submitId, submitId));
        if (row?.runId) break;
        if (Date.now() > deadline) throw new Error('the run id was never recorded');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await harness.restart({ runners: 1 });
    } finally {
      standIns.AC.setBehaviour('normal');
    }
    const row = await finalRow(submitId);
    expect(row.status).toBe(JudgeStatus.WRONG_ANSWER);
    const runs = runsMarked('AC', 'across-restart');
    expect(runs).toHaveLength(1);
    expect(row.vjudgeSubmitId).toBe(runs[0]!.runId);
  }, 40_000);

  it('marks an account the judge refuses, and fails the submission naming the switch page when none is left', async () => {
    await saveAccounts('spoj', [{ username: ACCOUNTS[0]!.username, password: 'not-the-password' }]);
    const submitId = await submitTo('SPOJ', '// refused-login\nint main() {}');
    const row = await finalRow(submitId);
    expect(row.status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect(row.errorMessage).toMatch(/switch page/);
    expect(row.errorMessage).toMatch(/SPOJ/);
    const spoj = (await accountStates()).filter((s) => s.oj === 'spoj');
    expect(spoj).toEqual([
      expect.objectContaining({ username: ACCOUNTS[0]!.username, status: 'login-failed' }),
    ]);
    expect(spoj[0]!.lastError).toBeTruthy();
    expect(runsMarked('SPOJ', 'refused-login')).toHaveLength(0);
    expect(standIns.SPOJ.logins.at(-1)).toEqual({ username: ACCOUNTS[0]!.username, ok: false });
  }, 30_000);
});
