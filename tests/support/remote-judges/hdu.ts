// A stand-in for HDU (acm.hdu.edu.cn): its PHP pages in their real layout and in GBK (the real
// site declares gb2312), PHPSESSID sessions, the sign-in form, the submit form with its
// base64(urlencoded) code field, the status table, the compile-error page, "No such problem"
// and the refusal of a second submission within a few seconds.
import {
  aPlusBProblem,
  DEFAULT_ACCOUNT,
  type ExpectedVerdict,
  expectedVerdict,
  type StandIn,
  type StandInBehaviour,
  type StandInOptions,
  type StandInProblem,
  type StandInReply,
  type StandInRequest,
  type StandInSubmission,
  serveStandIn,
} from './stand-in';

// ---------------------------------------------------------------------------------------------
// GBK: Node can decode GBK but not encode it, so the table is built once by decoding every
// two-byte GBK code. Characters GBK lacks are sent as numeric references, as such pages do.

let gbkTable: Map<string, number[]> | null = null;

function gbkCodes(): Map<string, number[]> {
  if (gbkTable) return gbkTable;
  const bytes: number[] = [];
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail !== 0x7f) bytes.push(lead, trail, 0);
    }
  }
  // A NUL after each pair keeps an invalid pair from swallowing its neighbour.
  const decoded = new TextDecoder('gbk').decode(new Uint8Array(bytes)).split('\0');
  const table = new Map<string, number[]>();
  let pair = 0;
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const char = decoded[pair++];
      if (char && char.length === 1 && char !== '\uFFFD' && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  gbkTable = table;
  return table;
}

/** A page as GBK bytes; characters outside GBK become `&#N;`. */
export function encodeGbk(text: string): Buffer {
  const table = gbkCodes();
  const out: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code < 0x80) out.push(code);
    else {
      const pair = table.get(char);
      if (pair) out.push(...pair);
      else for (const byte of Buffer.from(`&#${code};`, 'latin1')) out.push(byte);
    }
  }
  return Buffer.from(out);
}

