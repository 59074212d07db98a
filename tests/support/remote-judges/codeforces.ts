// A stand-in for codeforces.com, serving the problemset (CF) and the Gym (GYM) from one server as
// the real site does: problem pages in Codeforces' layout, the /enter form with its CSRF token,
// session and `39ce7` cookies, the multipart submit forms and their error re-renders, the
// judgement protocol, and the documented API (user.status, contest.list) in its JSON shapes.
import { randomBytes } from 'node:crypto';
import { REMOTE_JUDGE_INFO } from '../../../contract/remote-judge';
import {
  CODEFORCES_LANGUAGES,
  type CodeforcesVerdict,
  codeforcesTta,
} from '../../../remote-judge/adapters/codeforces';
import {
  aPlusBProblem,
  DEFAULT_ACCOUNT,
  expectedVerdict,
  type StandIn,
  type StandInOptions,
  type StandInProblem,
  type StandInReply,
  type StandInRequest,
  type StandInSubmission,
  serveStandIn,
} from './stand-in';

/** Gym contests are numbered from 100000 up; lower ids are problemset contests. */
const FIRST_GYM_CONTEST = 100_000;
const FIRST_RUN_ID = 300_000_001;
const MAX_SOURCE_BYTES = 65_536;

/** Our status names (the verdict convention) in Codeforces' API words. */
const CODEFORCES_WORDS: Record<string, CodeforcesVerdict> = {
  ACCEPTED: 'OK',
  WRONG_ANSWER: 'WRONG_ANSWER',
  TIME_LIMIT_EXCEEDED: 'TIME_LIMIT_EXCEEDED',
  MEMORY_LIMIT_EXCEEDED: 'MEMORY_LIMIT_EXCEEDED',
  RUNTIME_ERROR: 'RUNTIME_ERROR',
  PRESENTATION_ERROR: 'PRESENTATION_ERROR',
  COMPILE_ERROR: 'COMPILATION_ERROR',
  PARTIAL_ACCEPTED: 'PARTIAL',
  SYSTEM_ERROR: 'CRASHED',
  CANCELLED: 'SKIPPED',
  SUBMITTED_FAILED: 'REJECTED',
};

const API_VERDICTS = new Set<string>([
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
  'REJECTED',
]);

/**
 * The verdict a run gets: `expect: <our name>` in Codeforces' words, or a Codeforces verdict named
 * directly (`expect: IDLENESS_LIMIT_EXCEEDED`) for the ones we have no name of our own for.
 */
function codeforcesVerdictFor(code: string): CodeforcesVerdict {
  const named: string = expectedVerdict(code);
  if (API_VERDICTS.has(named)) return named as CodeforcesVerdict;
  return CODEFORCES_WORDS[named] ?? 'FAILED';
}

export const CODEFORCES_COMPILE_MESSAGE =
  "Can't compile file:\r\nprogram.cpp: In function 'int main()':\r\nprogram.cpp:3:5: error: 'cout' was not declared in this scope";

interface Session {
  csrf: string;
  handle: string | null;
}

