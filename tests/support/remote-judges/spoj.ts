// SPOJ's stand-in: the pages www.spoj.com serves for the flows the adapter drives, in the site's
// layout (problem pages with #problem-name, #problem-body and the info table, the submit form's
// language select, /login/ with "Authentication failed!", the multipart submit answered with a
// newSubmissionId, the JSON status endpoint and /error/<id> for compile messages).
import { randomBytes } from 'node:crypto';
import { SPOJ_LANGUAGES } from '../../../remote-judge/adapters/spoj-languages';
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

/** SPOJ's words and status number for each verdict it can give (it has no memory verdict). */
const SPOJ_VERDICTS: Partial<Record<ExpectedVerdict, { words: string; status: number }>> = {
  ACCEPTED: { words: 'accepted', status: 15 },
  WRONG_ANSWER: { words: 'wrong answer', status: 14 },
  TIME_LIMIT_EXCEEDED: { words: 'time limit exceeded', status: 13 },
  RUNTIME_ERROR: { words: 'runtime error (SIGSEGV)', status: 12 },
  COMPILE_ERROR: { words: 'compilation error', status: 11 },
  SYSTEM_ERROR: { words: 'internal error', status: 20 },
};

/** Languages every stand-in problem refuses ("All except: TEXT"), to exercise the restriction. */
export const SPOJ_EXCLUDED_LANGUAGE = '62';

export const SPOJ_COMPILE_MESSAGE =
  "prog.cpp: In function 'int main()':\nprog.cpp:3:2: error: 'cout' was not declared in this scope\n  cout << a + b;\n  ^~~~";

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The multipart fields of a submit (text fields only, as SPOJ's form posts the source as `file`). */
async function multipartFields(request: StandInRequest): Promise<URLSearchParams> {
  const form = await new Request('http://stand-in/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type'] ?? '') },
    body: new Uint8Array(request.body),
  })
    .formData()
    .catch(() => null);
  const fields = new URLSearchParams();
  form?.forEach((value, key) => {
    if (typeof value === 'string') fields.set(key, value);
  });
  return fields;
}

