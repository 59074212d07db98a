// Codeforces: the problemset (CF) and the Gym (GYM) are one site with one account, one login and
// one API; they differ only in where a problem, its submit form and its status page live. Pages
// are read as a browser sees them (login, submit, statement); runs are found and judged through
// the documented API (codeforces.com/apiHelp: user.status, contest.list).
import { JudgeStatus, type JudgeStatusCode } from '../../contract/judge-status';
import { type OtherContest, REMOTE_JUDGE_INFO } from '../../contract/remote-judge';
import {
  type RemoteAccount,
  type RemoteJudgeAdapter,
  RemoteJudgeError,
  type RemoteLanguage,
  type RemoteVerdict,
} from '../adapter';
import { parseHtml } from '../html';
import type { RemoteHttp, RemoteResponse } from '../http';
import { sleep } from '../text';
import { isNoSuchProblemPage, readCodeforcesStatement } from './codeforces-statement';

type CodeforcesJudge = 'CF' | 'GYM';

/**
 * Codeforces' languages (HOJ's seed names them; its CodeForcesJudge maps them to the submit
 * form's `programTypeId`). The Gym offers the same list.
 */
export const CODEFORCES_LANGUAGES: readonly RemoteLanguage[] = [
  { name: 'GNU GCC C11 5.1.0', remoteId: '43', contentType: 'text/x-csrc' },
  { name: 'Clang++17 Diagnostics', remoteId: '52', contentType: 'text/x-c++src' },
  { name: 'GNU G++14 6.4.0', remoteId: '50', contentType: 'text/x-c++src' },
  { name: 'GNU G++17 7.3.0', remoteId: '54', contentType: 'text/x-c++src' },
  { name: 'GNU G++20 11.2.0 (64 bit, winlibs)', remoteId: '73', contentType: 'text/x-c++src' },
  { name: 'Microsoft Visual C++ 2017', remoteId: '59', contentType: 'text/x-c++src' },
  { name: 'C# Mono 6.8', remoteId: '9', contentType: 'text/x-csharp' },
  { name: 'D DMD32 v2.091.0', remoteId: '28', contentType: 'text/x-d' },
  { name: 'Go 1.15.6', remoteId: '32', contentType: 'text/x-go' },
  { name: 'Haskell GHC 8.10.1', remoteId: '12', contentType: 'text/x-haskell' },
  { name: 'Java 1.8.0_241', remoteId: '36', contentType: 'text/x-java' },
  { name: 'Kotlin 1.4.0', remoteId: '48', contentType: 'text/x-java' },
  { name: 'OCaml 4.02.1', remoteId: '19', contentType: 'text/x-ocaml' },
  { name: 'Delphi 7', remoteId: '3', contentType: 'text/x-pascal' },
  { name: 'Free Pascal 3.0.2', remoteId: '4', contentType: 'text/x-pascal' },
  { name: 'PascalABC.NET 3.4.2', remoteId: '51', contentType: 'text/x-pascal' },
  { name: 'Perl 5.20.1', remoteId: '13', contentType: 'text/x-perl' },
  { name: 'PHP 7.2.13', remoteId: '6', contentType: 'text/x-php' },
  { name: 'Python 2.7.18', remoteId: '7', contentType: 'text/x-python' },
  { name: 'Python 3.9.1', remoteId: '31', contentType: 'text/x-python' },
  { name: 'PyPy 2.7 (7.3.0)', remoteId: '40', contentType: 'text/x-python' },
  { name: 'PyPy 3.7 (7.3.0)', remoteId: '41', contentType: 'text/x-python' },
  { name: 'Ruby 3.0.0', remoteId: '67', contentType: 'text/x-ruby' },
  { name: 'Rust 1.49.0', remoteId: '49', contentType: 'text/x-rustsrc' },
  { name: 'Scala 2.12.8', remoteId: '20', contentType: 'text/x-scala' },
  { name: 'JavaScript V8 4.8.0', remoteId: '34', contentType: 'text/javascript' },
  { name: 'Node.js 12.6.3', remoteId: '55', contentType: 'text/javascript' },
  { name: 'C# 8, .NET Core 3.1', remoteId: '65', contentType: 'text/x-csharp' },
  { name: 'Java 11.0.6', remoteId: '60', contentType: 'text/x-java' },
];