/** A reply whose body is GBK bytes, as HDU and POJ serve their pages. */
export function gbkReply(html: string, extra: Omit<StandInReply, 'body'> = {}): StandInReply {
  return {
    ...extra,
    headers: { 'Content-Type': 'text/html; charset=gb2312', ...extra.headers },
    body: encodeGbk(html),
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// ---------------------------------------------------------------------------------------------
// HDU's words

export const HDU_LANGUAGE_NAMES: Record<string, string> = {
  '0': 'G++',
  '1': 'GCC',
  '2': 'C++',
  '3': 'C',
  '4': 'Pascal',
  '5': 'Java',
  '6': 'C#',
};

/** Our verdict names in HDU's words (HTML, as the status cell holds them). */
const HDU_WORDS: Partial<Record<ExpectedVerdict, string>> = {
  ACCEPTED: 'Accepted',
  WRONG_ANSWER: 'Wrong Answer',
  PRESENTATION_ERROR: 'Presentation Error',
  TIME_LIMIT_EXCEEDED: 'Time Limit Exceeded',
  MEMORY_LIMIT_EXCEEDED: 'Memory Limit Exceeded',
  RUNTIME_ERROR: 'Runtime Error<br>(ACCESS_VIOLATION)',
  COMPILE_ERROR: 'Compilation Error',
  SYSTEM_ERROR: 'System Error',
};

/**
 * The judge's own words for a run: `remote-verdict: Output Limit Exceeded` in the code names
 * a verdict we have no status for (HDU's OLE, a Runtime Error cause); else the shared
 * `expect: NAME` convention.
 */
export function judgeWords(
  code: string,
  words: Partial<Record<ExpectedVerdict, string>>,
  judge: string,
): string {
  const own = /remote-verdict:\s*([^\n*]+?)\s*(?:\*\/|\n|$)/.exec(code)?.[1];
  if (own) return own;
  const verdict = expectedVerdict(code);
  const said = words[verdict];
  if (!said) throw new Error(`${judge} never gives ${verdict}`);
  return said;
}

export const COMPILE_MESSAGE =
  "Main.cpp: In function 'int main()':\nMain.cpp:3:14: error: 'cin' was not declared in this scope & 'x' < 'y'\n";

const HDU_CODE_LIMIT_BYTES = 65536;
const HDU_SUBMIT_TOO_LONG =
  'Code length is improper! Make sure your code length is longer than 50 and not exceed 65536 Bytes.';

// ---------------------------------------------------------------------------------------------
// Pages

const FOOTER = '<center>Hangzhou Dianzi University Online Judge 3.0<br>杭州电子科技大学 版权所有</center>';

function layout(title: string, user: string | null, content: string): string {
  const bar = user
    ? `<a href="/userstatus.php?user=${escapeHtml(user)}">${escapeHtml(user)}</a> <a href="/userloginex.php?action=logout">Sign Out</a>`
    : '<a href="/userloginex.php">Sign In</a> <a href="/register.php">Register new ID</a>';
  return `<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>${title}</title>
<link href="/images/style.css" rel="stylesheet" type="text/css"></head><body>
<table width="980" border="0" align="center" cellpadding="0" cellspacing="0"><tr><td>${bar}</td></tr>
<tr><td>${content}</td></tr><tr><td>${FOOTER}</td></tr></table></body></html>`;
}

function loginForm(message: string | null): string {
  return `${message ? `<p style="color:red">${escapeHtml(message)}</p>` : ''}
<form action="/userloginex.php?action=login" method="post"><table>
<tr><td>Author ID</td><td><input type="text" name="username" size="20"></td></tr>
<tr><td>Password</td><td><input type="password" name="userpass" size="20"></td></tr>
<tr><td colspan="2"><input type="submit" name="login" value="Sign In"></td></tr></table></form>`;
}

function panel(title: string, contentHtml: string): string {
  return `<div class=panel_title align=left>${title}</div> <div class=panel_content>${contentHtml}</div><div class=panel_bottom>&nbsp;</div><br>`;
}

const SAMPLE_STYLE = 'font-family:Courier New,Courier,monospace;';

/** HDU has one sample box per page: several examples are printed one after another in it. */
function problemPage(problem: StandInProblem): string {
  const input = problem.examples.map((e) => e.input).join('');
  const output = problem.examples.map((e) => e.output).join('');
  const hint = problem.hint
    ? `<div style='font-family:Times New Roman;font-size:14px;background-color:F4FBFF;border:#B7CBFF 1px dashed;padding:6px'><div style='font-family:Arial;font-weight:bold;color:#7CA9ED;border-bottom:#B7CBFF 1px dashed'><i>Hint</i></div>${problem.hint}</div><i style='font-size:1px'> </i>`
    : '';
  const ms = problem.timeLimitMs;
  const kb = problem.memoryLimitMb * 1024;
  const content = `<h1 style='color:#1A5CC8'>${problem.title}</h1><font><b><span style='font-family:Arial;font-size:12px;font-weight:bold;color:green'>Time Limit: ${ms * 2}/${ms} MS (Java/Others)&nbsp;&nbsp;&nbsp;&nbsp;Memory Limit: ${kb * 2}/${kb} K (Java/Others)<br>Total Submission(s): 1234&nbsp;&nbsp;&nbsp;&nbsp;Accepted Submission(s): 567<br></span></b></font><br><br>
${panel('Problem Description', problem.description)}${panel('Input', problem.input)}${panel('Output', problem.output)}<div class=panel_title align=left>Sample Input</div><div class=panel_content><pre><div style="${SAMPLE_STYLE}">${escapeHtml(input)}</div></pre></div><div class=panel_bottom>&nbsp;</div><br><div class=panel_title align=left>Sample Output</div><div class=panel_content><pre><div style="${SAMPLE_STYLE}">${escapeHtml(output)}</div>${hint}</pre></div><div class=panel_bottom>&nbsp;</div><br><br>${panel('Author', 'HDOJ')}${panel('Source', '<a href="/search.php?field=problem&key=HDOJ">HDOJ</a>')}
<script>document.title += ' (HDU)';</script>`;
  return content;
}

function systemMessage(text: string): string {
  return `<div align="center"><div style="width:500px;border:1px solid #ccc"><div style="font-weight:bold">System Message</div><div>${text}<br><a href="javascript:history.go(-1)">【Back】</a></div></div></div>`;
}

function submitErrors(errors: string[]): string {
  return `<form action="/submit.php?action=submit" method="post"><table><tr><td><b>One or more following ERROR(s) occurred.</b><br>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</td></tr></table></form>`;
}

// ---------------------------------------------------------------------------------------------
// The server

interface Run extends StandInSubmission {
  words: string;
  submittedAt: string;
}

export interface HduStandInOptions extends StandInOptions {
  /** Least time between two submissions of one account; 0 (default) lets tests submit freely. */
  submitIntervalMs?: number;
}

export async function startHduStandIn(options: HduStandInOptions = {}): Promise<StandIn> {
  const accounts = options.accounts ?? [DEFAULT_ACCOUNT];
  const problems = new Map(
    (options.problems ?? [aPlusBProblem('1000')]).map((problem) => [problem.remoteId, problem]),
  );
  const pendingPolls = options.pendingPolls ?? 1;
  const submitIntervalMs = options.submitIntervalMs ?? 0;
  const state: { behaviour: StandInBehaviour; slowMs: number } = {
    behaviour: options.behaviour ?? 'normal',
    slowMs: options.slowMs ?? 30_000,
  };
  const sessions = new Map<string, string | null>();
  const lastSubmitAt = new Map<string, number>();
  const logins: { username: string; ok: boolean }[] = [];
  const runs: Run[] = [];
  // Someone else's earlier run, so a status read that forgets to filter by account shows.
  runs.push({
    runId: '38000000',
    username: 'someone',
    remoteId: '1000',
    languageId: '0',
    code: '',
    polls: 0,
    words: 'Wrong Answer',
    submittedAt: '2024-05-01 10:00:00',
  });
  let nextRunId = 38000001;
  let nextSession = 1;

  function session(request: StandInRequest): { id: string; user: string | null; setCookie: string[] } {
    const id = request.cookies.PHPSESSID;
    if (id && sessions.has(id)) return { id, user: sessions.get(id) ?? null, setCookie: [] };
    const fresh = `hdu${(nextSession++).toString().padStart(8, '0')}`;
    sessions.set(fresh, null);
    return { id: fresh, user: null, setCookie: [`PHPSESSID=${fresh}; path=/`] };
  }

  /** What the status cell shows now; each status page showing the run counts as one read. */
  function shownWords(run: Run): string {
    if (state.behaviour === 'never-judges') return 'Queuing';
    const read = run.polls++;
    if (read < pendingPolls) return read === 0 ? 'Queuing' : 'Running';
    return run.words;
  }

  function statusCell(run: Run, words: string): string {
    if (words === 'Compilation Error') {
      return `<a href=/viewerror.php?rid=${run.runId} target=_blank><font color=green>Compilation Error</font></a>`;
    }
    return `<font color=${words === 'Accepted' ? 'red' : 'green'}>${words}</font>`;
  }

  function usage(run: Run, words: string): { time: string; memory: string } {
    const problem = problems.get(run.remoteId);
    const limitMs = problem?.timeLimitMs ?? 1000;
    const limitKb = (problem?.memoryLimitMb ?? 32) * 1024;
    if (/^(Queuing|Running|Compiling|Compilation Error|System Error)$/.test(words)) {
      return { time: '0MS', memory: '0K' };
    }
    if (words === 'Time Limit Exceeded') return { time: `${limitMs + 15}MS`, memory: '1736K' };
    if (words === 'Memory Limit Exceeded') return { time: '46MS', memory: `${limitKb + 4}K` };
    return { time: '15MS', memory: '1736K' };
  }

  function statusPage(url: URL, user: string | null): string {
    const first = url.searchParams.get('first') ?? '';
    const pid = url.searchParams.get('pid') ?? '';
    const author = url.searchParams.get('user') ?? '';
    const shown = runs
      .filter(
        (run) => (first === '' || Number(run.runId) <= Number(first)) && (pid === '' || run.remoteId === pid),
      )
      .filter((run) => author === '' || run.username === author)
      .sort((a, b) => Number(b.runId) - Number(a.runId))
      .slice(0, 15);
    const rows = shown
      .map((run) => {
        const words = shownWords(run);
        const { time, memory } = usage(run, words);
        return `<tr align=center ><td height=22px>${run.runId}</td><td>${run.submittedAt}</td><td>${statusCell(run, words)}</td><td><a href="../showproblem.php?pid=${run.remoteId}">${run.remoteId}</a></td><td>${time}</td><td>${memory}</td><td><a href="/viewcode.php?rid=${run.runId}" target=_blank>${Buffer.byteLength(run.code)}B</a></td><td>${HDU_LANGUAGE_NAMES[run.languageId]}</td><td class=fixedsize><a href="/userstatus.php?user=${escapeHtml(run.username)}">${escapeHtml(run.username)}</a></td></tr>`;
      })
      .join('\n');
    return layout(
      'Realtime Status',
      user,
      `<form action="/status.php" method="get">Pro.ID <input name=pid value="${escapeHtml(pid)}"> Author <input name=user value="${escapeHtml(author)}"></form>
<div id=fixed_table><table width=100% border=0 align=center cellspacing=2 class='table_text'>
<tr  bgcolor=#D7EBFF align=center ><td width=8% height=22px>Run ID</td><td width=16%>Submit Time</td><td width=18%>Judge Status</td><td width=7%>Pro.ID</td><td width=7%>Exe.Time</td><td width=8%>Exe.Memory</td><td width=8%>Code Len.</td><td width=7%>Language</td><td width=14%>Author</td></tr>
${rows}
</table></div>`,
    );
  }

  function submitRun(request: StandInRequest, user: string): StandInReply {
    const remoteId = request.form.get('problemid') ?? '';
    const languageId = request.form.get('language') ?? '';
    let code: string;
    try {
      // PHP's urldecode(base64_decode(...)): `+` is a space too.
      code = decodeURIComponent(atob(request.form.get('_usercode') ?? '').replace(/\+/g, ' '));
    } catch {
      return gbkReply(layout('Submit', user, submitErrors(['Code is invalid.'])));
    }
    const last = lastSubmitAt.get(user);
    if (submitIntervalMs > 0 && last !== undefined && Date.now() - last < submitIntervalMs) {
      return gbkReply(
        layout('Submit', user, submitErrors(["Please don't re-submit in 5 seconds, thank you."])),
      );
    }
    const errors: string[] = [];
    if (!problems.has(remoteId)) errors.push('No such problem.');
    if (!(languageId in HDU_LANGUAGE_NAMES)) errors.push('Please select a language.');
    if (Buffer.byteLength(code) > HDU_CODE_LIMIT_BYTES) errors.push(HDU_SUBMIT_TOO_LONG);
    if (errors.length > 0) return gbkReply(layout('Submit', user, submitErrors(errors)));
    lastSubmitAt.set(user, Date.now());
    runs.push({
      runId: String(nextRunId++),
      username: user,
      remoteId,
      languageId,
      code,
      polls: 0,
      words: judgeWords(code, HDU_WORDS, 'HDU'),
      submittedAt: new Date().toISOString().slice(0, 19).replace('T', ' '),
    });
    return { status: 302, headers: { Location: '/status.php' } };
  }

  async function handle(request: StandInRequest): Promise<StandInReply> {
    const { id, user, setCookie } = session(request);
    const reply = route(request, id, user);
    return {
      ...reply,
      headers: { ...reply.headers, ...(setCookie.length > 0 ? { 'Set-Cookie': setCookie } : {}) },
    };
  }

  function route(request: StandInRequest, sessionId: string, user: string | null): StandInReply {
    const { pathname, searchParams } = request.url;
    const post = request.method === 'POST';
    if (pathname === '/' || pathname === '/index.php') {
      return gbkReply(layout('HDU Online Judge System', user, '<h2>Welcome to HDU Online Judge System</h2>'));
    }
    if (pathname === '/userloginex.php' && post && searchParams.get('action') === 'login') {
      const username = request.form.get('username') ?? '';
      const ok = accounts.some((a) => a.username === username && a.password === request.form.get('userpass'));
      logins.push({ username, ok });
      if (!ok) return gbkReply(layout('User Login', null, loginForm('No such user or wrong password.')));
      sessions.set(sessionId, username);
      return { status: 302, headers: { Location: '/' } };
    }
    if (pathname === '/userloginex.php') return gbkReply(layout('User Login', user, loginForm(null)));
    if (pathname === '/showproblem.php') {
      const problem = problems.get(searchParams.get('pid') ?? '');
      if (!problem) {
        const pid = escapeHtml(searchParams.get('pid') ?? '');
        return gbkReply(
          layout('System Message', user, systemMessage(`No such problem - <strong>Problem ${pid}</strong>.`)),
        );
      }
      return gbkReply(layout(`Problem - ${problem.remoteId}`, user, problemPage(problem)));
    }
    if (pathname === '/submit.php' && post) {
      if (!user) return gbkReply(layout('User Login', null, loginForm(null)));
      return submitRun(request, user);
    }
    if (pathname === '/status.php') return gbkReply(statusPage(request.url, user));
    if (pathname === '/viewerror.php') {
      const run = runs.find((r) => r.runId === searchParams.get('rid') && r.words === 'Compilation Error');
      const message = run ? COMPILE_MESSAGE : 'No such error message.';
      return gbkReply(layout('Compilation Error', user, `<pre>${escapeHtml(message)}</pre>`));
    }
    return gbkReply(layout('404', user, systemMessage('Page not found.')), { status: 404 });
  }

  const server = await serveStandIn(handle, state, options.port);
  return {
    judge: 'HDU',
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
