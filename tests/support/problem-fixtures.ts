import { zipSync } from 'fflate';
import {
  contest,
  contestProblem,
  judgeCase,
  problem,
  problemCount,
  submission,
  userProblemProgress,
} from '../../worker/src/db/schema';
import { forgetUserStatus } from '../../worker/src/domains/problem/index';
import type { Platform } from '../../worker/src/platform/platform';
import type { TestApp } from './test-app';

/**
 * Fixtures for problem bank and submission tests: editor payloads sent through the API, and
 * rows inserted directly where a test needs state the judge would normally produce.
 */

let sequence = 0;
export const uniqueProblemId = (prefix = 'P') => `${prefix}${process.pid % 1000}${++sequence}`;

type Json = Record<string, unknown>;

/** A valid admin editor payload (HOJ's ProblemDto): ACM, manual cases, C++ and Python3. */
export function editorPayload(overrides: { problem?: Json } & Json = {}): Json {
  const { problem: problemOverrides, ...rest } = overrides;
  return {
    problem: {
      problemId: uniqueProblemId(),
      title: 'Sum two numbers',
      description: 'Print $a+b$.',
      input: 'Two integers.',
      output: 'Their sum.',
      examples: '<input>1 2</input><output>3</output>',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      difficulty: 0,
      type: 0,
      auth: 1,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      codeShare: true,
      isRemoveEndBlank: true,
      openCaseResult: true,
      isFileIO: false,
      ...problemOverrides,
    },
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 7\r\n', output: '12\r\n' },
    ],
    codeTemplates: [],
    tags: [],
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    isUploadTestCase: false,
    uploadTestcaseDir: null,
    judgeMode: 'default',
    ...rest,
  };
}