/** Every verdict the API documents for a Submission; TESTING is the one still running. */
export const CODEFORCES_VERDICTS = [
  'FAILED',
  'OK',
  'PARTIAL',
  'COMPILATION_ERROR',
  'RUNTIME_ERROR',
  'WRONG_ANSWER',
  'PRESENTATION_ERROR',
  'TIME_LIMIT_EXCEEDED',
  'MEMORY_LIMIT_EXCEEDED',
  'IDLENESS_LIMIT_EXCEEDED',
  'SECURITY_VIOLATED',
  'CRASHED',
  'INPUT_PREPARATION_CRASHED',
  'CHALLENGED',
  'SKIPPED',
  'TESTING',
  'REJECTED',
] as const;
export type CodeforcesVerdict = (typeof CODEFORCES_VERDICTS)[number];

const FINAL_VERDICT_STATUS: Record<Exclude<CodeforcesVerdict, 'TESTING'>, JudgeStatusCode> = {
  // "Judgement failed": Codeforces' own failure, not the program's.
  FAILED: JudgeStatus.SYSTEM_ERROR,
  OK: JudgeStatus.ACCEPTED,
  PARTIAL: JudgeStatus.PARTIAL_ACCEPTED,
  COMPILATION_ERROR: JudgeStatus.COMPILE_ERROR,
  RUNTIME_ERROR: JudgeStatus.RUNTIME_ERROR,
  WRONG_ANSWER: JudgeStatus.WRONG_ANSWER,
  PRESENTATION_ERROR: JudgeStatus.PRESENTATION_ERROR,
  TIME_LIMIT_EXCEEDED: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MEMORY_LIMIT_EXCEEDED: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  // The program stopped using the CPU while waiting (interactive problems); HOJ counts it a runtime error.
  IDLENESS_LIMIT_EXCEEDED: JudgeStatus.RUNTIME_ERROR,
  SECURITY_VIOLATED: JudgeStatus.RUNTIME_ERROR,
  CRASHED: JudgeStatus.SYSTEM_ERROR,
  INPUT_PREPARATION_CRASHED: JudgeStatus.SYSTEM_ERROR,
  // Hacked during the contest: the program failed a test someone else wrote.
  CHALLENGED: JudgeStatus.WRONG_ANSWER,
  // Not judged at all (e.g. an earlier submission counted instead).
  SKIPPED: JudgeStatus.CANCELLED,
  // Codeforces refused the run (e.g. a language the problem does not allow).
  REJECTED: JudgeStatus.SUBMITTED_FAILED,
};

/**
 * Our status for a Codeforces verdict: null while the run is queued (no verdict yet) or TESTING.
 * A verdict the API does not document is `malformed`, so a new one is noticed, not misjudged.
 */
export function codeforcesVerdictStatus(verdict: string | undefined): JudgeStatusCode | null {
  if (verdict === undefined || verdict === 'TESTING') return null;
  if (Object.hasOwn(FINAL_VERDICT_STATUS, verdict)) {
    return FINAL_VERDICT_STATUS[verdict as keyof typeof FINAL_VERDICT_STATUS];
  }
  throw new RemoteJudgeError('malformed', `Codeforces answered an unknown verdict ${verdict}`);
}

/** A problem id split into its contest and its index (`1A` -> 1, A; `100001D1` -> 100001, D1). */
export function splitCodeforcesId(
  judge: CodeforcesJudge,
  remoteId: string,
): { contestId: string; index: string } | null {
  if (!REMOTE_JUDGE_INFO[judge].idPattern.test(remoteId)) return null;
  const match = /^(\d+)([A-Z][1-9]?)$/.exec(remoteId);
  return match ? { contestId: match[1] as string, index: match[2] as string } : null;
}

function problemPath(judge: CodeforcesJudge, contestId: string, index: string): string {
  return judge === 'CF' ? `/problemset/problem/${contestId}/${index}` : `/gym/${contestId}/problem/${index}`;
}

function submitPath(judge: CodeforcesJudge, contestId: string): string {
  return judge === 'CF' ? '/problemset/submit' : `/gym/${contestId}/submit`;
}

/** The user's own status page, where the submit form lands and where a csrf token can be read. */
function myStatusPath(judge: CodeforcesJudge, contestId: string): string {
  return judge === 'CF' ? '/problemset/status?my=on' : `/gym/${contestId}/my`;
}