export async function startSpojStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const accounts = options.accounts ?? [DEFAULT_ACCOUNT];
  const problems: StandInProblem[] = options.problems ?? [aPlusBProblem('TEST')];
  const pendingPolls = options.pendingPolls ?? 1;
  const state: { behaviour: StandInBehaviour; slowMs: number } = {
    behaviour: options.behaviour ?? 'normal',
    slowMs: options.slowMs ?? 30_000,
  };
  const submissions: StandInSubmission[] = [];
  const logins: { username: string; ok: boolean }[] = [];
  /** SPOJ session cookie -> signed-in user. */
  const sessions = new Map<string, string>();
  let nextRunId = 31_000_001;

  const userOf = (request: StandInRequest) => sessions.get(request.cookies.SPOJ ?? '') ?? null;

  function layout(user: string | null, title: string, body: string): string {
    const nav = user
      ? `<li><a href="/users/${user}/">${user}</a></li><li><a href="/logout">sign out</a></li>`
      : '<li><a href="/login/">sign in</a></li>';
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><nav><ul class="nav navbar-nav">${nav}</ul></nav><div class="container">${body}</div></body></html>`;
  }

  function loginPage(message: string | null): string {
    return layout(
      null,
      'Sign in - SPOJ',
      `${message ? `<div class="alert alert-danger">${message}</div>` : ''}
<form method="post" action="/login/"><input type="hidden" name="next_raw" value="/">
<input type="text" name="login_user"><input type="password" name="password">
<input type="checkbox" name="autologin" value="1"><input type="submit" name="submit" value="Log In"></form>`,
    );
  }

  function problemPage(user: string | null, problem: StandInProblem): string {
    const example = problem.examples
      .map(
        (e) =>
          `<pre><strong>Input:</strong>\n${escapeHtml(e.input)}\n<strong>Output:</strong>\n${escapeHtml(e.output)}</pre>`,
      )
      .join('\n');
    const tags = (problem.tags ?? [])
      .map(
        (tag) =>
          `<a href="/problems/tag/${tag}"><span class="problem-tag" data-tagid="1">#${tag}<span class="problem-tag-remove" style="display: none"></span></span></a>`,
      )
      .join(' ');
    return layout(
      user,
      `SPOJ.com - Problem ${problem.remoteId}`,
      `<div class="col-lg-12 col-md-12 col-sm-12">
<h2 id="problem-name" class="text-center">${problem.remoteId} - ${escapeHtml(problem.title)}</h2>
<div id="problem-tags" class="text-center">${tags}</div>
<div id="problem-body">
${problem.description}
<h3>Input</h3>
${problem.input}
<h3>Output</h3>
${problem.output}
<h3>Example</h3>
${example}
<h3>Explanation</h3>
${problem.hint}
</div>
<div class="text-center"><a href="/submit/${problem.remoteId}/">Submit solution!</a></div>
<div id="problem-meta"><table class="probleminfo">
<tr><td>Added by:</td><td><a href="/users/mima/">Michał Małafiejski</a></td></tr>
<tr><td>Date:</td><td>2004-05-01</td></tr>
<tr><td>Time limit:</td><td>${problem.timeLimitMs / 1000}s</td></tr>
<tr><td>Source limit:</td><td>50000B</td></tr>
<tr><td>Memory limit:</td><td>${problem.memoryLimitMb}MB</td></tr>
<tr><td>Cluster:</td><td><a href="/clusters/">Cube (Intel G860)</a></td></tr>
<tr><td>Languages:</td><td>All except: TEXT</td></tr>
</table></div></div>`,
    );
  }

  function submitPage(user: string | null, problem: StandInProblem): string {
    const options = SPOJ_LANGUAGES.filter((l) => l.remoteId !== SPOJ_EXCLUDED_LANGUAGE)
      .map((l) => `<option value="${l.remoteId}" >${escapeHtml(l.name)}</option>`)
      .join('\n');
    return layout(
      user,
      'Submit a solution - SPOJ',
      `<form name="submit" method="post" action="/submit/complete/" enctype="multipart/form-data">
<input type="text" name="problemcode" value="${problem.remoteId}">
<textarea name="file"></textarea><input type="file" name="subm_file">
<select name="lang">\n${options}\n</select><input type="submit" name="submit" value="Submit!"></form>`,
    );
  }

  function statusRow(submission: StandInSubmission) {
    submission.polls += 1;
    const pending = state.behaviour === 'never-judges' || submission.polls <= pendingPolls;
    if (pending) {
      const words = submission.polls === 1 || state.behaviour === 'never-judges' ? 'waiting..' : 'running..';
      return {
        status_description: `\n\t\t\t\t<strong>${words}</strong>\n\t\t\t`,
        id: Number(submission.runId),
        status: submission.polls === 1 ? 0 : 5,
        time: '-',
        mem: '-',
        final: '0',
      };
    }
    const verdict = SPOJ_VERDICTS[expectedVerdict(submission.code)];
    if (!verdict) throw new Error(`SPOJ never gives ${expectedVerdict(submission.code)}`);
    const ran = verdict.status !== 11 && verdict.status !== 20;
    return {
      status_description: `\n\t\t\t\t<strong>${verdict.words}</strong>\n\t\t\t\t<span class="small"><a href="/submit/${submission.remoteId}/id=${submission.runId}">edit</a>&nbsp;<a href="/ideone/${submission.runId}">ideone it</a></span>\n\t\t\t`,
      id: Number(submission.runId),
      status: verdict.status,
      time: ran ? (verdict.status === 13 ? '1.00' : '0.01') : '-',
      mem: ran ? '5.2M' : '-',
      final: '1',
    };
  }

  async function route(request: StandInRequest): Promise<StandInReply> {
    const path = request.url.pathname;
    const user = userOf(request);
    if (path === '/login/' && request.method === 'POST') {
      const username = request.form.get('login_user') ?? '';
      const ok = accounts.some((a) => a.username === username && a.password === request.form.get('password'));
      logins.push({ username, ok });
      if (!ok)
        return { body: loginPage('Authentication failed! <a href="/forgot">Forgot your password?</a>') };
      const session = randomBytes(16).toString('hex');
      sessions.set(session, username);
      return {
        status: 302,
        headers: {
          Location: request.form.get('next_raw') || '/',
          'Set-Cookie': [
            `SPOJ=${session}; path=/; HttpOnly`,
            `autologin_login=${username}; path=/`,
            `autologin_hash=${randomBytes(8).toString('hex')}; path=/`,
          ],
        },
      };
    }
    if (path === '/login/') return { body: loginPage(null) };
    if (path === '/') return { body: layout(user, 'Sphere Online Judge (SPOJ)', '<h1>SPOJ</h1>') };
    if (path === '/problems/main/')
      return { body: layout(user, 'Problems - SPOJ', '<table class="problems"></table>') };

    const problemPath = /^\/(problems|submit)\/([A-Z0-9_]+)\/$/.exec(path);
    if (problemPath) {
      const problem = problems.find((p) => p.remoteId === problemPath[2]);
      // SPOJ answers an unknown code by sending the visitor back to the problem list.
      if (!problem) return { status: 302, headers: { Location: '/problems/main/' } };
      return { body: problemPath[1] === 'problems' ? problemPage(user, problem) : submitPage(user, problem) };
    }
    if (path === '/submit/complete/' && request.method === 'POST') {
      if (!user) return { status: 302, headers: { Location: '/login/?next_raw=/submit/complete/' } };
      const fields = await multipartFields(request);
      const code = fields.get('problemcode') ?? '';
      const languageId = fields.get('lang') ?? '';
      const source = fields.get('file') ?? '';
      const refuse = (text: string) => ({
        body: layout(user, 'Submit - SPOJ', `<p class="lead">${text}</p>`),
      });
      if (!problems.some((p) => p.remoteId === code)) return refuse('Wrong problem code!');
      if (languageId === SPOJ_EXCLUDED_LANGUAGE || !SPOJ_LANGUAGES.some((l) => l.remoteId === languageId)) {
        return refuse("You can't submit in this language for this problem. Try again!");
      }
      if (source.length > 50_000) return refuse('Your solution is too long. Try again!');
      const submission: StandInSubmission = {
        runId: String(nextRunId++),
        username: user,
        remoteId: code,
        languageId,
        code: source,
        polls: 0,
      };
      submissions.push(submission);
      return {
        body: layout(
          user,
          'Solution submitted - SPOJ',
          `<h3>Solution submitted!</h3><form><input type="hidden" name="newSubmissionId" value="${submission.runId}"/></form>`,
        ),
      };
    }
    if (path === '/status/ajax=1,ajaxdiff=1' && request.method === 'POST') {
      const ids = (request.form.get('ids') ?? '').split(',');
      const rows = submissions.filter((s) => ids.includes(s.runId)).map(statusRow);
      return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rows) };
    }
    const error = /^\/error\/(\d+)$/.exec(path);
    const failed = error && submissions.find((s) => s.runId === error[1]);
    if (failed && expectedVerdict(failed.code) === 'COMPILE_ERROR') {
      return {
        body: layout(
          user,
          'Compilation error - SPOJ',
          `<div align="left"><pre><small>${escapeHtml(SPOJ_COMPILE_MESSAGE)}</small></pre></div>`,
        ),
      };
    }
    return { status: 404, body: layout(user, 'Not found - SPOJ', '<h1>404</h1>') };
  }

  const server = await serveStandIn(route, state, options.port);
  return {
    judge: 'SPOJ',
    url: server.url,
    submissions,
    logins,
    setBehaviour(behaviour) {
      state.behaviour = behaviour;
    },
    close: () => server.close(),
  };
}
