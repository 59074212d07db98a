// A stand-in for POJ (poj.org): its Java pages in their real layout and in GBK, JSESSIONID
// sessions, the login form on every page, the submit form (base64 source with encoded=1), the
// status table with `top`, the compile-info page and its "Error Occurred" pages.
import { COMPILE_MESSAGE, escapeHtml, gbkReply, judgeWords } from './hdu';
import {
  aPlusBProblem,
  DEFAULT_ACCOUNT,
  type ExpectedVerdict,
  type StandIn,
  type StandInBehaviour,
  type StandInOptions,
  type StandInProblem,
  type StandInReply,
  type StandInRequest,
  type StandInSubmission,
  serveStandIn,
} from './stand-in';

const POJ_LANGUAGE_NAMES: Record<string, string> = {
  '0': 'G++',
  '1': 'GCC',
  '2': 'Java',
  '3': 'Pascal',
  '4': 'C++',
  '5': 'C',
  '6': 'Fortran',
};

const POJ_WORDS: Partial<Record<ExpectedVerdict, string>> = {
  ACCEPTED: 'Accepted',
  WRONG_ANSWER: 'Wrong Answer',
  PRESENTATION_ERROR: 'Presentation Error',
  TIME_LIMIT_EXCEEDED: 'Time Limit Exceeded',
  MEMORY_LIMIT_EXCEEDED: 'Memory Limit Exceeded',
  RUNTIME_ERROR: 'Runtime Error',
  COMPILE_ERROR: 'Compile Error',
  SYSTEM_ERROR: 'System Error',
};

const POJ_RESULT_COLOURS: Record<string, string> = { Accepted: 'blue', 'Compile Error': 'green' };

const POJ_SOURCE_LIMIT_BYTES = 65536;
const POJ_SOURCE_REFUSED =
  'Source code too long or too short,submit FAILED;if you really need submit this source please contact administrator';