/** The page's CSRF token: the `X-Csrf-Token` meta, the form's hidden field, or the `data-csrf` span. */
export function readCsrfToken(html: string): string | null {
  const page = parseHtml(html);
  return (
    page.querySelector('meta[name="X-Csrf-Token"]')?.getAttribute('content') ??
    page.querySelector('input[name="csrf_token"]')?.getAttribute('value') ??
    page.querySelector('[data-csrf]')?.getAttribute('data-csrf') ??
    null
  );
}

/**
 * `_tta`, the checksum Codeforces' page script adds to every form post from the `39ce7` cookie;
 * posts without the right value are treated as coming from a robot.
 */
export function codeforcesTta(cookie: string): number {
  const MOD = 1009;
  let tta = 0;
  for (let c = 0; c < cookie.length; c++) {
    tta = (tta + (c + 1) * (c + 2) * cookie.charCodeAt(c)) % MOD;
    if (c % 3 === 0) tta++;
    if (c % 2 === 0) tta *= 2;
    if (c > 0) tta -= Math.floor(cookie.charCodeAt(Math.floor(c / 2)) / 2) * (tta % 5);
    tta = ((tta % MOD) + MOD) % MOD;
  }
  return tta;
}

function randomHex(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

/**
 * The browser fingerprints Codeforces' script posts with every form: `ftaa` (18 random
 * characters the script keeps in local storage) and `bfaa` (a 32-hex fingerprint, served in the
 * page as `_bfaa` when the site chose it). A session keeps one pair, as one browser would.
 */
const fingerprints = new WeakMap<RemoteHttp, { ftaa: string; bfaa: string }>();

function fingerprintOf(http: RemoteHttp, html: string): { ftaa: string; bfaa: string } {
  const known = fingerprints.get(http);
  const served = /_bfaa\s*=\s*"([0-9a-f]{32})"/.exec(html)?.[1];
  const fingerprint = { ftaa: known?.ftaa ?? randomHex(18), bfaa: served ?? known?.bfaa ?? randomHex(32) };
  fingerprints.set(http, fingerprint);
  return fingerprint;
}

/** The hidden fields every Codeforces form post carries, read from the page the form is on. */
async function formTokens(http: RemoteHttp, page: RemoteResponse) {
  const csrf = readCsrfToken(page.text);
  if (!csrf) throw new RemoteJudgeError('malformed', `${page.url} has no CSRF token`);
  const { ftaa, bfaa } = fingerprintOf(http, page.text);
  const tta = String(codeforcesTta((await http.cookie('39ce7')) ?? ''));
  return { csrf_token: csrf, ftaa, bfaa, _tta: tta };
}

/** The message of a form Codeforces re-rendered with errors (`<span class="error for__source">`). */
function formError(html: string): string | null {
  const error = parseHtml(html).querySelector('span.error, .error[class*="for__"]');
  const message = error?.text.trim();
  return message ? message : null;
}

function isLoggedInAs(html: string, handle: string): boolean {
  const page = parseHtml(html);
  const profile = `/profile/${handle}`.toLowerCase();
  const links = page.querySelectorAll('a').map((a) => (a.getAttribute('href') ?? '').toLowerCase());
  return links.some((href) => href === profile) && links.some((href) => href.endsWith('/logout'));
}

function onLoginPage(response: RemoteResponse): boolean {
  return new URL(response.url).pathname === '/enter';
}

interface ApiSubmission {
  id: number;
  creationTimeSeconds?: number;
  problem?: { contestId?: number; index?: string };
  verdict?: string;
  passedTestCount?: number;
  timeConsumedMillis?: number;
  memoryConsumedBytes?: number;
}

interface ApiContest {
  id: number;
  name: string;
  phase: string;
  durationSeconds: number;
  startTimeSeconds?: number;
}

/** The API allows one call per two seconds; "Call limit exceeded" asks to wait that long. */
const API_CALL_INTERVAL_MS = 2000;

/**
 * One API call. Codeforces answers `{status: "OK", result}` or `{status: "FAILED", comment}`;
 * "Call limit exceeded" is `rate-limited`, "not found" comments are `not-found`.
 */
async function callApi<T>(http: RemoteHttp, path: string): Promise<T> {
  const { body, response } = await http.getJson<{ status?: string; comment?: string; result?: T }>(path);
  if (body?.status === 'OK' && body.result !== undefined) return body.result;
  const comment = typeof body?.comment === 'string' ? body.comment : '';
  if (body?.status === 'FAILED' && /call limit exceeded/i.test(comment)) {
    throw new RemoteJudgeError('rate-limited', `Codeforces API: ${comment}`, API_CALL_INTERVAL_MS);
  }
  if (body?.status === 'FAILED' && /not found/i.test(comment)) {
    throw new RemoteJudgeError('not-found', `Codeforces API: ${comment}`);
  }
  if (response.status >= 500) {
    throw new RemoteJudgeError('unavailable', `Codeforces API answered HTTP ${response.status}: ${comment}`);
  }
  throw new RemoteJudgeError(
    'malformed',
    `Codeforces API ${path.split('?')[0]} answered ${comment || 'no result'}`,
  );
}

function userStatus(http: RemoteHttp, handle: string, count: number): Promise<ApiSubmission[]> {
  return callApi<ApiSubmission[]>(
    http,
    `/api/user.status?handle=${encodeURIComponent(handle)}&from=1&count=${count}`,
  ).then((result) => {
    if (!Array.isArray(result))
      throw new RemoteJudgeError('malformed', 'Codeforces API user.status gave no list');
    return result;
  });
}

/** Runs this far back are searched when polling: an account's later runs push older ones down. */
const POLL_WINDOW = 100;
/** A run submitted up to this long before our clock says we submitted is ours (clock skew). */
const CLOCK_SKEW_S = 120;
/** The new run shows in user.status after a moment; HOJ waits two seconds, so do we between tries. */
const RUN_ID_TRIES = 3;

/** The compile message Codeforces keeps in the judgement protocol (a JSON string). */
async function compileMessage(
  http: RemoteHttp,
  judge: CodeforcesJudge,
  contestId: string,
  runId: string,
): Promise<string | null> {
  const page = await http.get(myStatusPath(judge, contestId));
  const csrf = readCsrfToken(page.text);
  if (!csrf) return null;
  const protocol = await http.postForm('/data/judgeProtocol', { submissionId: runId, csrf_token: csrf });
  if (protocol.status !== 200) return null;
  try {
    const message = JSON.parse(protocol.text) as unknown;
    return typeof message === 'string' ? message : null;
  } catch {
    return protocol.text.trim() || null;
  }
}

function rawVerdict(run: ApiSubmission): string {
  if (!run.verdict) return 'In queue';
  if (run.verdict === 'OK' || run.verdict === 'COMPILATION_ERROR') return run.verdict;
  return `${run.verdict} (passed ${run.passedTestCount ?? 0} tests)`;
}

export function createCodeforcesAdapter(judge: CodeforcesJudge): RemoteJudgeAdapter {
  const idOf = (remoteId: string) => {
    const id = splitCodeforcesId(judge, remoteId);
    if (!id)
      throw new RemoteJudgeError(
        'not-found',
        `${remoteId} is not a ${REMOTE_JUDGE_INFO[judge].name} problem id`,
      );
    return id;
  };

  return {
    judge,
    languages: CODEFORCES_LANGUAGES,
    // HOJ reads every ~2 s; the API allows one call per two seconds per client.
    pollIntervalMs: 3000,
    maxPolls: 150,
    accountIntervalMs: 10_000,

    async fetchProblem(http, remoteId) {
      const { contestId, index } = idOf(remoteId);
      const path = problemPath(judge, contestId, index);
      const response = await http.get(path);
      // An unknown problem is redirected to the home page (or the Gym's) with "No such problem".
      const movedAway = new URL(response.url).pathname !== path;
      if (response.status === 404 || movedAway || isNoSuchProblemPage(response.text)) {
        throw new RemoteJudgeError('not-found', `Codeforces has no problem ${remoteId}`);
      }
      return readCodeforcesStatement(response.text, { remoteId, index, pageUrl: http.url(path) });
    },

    async login(http, account: RemoteAccount) {
      const form = await http.get('/enter');
      const fields = {
        ...(await formTokens(http, form)),
        action: 'enter',
        handleOrEmail: account.username,
        password: account.password,
        remember: 'on',
      };
      const answer = await http.postForm('/enter', fields);
      if (isLoggedInAs(answer.text, account.username)) return;
      const refusal = formError(answer.text);
      if (refusal || onLoginPage(answer)) {
        throw new RemoteJudgeError(
          'login',
          `Codeforces refused ${account.username}: ${refusal ?? 'login failed'}`,
        );
      }
      throw new RemoteJudgeError(
        'malformed',
        `Codeforces answered the login at ${answer.url} with an unknown page`,
      );
    },

    async submit(http, { account, remoteId, languageId, code }) {
      const { contestId, index } = idOf(remoteId);
      const path = submitPath(judge, contestId);
      const form = await http.get(path);
      if (onLoginPage(form)) throw new RemoteJudgeError('login', 'The Codeforces session is not logged in');
      const tokens = await formTokens(http, form);
      const submittedAfter = Math.floor(Date.now() / 1000) - CLOCK_SKEW_S;
      // The real form is multipart (it also offers a file upload, left empty as a browser sends it).
      const body = new FormData();
      for (const [name, value] of Object.entries(tokens)) body.append(name, value);
      body.append('action', 'submitSolutionFormSubmitted');
      if (judge === 'CF') body.append('submittedProblemCode', remoteId);
      else body.append('submittedProblemIndex', index);
      body.append('programTypeId', languageId);
      body.append('source', code);
      body.append('tabSize', '4');
      body.append('sourceFile', new Blob([]), '');
      const answer = await http.postMultipart(
        `${path}?csrf_token=${encodeURIComponent(tokens.csrf_token)}`,
        body,
      );
      if (onLoginPage(answer)) throw new RemoteJudgeError('login', 'The Codeforces session is not logged in');
      const refusal = formError(answer.text);
      if (refusal) throw new RemoteJudgeError('rejected', `Codeforces refused the submission: ${refusal}`);
      if (new URL(answer.url).pathname === new URL(http.url(path)).pathname) {
        throw new RemoteJudgeError('malformed', 'Codeforces showed the submit form again without a reason');
      }
      for (let attempt = 1; ; attempt++) {
        const runs = await userStatus(http, account.username, 10);
        const ours = runs.find(
          (run) =>
            String(run.problem?.contestId) === contestId &&
            run.problem?.index === index &&
            (run.creationTimeSeconds ?? 0) >= submittedAfter,
        );
        if (ours) return { runId: String(ours.id) };
        if (attempt === RUN_ID_TRIES) {
          throw new RemoteJudgeError('malformed', `Codeforces does not list the submission of ${remoteId}`);
        }
        await sleep(API_CALL_INTERVAL_MS);
      }
    },

    async poll(http, { account, remoteId, runId }): Promise<RemoteVerdict> {
      const { contestId } = idOf(remoteId);
      const runs = await userStatus(http, account.username, POLL_WINDOW);
      const run = runs.find((candidate) => String(candidate.id) === runId);
      if (!run)
        throw new RemoteJudgeError(
          'not-found',
          `Codeforces does not list run ${runId} of ${account.username}`,
        );
      const status = codeforcesVerdictStatus(run.verdict);
      if (status === null) {
        return { status: null, timeMs: null, memoryKb: null, compileMessage: null, raw: rawVerdict(run) };
      }
      return {
        status,
        timeMs: run.timeConsumedMillis ?? null,
        memoryKb: run.memoryConsumedBytes === undefined ? null : Math.round(run.memoryConsumedBytes / 1024),
        compileMessage:
          status === JudgeStatus.COMPILE_ERROR ? await compileMessage(http, judge, contestId, runId) : null,
        raw: rawVerdict(run),
      };
    },

    async upcomingContests(http, now): Promise<OtherContest[]> {
      const contests = await callApi<ApiContest[]>(http, '/api/contest.list?gym=false');
      if (!Array.isArray(contests))
        throw new RemoteJudgeError('malformed', 'Codeforces API contest.list gave no list');
      return contests
        .filter(
          (contest) =>
            contest.phase === 'BEFORE' &&
            typeof contest.startTimeSeconds === 'number' &&
            contest.startTimeSeconds * 1000 > now.getTime(),
        )
        .sort((a, b) => (a.startTimeSeconds ?? 0) - (b.startTimeSeconds ?? 0))
        .map((contest) => {
          const begin = (contest.startTimeSeconds ?? 0) * 1000;
          return {
            oj: 'Codeforces',
            title: contest.name,
            beginTime: new Date(begin).toISOString(),
            endTime: new Date(begin + contest.durationSeconds * 1000).toISOString(),
            url: `${http.baseUrl}/contest/${contest.id}`,
          };
        });
    },
  };
}

export const codeforcesAdapter = createCodeforcesAdapter('CF');