interface Run extends StandInSubmission {
  verdict: CodeforcesVerdict;
  createdAt: number;
  /** The first user.status answer that lists a run is how a client learns its id, not a status read. */
  listed: boolean;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function splitId(remoteId: string) {
  const match = /^(\d+)([A-Z][1-9]?)$/.exec(remoteId);
  return match ? { contestId: Number(match[1]), index: match[2] as string } : null;
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${s} ${s === 1 ? 'second' : 'seconds'}`;
}

/** A sample as Codeforces writes it: input lines as `.test-example-line` divs, output with `<br />`. */
function sampleInput(text: string): string {
  return text
    .replace(/\n$/, '')
    .split('\n')
    .map(
      (line, i) =>
        `<div class="test-example-line test-example-line-${i % 2 ? 'odd' : 'even'} test-example-line-${i}">${esc(line)}</div>`,
    )
    .join('');
}

function sampleOutput(text: string): string {
  return `${text.replace(/\n$/, '').split('\n').map(esc).join('<br />')}\n`;
}

export function startCodeforcesStandIn(judge: 'CF' | 'GYM', options: StandInOptions): Promise<StandIn> {
  const accounts = options.accounts ?? [DEFAULT_ACCOUNT];
  const problems = options.problems ?? [aPlusBProblem(REMOTE_JUDGE_INFO[judge].idExample)];
  const pendingPolls = options.pendingPolls ?? 1;
  const state = { behaviour: options.behaviour ?? 'normal', slowMs: options.slowMs ?? 30_000 };
  const sessions = new Map<string, Session>();
  const runs: Run[] = [];
  const logins: { username: string; ok: boolean }[] = [];
  /** A 39ce7 value per session: the `_tta` of every form post must match it. */
  const ttaCookies = new Map<string, string>();

  const findProblem = (contestId: number, index: string) =>
    problems.find((p) => p.remoteId === `${contestId}${index}`);

  function sessionOf(request: StandInRequest): { id: string; session: Session; setCookies: string[] } {
    const known = request.cookies.JSESSIONID;
    const existing = known ? sessions.get(known) : undefined;
    if (known && existing) return { id: known, session: existing, setCookies: [] };
    const id = randomBytes(16).toString('hex').toUpperCase();
    const session = { csrf: randomBytes(16).toString('hex'), handle: null };
    sessions.set(id, session);
    const tta = randomBytes(4).toString('hex');
    ttaCookies.set(id, tta);
    return {
      id,
      session,
      setCookies: [`JSESSIONID=${id}; Path=/; HttpOnly`, `39ce7=${tta}; Path=/`],
    };
  }

  function page(
    session: Session,
    title: string,
    content: string,
    setCookies: string[] = [],
    extraHead = '',
  ): StandInReply {
    const header = session.handle
      ? `<div class="lang-chooser"><a href="/profile/${session.handle}">${session.handle}</a> | <a href="/${session.csrf.slice(0, 8)}/logout">Logout</a></div>`
      : '<div class="lang-chooser"><a href="/enter">Enter</a> | <a href="/register">Register</a></div>';
    return {
      headers: setCookies.length ? { 'Set-Cookie': setCookies } : {},
      body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="X-Csrf-Token" content="${session.csrf}"><title>${esc(title)} - Codeforces</title>${extraHead}<script>window._bfaa = "${'f1b3f18c715565b589b7823cda7448ce'}";</script></head><body><div id="header">${header}</div><span class="csrf-token" data-csrf='${session.csrf}'>&nbsp;</span><div id="pageContent">${content}</div></body></html>`,
    };
  }

  const redirect = (location: string, setCookies: string[] = []): StandInReply => ({
    status: 302,
    headers: { Location: location, ...(setCookies.length ? { 'Set-Cookie': setCookies } : {}) },
  });

  const json = (status: number, body: unknown): StandInReply => ({
    status,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
    body: JSON.stringify(body),
  });

  function problemPage(
    session: Session,
    problem: StandInProblem,
    contestId: number,
    index: string,
    setCookies: string[],
  ): StandInReply {
    const samples = problem.examples
      .map(
        (e) =>
          `<div class="sample-test"><div class="input"><div class="title">Input<div title="Copy" class="input-output-copier">Copy</div></div><pre>${sampleInput(e.input)}</pre></div><div class="output"><div class="title">Output<div title="Copy" class="input-output-copier">Copy</div></div><pre>${sampleOutput(e.output)}</pre></div></div>`,
      )
      .join('');
    const tags = [...(problem.tags ?? []), '*1000']
      .map((tag) =>
        tag.startsWith('*')
          ? `<span class="tag-box" style="font-size:1.2rem;" title="Difficulty">\n${tag}\n</span>`
          : `<span class="tag-box" style="font-size:1.2rem;" title="${esc(tag)}">\n${esc(tag)}\n</span>`,
      )
      .join('');
    const contestLink =
      contestId >= FIRST_GYM_CONTEST
        ? `<a style="color: black" href="/gym/${contestId}">Gym contest ${contestId}</a>`
        : `<a style="color: black" href="/contest/${contestId}">Codeforces Round ${contestId}</a>`;
    const content = `<div class="roundbox sidebox">${contestLink}<div class="caption titled">→ Problem tags</div>${tags}</div>
<div class="problemindexholder" problemindex="${index}"><div class="ttypography"><div class="problem-statement"><div class="header"><div class="title">${index}. ${esc(problem.title)}</div><div class="time-limit"><div class="property-title">time limit per test</div>${seconds(problem.timeLimitMs)}</div><div class="memory-limit"><div class="property-title">memory limit per test</div>${problem.memoryLimitMb} megabytes</div><div class="input-file"><div class="property-title">input</div>standard input</div><div class="output-file"><div class="property-title">output</div>standard output</div></div><div>${problem.description}</div><div class="input-specification"><div class="section-title">Input</div>${problem.input}</div><div class="output-specification"><div class="section-title">Output</div>${problem.output}</div><div class="sample-tests"><div class="section-title">Examples</div>${samples}</div>${problem.hint ? `<div class="note"><div class="section-title">Note</div>${problem.hint}</div>` : ''}</div></div></div>
<script>MathJax.Hub.Config({tex2jax: {inlineMath: [['$$$','$$$']]}});</script>`;
    return page(session, problem.title, content, setCookies);
  }

  function enterPage(
    session: Session,
    setCookies: string[],
    error: string | null,
    handle = '',
  ): StandInReply {
    return page(
      session,
      'Enter',
      `<form method="post" action="" id="enterForm"><input type="hidden" name="csrf_token" value="${session.csrf}"/><input type="hidden" name="action" value="enter"/><input type="hidden" name="ftaa" value=""/><input type="hidden" name="bfaa" value=""/><input type="text" id="handleOrEmail" name="handleOrEmail" value="${esc(handle)}"/><input type="password" id="password" name="password"/>${error ? `<span class="error for__password">${esc(error)}</span>` : ''}<input type="checkbox" name="remember" id="remember"/><input type="submit" class="submit" value="Login"/></form>`,
      setCookies,
    );
  }

  function submitPage(
    session: Session,
    judgeOfForm: 'CF' | 'GYM',
    error: { field: string; message: string } | null,
  ): StandInReply {
    const problemField =
      judgeOfForm === 'CF'
        ? `<input name="submittedProblemCode" type="text"/>${error?.field === 'submittedProblemCode' ? `<span class="error for__submittedProblemCode">${esc(error.message)}</span>` : ''}`
        : `<select name="submittedProblemIndex">${problems.map((p) => `<option value="${splitId(p.remoteId)?.index}">${esc(p.title)}</option>`).join('')}</select>${error?.field === 'submittedProblemIndex' ? `<span class="error for__submittedProblemIndex">${esc(error.message)}</span>` : ''}`;
    const languages = CODEFORCES_LANGUAGES.map(
      (l) => `<option value="${l.remoteId}">${esc(l.name)}</option>`,
    ).join('');
    const errorOf = (field: string) =>
      error?.field === field ? `<span class="error for__${field}">${esc(error.message)}</span>` : '';
    return page(
      session,
      'Submit',
      `<form class="submit-form" method="post" action="?csrf_token=${session.csrf}" enctype="multipart/form-data"><input type="hidden" name="csrf_token" value="${session.csrf}"/><input type="hidden" name="ftaa" value=""/><input type="hidden" name="bfaa" value=""/><input type="hidden" name="action" value="submitSolutionFormSubmitted"/>${problemField}<select name="programTypeId">${languages}</select>${errorOf('programTypeId')}<textarea name="source"></textarea>${errorOf('source')}<input type="hidden" name="tabSize" value="4"/><input name="sourceFile" type="file"/><input class="submit" type="submit" value="Submit"/></form>`,
    );
  }

  /** Reads a post's fields, multipart (the submit form) or urlencoded (the others). */
  async function fieldsOf(request: StandInRequest): Promise<URLSearchParams> {
    const type = request.headers['content-type'] ?? '';
    if (!type.startsWith('multipart/form-data')) return request.form;
    const form = await new Request('http://stand-in/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(request.body),
    }).formData();
    const fields = new URLSearchParams();
    for (const [name, value] of form.entries()) if (typeof value === 'string') fields.append(name, value);
    return fields;
  }

  /** A post must carry the session's token and the `_tta` of its 39ce7 cookie, as Codeforces checks. */
  function formIsGenuine(
    id: string,
    session: Session,
    fields: URLSearchParams,
    queryCsrf?: string | null,
  ): boolean {
    const ttaCookie = ttaCookies.get(id) ?? '';
    return (
      fields.get('csrf_token') === session.csrf &&
      (queryCsrf === undefined || queryCsrf === session.csrf) &&
      fields.get('_tta') === String(codeforcesTta(ttaCookie)) &&
      (fields.get('ftaa') ?? '').length === 18 &&
      (fields.get('bfaa') ?? '').length === 32
    );
  }

  async function submitPost(
    request: StandInRequest,
    id: string,
    session: Session,
    judgeOfForm: 'CF' | 'GYM',
    gymContest: number | null,
  ): Promise<StandInReply> {
    if (!session.handle) return redirect('/enter?back=%2Fproblemset%2Fsubmit');
    const fields = await fieldsOf(request);
    if (!formIsGenuine(id, session, fields, request.url.searchParams.get('csrf_token'))) {
      return { status: 403, body: '<html><body><h1>403 Forbidden</h1></body></html>' };
    }
    const problemField = judgeOfForm === 'CF' ? 'submittedProblemCode' : 'submittedProblemIndex';
    const remoteId =
      judgeOfForm === 'CF'
        ? (fields.get(problemField) ?? '')
        : `${gymContest}${fields.get(problemField) ?? ''}`;
    const parsed = splitId(remoteId);
    const problem = parsed && findProblem(parsed.contestId, parsed.index);
    const source = fields.get('source') ?? '';
    const languageId = fields.get('programTypeId') ?? '';
    const refuse = (field: string, message: string) => submitPage(session, judgeOfForm, { field, message });
    if (fields.get('action') !== 'submitSolutionFormSubmitted') return refuse('source', 'Unknown action');
    if (!problem) return refuse(problemField, 'No such problem');
    if (!CODEFORCES_LANGUAGES.some((l) => l.remoteId === languageId))
      return refuse('programTypeId', 'Choose a language');
    if (source.trim() === '') return refuse('source', 'Source code should not be empty');
    if (Buffer.byteLength(source) > MAX_SOURCE_BYTES)
      return refuse('source', 'Source should not be longer than 65536 characters');
    if (runs.some((r) => r.username === session.handle && r.remoteId === remoteId && r.code === source)) {
      return refuse('source', 'You have submitted exactly the same code before');
    }
    runs.push({
      runId: String(FIRST_RUN_ID + runs.length),
      username: session.handle,
      remoteId,
      languageId,
      code: source,
      polls: 0,
      verdict: codeforcesVerdictFor(source),
      createdAt: Math.floor(Date.now() / 1000),
      listed: false,
    });
    return redirect(judgeOfForm === 'CF' ? '/problemset/status?my=on' : `/gym/${gymContest}/my`);
  }

  /** A run as user.status shows it; reading it counts as one status read once it has been listed. */
  function apiSubmission(run: Run) {
    const id = splitId(run.remoteId) ?? { contestId: 0, index: 'A' };
    const problem = problems.find((p) => p.remoteId === run.remoteId);
    let verdict: CodeforcesVerdict | undefined;
    if (state.behaviour === 'never-judges') verdict = run.listed ? 'TESTING' : undefined;
    else if (!run.listed) verdict = undefined;
    else {
      run.polls++;
      verdict = run.polls <= pendingPolls ? 'TESTING' : run.verdict;
    }
    run.listed = true;
    const failedOnTest = verdict === 'OK' || verdict === 'COMPILATION_ERROR' ? 0 : 2;
    return {
      id: Number(run.runId),
      contestId: id.contestId,
      creationTimeSeconds: run.createdAt,
      relativeTimeSeconds: 2147483647,
      problem: {
        contestId: id.contestId,
        index: id.index,
        name: problem?.title ?? '',
        type: 'PROGRAMMING',
        tags: problem?.tags ?? [],
      },
      author: {
        contestId: id.contestId,
        members: [{ handle: run.username }],
        participantType: 'PRACTICE',
        ghost: false,
        startTimeSeconds: run.createdAt,
      },
      programmingLanguage: CODEFORCES_LANGUAGES.find((l) => l.remoteId === run.languageId)?.name ?? '',
      ...(verdict ? { verdict } : {}),
      testset: 'TESTS',
      passedTestCount: verdict === 'OK' ? 12 : failedOnTest,
      timeConsumedMillis: verdict === 'COMPILATION_ERROR' || !verdict ? 0 : 46,
      memoryConsumedBytes: verdict === 'COMPILATION_ERROR' || !verdict ? 0 : 3_993_600,
    };
  }

  function userStatus(url: URL): StandInReply {
    const handle = url.searchParams.get('handle') ?? '';
    const account = accounts.find((a) => a.username.toLowerCase() === handle.toLowerCase());
    if (!account)
      return json(400, { status: 'FAILED', comment: `handle: User with handle ${handle} not found` });
    const from = Math.max(1, Number(url.searchParams.get('from') ?? 1) || 1);
    const count = Math.max(1, Number(url.searchParams.get('count') ?? 10) || 10);
    const mine = runs.filter((r) => r.username === account.username).reverse();
    return json(200, { status: 'OK', result: mine.slice(from - 1, from - 1 + count).map(apiSubmission) });
  }

  /** Past, running and future contests, newest first as the API lists them, around the real clock. */
  function contestList(): StandInReply {
    const now = Math.floor(Date.now() / 1000);
    const contest = (id: number, name: string, phase: string, startOffset: number, duration: number) => ({
      id,
      name,
      type: 'CF',
      phase,
      frozen: false,
      durationSeconds: duration,
      startTimeSeconds: now + startOffset,
      relativeTimeSeconds: -startOffset,
    });
    return json(200, {
      status: 'OK',
      result: [
        contest(2003, 'Codeforces Round 903 (Div. 2)', 'BEFORE', 9 * 86400, 7200),
        contest(2002, 'Educational Codeforces Round 160', 'BEFORE', 2 * 86400, 7200),
        contest(2001, 'Codeforces Round 902 (Div. 1)', 'CODING', -1800, 7200),
        contest(2000, 'Codeforces Round 901 (Div. 2)', 'FINISHED', -7 * 86400, 8100),
      ],
    });
  }

  async function handle(request: StandInRequest): Promise<StandInReply> {
    const path = request.url.pathname;
    if (path === '/api/user.status') return userStatus(request.url);
    if (path === '/api/contest.list') return contestList();
    const { id, session, setCookies } = sessionOf(request);

    const problemset = /^\/(?:problemset\/problem|contest)\/(\d+)\/([A-Z][1-9]?)$/.exec(path);
    const gym = /^\/gym\/(\d+)\/problem\/([A-Z][1-9]?)$/.exec(path);
    const shown = problemset ?? gym;
    if (shown) {
      const contestId = Number(shown[1]);
      const index = shown[2] as string;
      const problem = findProblem(contestId, index);
      const rightPlace = gym ? contestId >= FIRST_GYM_CONTEST : contestId < FIRST_GYM_CONTEST;
      // Codeforces sends an unknown problem to the home page with a "No such problem" flash.
      if (!problem || !rightPlace) return redirect('/?flash=no-such-problem', setCookies);
      return problemPage(session, problem, contestId, index, setCookies);
    }
    if (path === '/') {
      const flash =
        request.url.searchParams.get('flash') === 'no-such-problem'
          ? '<script>Codeforces.showMessage("No such problem");</script>'
          : '';
      return page(
        session,
        'Codeforces',
        `<div class="topic">Welcome to Codeforces</div>${flash}`,
        setCookies,
      );
    }
    if (path === '/enter' && request.method === 'GET') return enterPage(session, setCookies, null);
    if (path === '/enter' && request.method === 'POST') {
      const fields = await fieldsOf(request);
      if (!formIsGenuine(id, session, fields) || fields.get('action') !== 'enter') {
        return { status: 403, body: '<html><body><h1>403 Forbidden</h1></body></html>' };
      }
      const handleOrEmail = fields.get('handleOrEmail') ?? '';
      const account = accounts.find(
        (a) =>
          a.username.toLowerCase() === handleOrEmail.toLowerCase() && a.password === fields.get('password'),
      );
      logins.push({ username: handleOrEmail, ok: Boolean(account) });
      if (!account) return enterPage(session, setCookies, 'Invalid handle/email or password', handleOrEmail);
      session.handle = account.username;
      return redirect('/', ['X-User-Sha1=' + randomBytes(20).toString('hex') + '; Path=/']);
    }
    const gymSubmit = /^\/gym\/(\d+)\/submit$/.exec(path);
    if (path === '/problemset/submit' || gymSubmit) {
      const judgeOfForm = gymSubmit ? 'GYM' : 'CF';
      if (request.method === 'POST') {
        return submitPost(request, id, session, judgeOfForm, gymSubmit ? Number(gymSubmit[1]) : null);
      }
      if (!session.handle) return redirect(`/enter?back=${encodeURIComponent(path)}`, setCookies);
      return submitPage(session, judgeOfForm, null);
    }
    const gymMy = /^\/gym\/(\d+)\/my$/.exec(path);
    if (path === '/problemset/status' || gymMy) {
      if (!session.handle) return redirect('/enter', setCookies);
      const rows = runs
        .filter((r) => r.username === session.handle)
        .reverse()
        .map((r) => `<tr data-submission-id="${r.runId}"><td>${r.runId}</td><td>${r.remoteId}</td></tr>`)
        .join('');
      return page(session, 'Status', `<table class="status-frame-datatable">${rows}</table>`, setCookies);
    }
    if (path === '/data/judgeProtocol' && request.method === 'POST') {
      const fields = await fieldsOf(request);
      if (!session.handle || fields.get('csrf_token') !== session.csrf) {
        return { status: 403, body: '<html><body><h1>403 Forbidden</h1></body></html>' };
      }
      const run = runs.find((r) => r.runId === fields.get('submissionId') && r.username === session.handle);
      if (!run) return json(200, '');
      return json(
        200,
        run.verdict === 'COMPILATION_ERROR'
          ? CODEFORCES_COMPILE_MESSAGE
          : 'Judgement protocol is not available',
      );
    }
    return { status: 404, body: '<html><body><h1>404 Not Found</h1></body></html>' };
  }

  return serveStandIn(handle, state, options.port).then((server) => ({
    judge,
    url: server.url,
    submissions: runs,
    logins,
    setBehaviour(behaviour) {
      state.behaviour = behaviour;
    },
    close: () => server.close(),
  }));
}