function layout(title: string, user: string | null, content: string): string {
  const bar = user
    ? `<a href=userstatus?user_id=${escapeHtml(user)}><b>${escapeHtml(user)}</b></a> <a href=mail>Mail</a> <a href=login?action=logout&url=%2F>Log Out</a>`
    : `<form method=POST action=login><input type=hidden name=B1 value=login><input type=hidden name=url value="/">User ID:<input type=text name=user_id1 size=8> Password:<input type=password name=password1 size=8><input type=submit value=Login></form>`;
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>${title}</title>
<link rel=stylesheet href=style.css type=text/css></head><body>
<table border=0 width=100% class=banner><tr><td><a href=.>北京大学 Online Judge</a></td><td align=right>${bar}</td></tr></table>
${content}
<center><font size=1>All Rights Reserved 2003-2013 Ying Fuchen,Xu Pengcheng,Xie Di<br>Any problem, Please Contact Administrator</font></center></body></html>`;
}

function errorPage(user: string | null, errors: string[]): string {
  return layout(
    'Error',
    user,
    `<p align=center><font size=5 color=red>Error Occurred</font></p><ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>`,
  );
}

function problemPage(problem: StandInProblem): string {
  const section = (title: string, html: string) =>
    `<p class="pst">${title}</p><div class="ptx" lang="en-US">${html}</div>`;
  const samples = problem.examples
    .map(
      (e) =>
        `<p class="pst">Sample Input</p><pre class="sio">${escapeHtml(e.input)}</pre><p class="pst">Sample Output</p><pre class="sio">${escapeHtml(e.output)}</pre>`,
    )
    .join('');
  return `<div class="ptt" lang="en-US">${problem.title}</div><div class="plm"><table align=center><tr><td><b>Time Limit:</b> ${problem.timeLimitMs}MS</td><td width="10px"></td><td><b>Memory Limit:</b> ${problem.memoryLimitMb * 1024}K</td></tr><tr><td><b>Total Submissions:</b> 1234</td><td width="10px"></td><td><b>Accepted:</b> 567</td></tr></table></div>
${section('Description', problem.description)}${section('Input', problem.input)}${section('Output', problem.output)}${samples}${problem.hint ? section('Hint', problem.hint) : ''}${section('Source', '<a href="searchproblem?field=source&key=POJ">POJ</a>')}
<font color=#333399 size=3>[<a href=submit?problem_id=${problem.remoteId}>Submit</a>]&nbsp;&nbsp;[<a href=problemstatus?problem_id=${problem.remoteId}>Status</a>]</font>
<script>var problem = ${Number(problem.remoteId)};</script>`;
}

interface Run extends StandInSubmission {
  words: string;
  submittedAt: string;
}

export async function startPojStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const accounts = options.accounts ?? [DEFAULT_ACCOUNT];
  const problems = new Map(
    (options.problems ?? [aPlusBProblem('1000')]).map((problem) => [problem.remoteId, problem]),
  );
  const pendingPolls = options.pendingPolls ?? 1;
  const state: { behaviour: StandInBehaviour; slowMs: number } = {
    behaviour: options.behaviour ?? 'normal',
    slowMs: options.slowMs ?? 30_000,
  };
  const sessions = new Map<string, string | null>();
  const logins: { username: string; ok: boolean }[] = [];
  // Someone else's earlier run, so a status read that forgets to filter by account shows.
  const runs: Run[] = [
    {
      runId: '23000000',
      username: 'someone',
      remoteId: '1000',
      languageId: '0',
      code: '',
      polls: 0,
      words: 'Wrong Answer',
      submittedAt: '2024-05-01 10:00:00',
    },
  ];
  let nextRunId = 23000001;
  let nextSession = 1;

  function session(request: StandInRequest) {
    const id = request.cookies.JSESSIONID;
    if (id && sessions.has(id)) return { id, user: sessions.get(id) ?? null, setCookie: [] as string[] };
    const fresh = `POJ${(nextSession++).toString(16).toUpperCase().padStart(24, '0')}`;
    sessions.set(fresh, null);
    return { id: fresh, user: null, setCookie: [`JSESSIONID=${fresh}; Path=/`] };
  }

  /** Each status page showing the run counts as one read of it. */
  function shownWords(run: Run): string {
    if (state.behaviour === 'never-judges') return 'Waiting';
    const read = run.polls++;
    if (read < pendingPolls) return read === 0 ? 'Waiting' : 'Running &amp; Judging';
    return run.words;
  }

  function resultCells(run: Run, words: string): string {
    if (words === 'Compile Error') {
      return `<td><a href=showcompileinfo?solution_id=${run.runId} target=_blank><font color=green>Compile Error</font></a></td><td></td><td></td>`;
    }
    const result = `<td><font color=${POJ_RESULT_COLOURS[words] ?? 'red'}>${words}</font></td>`;
    // POJ fills Memory and Time for accepted runs only.
    return words === 'Accepted' ? `${result}<td>164K</td><td>16MS</td>` : `${result}<td></td><td></td>`;
  }

  function statusPage(url: URL, user: string | null): string {
    const problemId = url.searchParams.get('problem_id') ?? '';
    const userId = url.searchParams.get('user_id') ?? '';
    const top = url.searchParams.get('top') ?? '';
    const shown = runs
      .filter(
        (run) =>
          (top === '' || Number(run.runId) < Number(top)) && (problemId === '' || run.remoteId === problemId),
      )
      .filter((run) => userId === '' || run.username === userId)
      .sort((a, b) => Number(b.runId) - Number(a.runId))
      .slice(0, 20);
    const rows = shown
      .map((run) => {
        const language =
          run.username === user
            ? `<a href=showsource?solution_id=${run.runId} target=_blank>${POJ_LANGUAGE_NAMES[run.languageId]}</a>`
            : POJ_LANGUAGE_NAMES[run.languageId];
        return `<tr align=center><td>${run.runId}</td><td><a href=userstatus?user_id=${escapeHtml(run.username)}>${escapeHtml(run.username)}</a></td><td><a href=problem?id=${run.remoteId}>${run.remoteId}</a></td>${resultCells(run, shownWords(run))}<td>${language}</td><td>${Buffer.byteLength(run.code)}B</td><td>${run.submittedAt}</td></tr>`;
      })
      .join('\n');
    return layout(
      'Problem Status List',
      user,
      `<p align=center><font size=4 color=#333399>Problem Status List</font></p>
<form method=get action=status>Problem ID:<input type=text name=problem_id size=8 value="${escapeHtml(problemId)}"> User ID:<input type=text name=user_id size=15 value="${escapeHtml(userId)}"></form>
<TABLE cellSpacing=0 cellPadding=0 width=100% border=1 class=a bordercolor=#FFFFFF>
<tr class='in'><td width=7%><b>Run ID</b></td><td width=10%><b>User</b></td><td width=6%><b>Problem</b></td><td width=20%><b>Result</b></td><td width=7%><b>Memory</b></td><td width=7%><b>Time</b></td><td width=7%><b>Language</b></td><td width=7%><b>Code Length</b></td><td width=17%><b>Submit Time</b></td></tr>
${rows}
</TABLE>`,
    );
  }

  function submitRun(request: StandInRequest, user: string): StandInReply {
    const remoteId = request.form.get('problem_id') ?? '';
    const languageId = request.form.get('language') ?? '';
    const raw = request.form.get('source') ?? '';
    // encoded=1: the form sent the source in base64 of its UTF-8 bytes.
    const code = request.form.get('encoded') === '1' ? Buffer.from(raw, 'base64').toString('utf8') : raw;
    const errors: string[] = [];
    if (!problems.has(remoteId)) errors.push(`Can not find problem (ID:${remoteId})`);
    if (!(languageId in POJ_LANGUAGE_NAMES)) errors.push('Invalid language');
    const bytes = Buffer.byteLength(code);
    if (bytes === 0 || bytes > POJ_SOURCE_LIMIT_BYTES) errors.push(POJ_SOURCE_REFUSED);
    if (errors.length > 0) return gbkReply(errorPage(user, errors));
    runs.push({
      runId: String(nextRunId++),
      username: user,
      remoteId,
      languageId,
      code,
      polls: 0,
      words: judgeWords(code, POJ_WORDS, 'POJ'),
      submittedAt: new Date().toISOString().slice(0, 19).replace('T', ' '),
    });
    return { status: 302, headers: { Location: '/status' } };
  }

  function route(request: StandInRequest, sessionId: string, user: string | null): StandInReply {
    const { pathname, searchParams } = request.url;
    const post = request.method === 'POST';
    if (pathname === '/') {
      return gbkReply(
        layout('Welcome To PKU JudgeOnline', user, '<p align=center>Welcome To PKU JudgeOnline</p>'),
      );
    }
    if (pathname === '/login' && post) {
      const username = request.form.get('user_id1') ?? '';
      const ok = accounts.some(
        (a) => a.username === username && a.password === request.form.get('password1'),
      );
      logins.push({ username, ok });
      if (!ok) return gbkReply(errorPage(null, ['Invalid User ID or Password']));
      sessions.set(sessionId, username);
      const back = request.form.get('url') ?? '/';
      return { status: 302, headers: { Location: back.startsWith('/') ? back : '/' } };
    }
    if (pathname === '/problem') {
      const id = searchParams.get('id') ?? '';
      const problem = problems.get(id);
      if (!problem) return gbkReply(errorPage(user, [`Can not find problem (ID:${id})`]));
      return gbkReply(
        layout(`${problem.remoteId} -- ${escapeHtml(problem.title)}`, user, problemPage(problem)),
      );
    }
    if (pathname === '/submit' && post) {
      if (!user) return gbkReply(errorPage(null, ['Please login first.']));
      return submitRun(request, user);
    }
    if (pathname === '/status') return gbkReply(statusPage(request.url, user));
    if (pathname === '/showcompileinfo') {
      const run = runs.find(
        (r) => r.runId === searchParams.get('solution_id') && r.words === 'Compile Error',
      );
      if (!run) return gbkReply(errorPage(user, ['No such solution']));
      return gbkReply(
        layout('Compile Error', user, `<p>Compile Error</p><pre>${escapeHtml(COMPILE_MESSAGE)}</pre>`),
      );
    }
    return gbkReply(errorPage(user, ['Page not found']), { status: 404 });
  }

  async function handle(request: StandInRequest): Promise<StandInReply> {
    const { id, user, setCookie } = session(request);
    const reply = route(request, id, user);
    return {
      ...reply,
      headers: { ...reply.headers, ...(setCookie.length > 0 ? { 'Set-Cookie': setCookie } : {}) },
    };
  }

  const server = await serveStandIn(handle, state, options.port);
  return {
    judge: 'POJ',
    url: server.url,
    get submissions() {
      return runs.filter((run) => run.username !== 'someone');
    },
    logins,
    setBehaviour(behaviour) {
      state.behaviour = behaviour;
    },
    close: () => server.close(),
  };
}