export async function createViaEditor(t: TestApp, token: string, overrides: { problem?: Json } & Json = {}) {
  const res = await t.request<{ pid: number; problemId: string; caseVersion: string }>(
    'POST',
    '/api/admin/problem',
    {
      token,
      body: editorPayload(overrides),
    },
  );
  if (res.httpStatus !== 200) throw new Error(`create problem failed: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export interface ProblemFixture {
  problemId?: string;
  title?: string;
  auth?: number;
  type?: number;
  difficulty?: number;
  isGroup?: boolean;
  gid?: number | null;
  codeShare?: boolean;
  openCaseResult?: boolean;
  judgeCaseMode?: string;
  author?: string;
  isRemote?: boolean;
}

/** A problem row without test data (for lists, visibility and submissions). */
export async function insertProblem(platform: Platform, fields: ProblemFixture = {}) {
  const [row] = await platform.db
    .insert(problem)
    .values({
      problemId: fields.problemId ?? uniqueProblemId('F'),
      title: fields.title ?? 'Fixture problem',
      auth: fields.auth ?? 1,
      type: fields.type ?? 0,
      difficulty: fields.difficulty ?? 0,
      isGroup: fields.isGroup ?? false,
      gid: fields.gid ?? null,
      codeShare: fields.codeShare ?? true,
      openCaseResult: fields.openCaseResult ?? true,
      judgeCaseMode: fields.judgeCaseMode ?? 'default',
      author: fields.author ?? 'root',
      isRemote: fields.isRemote ?? false,
      description: 'Fixture statement',
      input: 'in',
      output: 'out',
    })
    .returning();
  return row!;
}

export interface SubmissionFixture {
  pid: number;
  uid: string;
  username: string;
  displayPid?: string;
  status?: number;
  score?: number | null;
  cid?: number;
  gid?: number | null;
  share?: boolean;
  code?: string;
  language?: string;
  errorMessage?: string | null;
  submitTime?: Date;
  time?: number | null;
  memory?: number | null;
}

export async function insertSubmission(platform: Platform, fields: SubmissionFixture): Promise<number> {
  const code = fields.code ?? 'int main() { return 0; }';
  const [row] = await platform.db
    .insert(submission)
    .values({
      pid: fields.pid,
      uid: fields.uid,
      username: fields.username,
      displayPid: fields.displayPid ?? String(fields.pid),
      status: fields.status ?? 0,
      score: fields.score ?? null,
      cid: fields.cid ?? 0,
      gid: fields.gid ?? null,
      share: fields.share ?? false,
      code,
      length: code.length,
      language: fields.language ?? 'C++',
      errorMessage: fields.errorMessage ?? null,
      time: fields.time === undefined ? 12 : fields.time,
      memory: fields.memory === undefined ? 1024 : fields.memory,
      ...(fields.submitTime ? { submitTime: fields.submitTime } : {}),
    })
    .returning({ submitId: submission.submitId });
  return row!.submitId;
}

export async function insertJudgeCases(
  platform: Platform,
  submitId: number,
  uid: string,
  pid: number,
  cases: {
    caseId?: number | null;
    status: number;
    score?: number | null;
    groupNum?: number | null;
    mode?: string;
    userOutput?: string | null;
    message?: string | null;
  }[],
) {
  await platform.db.insert(judgeCase).values(
    cases.map((c, i) => ({
      submitId,
      uid,
      pid,
      caseId: c.caseId ?? null,
      seq: i + 1,
      status: c.status,
      time: 5 + i,
      memory: 1000 + i,
      score: c.score ?? null,
      groupNum: c.groupNum ?? null,
      mode: c.mode ?? 'default',
      inputData: `${i + 1}.in`,
      outputData: `${i + 1}.out`,
      userOutput: c.userOutput ?? null,
      message: c.message ?? null,
    })),
  );
}

export async function setProgress(
  platform: Platform,
  uid: string,
  pid: number,
  status: number,
  score: number | null = null,
) {
  await platform.db.insert(userProblemProgress).values({ uid, pid, status, score });
  // What the verdict writer does after its commit: the user's remembered statuses go.
  forgetUserStatus(platform.db, uid);
}

export async function setProblemCount(
  platform: Platform,
  pid: number,
  counts: { total: number; ac: number; wa?: number },
) {
  await platform.db
    .insert(problemCount)
    .values({ pid, total: counts.total, ac: counts.ac, wa: counts.wa ?? 0 });
}

export interface ContestFixture {
  uid?: string;
  type?: number;
  startTime: Date;
  endTime: Date;
  auth?: number;
  sealRank?: boolean;
  sealRankTime?: Date | null;
  autoRealRank?: boolean;
  oiRankScoreType?: string;
}

export async function insertContest(platform: Platform, fields: ContestFixture) {
  const [row] = await platform.db
    .insert(contest)
    .values({
      uid: fields.uid ?? 'nobody',
      author: 'contest-author',
      title: 'Fixture contest',
      type: fields.type ?? 0,
      auth: fields.auth ?? 0,
      startTime: fields.startTime,
      endTime: fields.endTime,
      duration: Math.round((fields.endTime.getTime() - fields.startTime.getTime()) / 1000),
      sealRank: fields.sealRank ?? false,
      sealRankTime: fields.sealRankTime ?? null,
      autoRealRank: fields.autoRealRank ?? true,
      oiRankScoreType: fields.oiRankScoreType ?? 'Recent',
    })
    .returning();
  return row!;
}

export async function addContestProblem(platform: Platform, cid: number, pid: number, displayId: string) {
  await platform.db
    .insert(contestProblem)
    .values({ cid, pid, displayId, displayTitle: `Contest ${displayId}` });
}

export const hoursFromNow = (clock: { now(): Date }, hours: number) =>
  new Date(clock.now().getTime() + hours * 3600_000);

/** A zip made with a regular zip writer. */
export function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  const encoder = new TextEncoder();
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, data]) => [
        name,
        typeof data === 'string' ? encoder.encode(data) : data,
      ]),
    ),
  );
}

export function zipUpload(bytes: Uint8Array, name = 'cases.zip'): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), name);
  return form;
}
