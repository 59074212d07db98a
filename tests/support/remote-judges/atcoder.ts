// AtCoder's stand-in: the pages atcoder.jp serves for the flows the adapter drives, in the site's
// layout (task pages with ja/en statements, /login with a csrf_token bound to the REVEL_SESSION
// cookie and a flash on failure, the submit form with per-task language selects, "My Submissions",
// the submission page with its status label, and the /contests/ tables).
import { randomBytes } from 'node:crypto';
import { ATCODER_LANGUAGES } from '../../../remote-judge/adapters/atcoder-languages';
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

/** AtCoder's own label for each verdict it can give. */
const ATCODER_LABELS: Partial<Record<ExpectedVerdict, { label: string; title: string; css: string }>> = {
  ACCEPTED: { label: 'AC', title: 'Accepted', css: 'label-success' },
  WRONG_ANSWER: { label: 'WA', title: 'Wrong Answer', css: 'label-warning' },
  TIME_LIMIT_EXCEEDED: { label: 'TLE', title: 'Time Limit Exceeded', css: 'label-warning' },
  MEMORY_LIMIT_EXCEEDED: { label: 'MLE', title: 'Memory Limit Exceeded', css: 'label-warning' },
  RUNTIME_ERROR: { label: 'RE', title: 'Runtime Error', css: 'label-warning' },
  COMPILE_ERROR: { label: 'CE', title: 'Compilation Error', css: 'label-warning' },
  SYSTEM_ERROR: { label: 'IE', title: 'Internal Error', css: 'label-warning' },
};

/** The compile message the stand-in shows for a CE, so tests can match it exactly. */
export const ATCODER_COMPILE_MESSAGE =
  "Main.cpp: In function 'int main()':\nMain.cpp:3:5: error: 'cout' was not declared in this scope\n    3 |     cout << a + b;\n      |     ^~~~";

/** Upcoming contests on the stand-in's /contests/ page (far in the future so they stay upcoming). */
export const ATCODER_UPCOMING = [
  {
    id: 'abc400',
    name: 'AtCoder Beginner Contest 400',
    start: '2099-12-01 21:00:00+0900',
    duration: '01:40',
  },
  {
    id: 'ahc050',
    name: 'AtCoder Heuristic Contest 050',
    start: '2099-12-05 15:00:00+0900',
    duration: '100:00',
  },
] as const;

interface Session {
  csrf: string;
  user: string | null;
  flash: { kind: 'danger' | 'success'; text: string } | null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const contestOf = (taskId: string) => taskId.slice(0, taskId.lastIndexOf('_'));

export async function startAtCoderStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const accounts = options.accounts ?? [DEFAULT_ACCOUNT];
  const problems: StandInProblem[] = options.problems ?? [aPlusBProblem('abc100_a')];
  const pendingPolls = options.pendingPolls ?? 1;
  const state: { behaviour: StandInBehaviour; slowMs: number } = {
    behaviour: options.behaviour ?? 'normal',
    slowMs: options.slowMs ?? 30_000,
  };
  const submissions: StandInSubmission[] = [];
  const logins: { username: string; ok: boolean }[] = [];
  const sessions = new Map<string, Session>();
  const submittedAt = new Map<string, string>();
  let nextRunId = 48_000_001;

  /** The visitor's REVEL_SESSION, started on first sight (the cookie is set on the reply). */
  function sessionOf(request: StandInRequest): { id: string; session: Session; isNew: boolean } {
    const id = request.cookies.REVEL_SESSION;
    const known = id ? sessions.get(id) : undefined;
    if (id && known) return { id, session: known, isNew: false };
    const fresh = randomBytes(16).toString('hex');
    const session: Session = { csrf: randomBytes(24).toString('base64'), user: null, flash: null };
    sessions.set(fresh, session);
    return { id: fresh, session, isNew: true };
  }

  function layout(session: Session, title: string, body: string): string {
    const flash = session.flash;
    session.flash = null;
    const flashHtml = flash
      ? `<div class="alert alert-${flash.kind} alert-dismissible col-sm-12 fade in" role="alert"><button type="button" class="close" data-dismiss="alert" aria-label="Close"><span aria-hidden="true">×</span></button><span class="glyphicon glyphicon-exclamation-sign" aria-hidden="true"></span> ${escapeHtml(flash.text)}</div>`
      : '';
    return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<script>var LANG = "en"; var userScreenName = "${session.user ?? ''}"; var csrfToken = "${session.csrf}";</script>
</head><body><div id="main-div" class="float-container"><div id="main-container" class="container"><div class="row">${flashHtml}${body}</div></div></div></body></html>`;
  }

  const redirect = (location: string): StandInReply => ({ status: 302, headers: { Location: location } });

  function notFound(session: Session): StandInReply {
    return {
      status: 404,
      body: layout(session, '404 Not Found - AtCoder', '<h1>404</h1><p>Page not found</p>'),
    };
  }

  function languageSelect(taskId: string): string {
    const options = ATCODER_LANGUAGES.map(
      (language) => `<option value="${language.remoteId}">${escapeHtml(language.name)}</option>`,
    ).join('\n');
    return `<div id="select-lang-${taskId}" data-name="${taskId}"><select class="form-control" data-placeholder="-" name="data.LanguageId" required>\n<option></option>\n${options}\n</select></div>`;
  }

  function section(heading: string, html: string): string {
    return `<div class="part"><section><h3>${heading}</h3>${html}</section></div>`;
  }

  function taskPage(session: Session, problem: StandInProblem): string {
    const contest = contestOf(problem.remoteId);
    const samples = problem.examples
      .map(
        (example, i) =>
          `<div class="part"><section><h3>Sample Input ${i + 1}</h3><pre>${escapeHtml(example.input)}</pre></section></div>` +
          `<div class="part"><section><h3>Sample Output ${i + 1}</h3><pre>${escapeHtml(example.output)}</pre>${i === 0 && problem.hint ? problem.hint : ''}</section></div>`,
      )
      .join('\n');
    const english = `<p>Score : <var>100</var> points</p>
${section('Problem Statement', problem.description)}
${section('Constraints', '<ul><li><var>0 \\leq a, b \\leq 10^3</var></li></ul>')}
<hr><div class="io-style">${section('Input', problem.input)}${section('Output', problem.output)}</div><hr>
${samples}`;
    const japanese = `<p>配点 : <var>100</var> 点</p>${section('問題文', '<p>日本語の問題文。</p>')}`;
    const submitForm = session.user
      ? `<form class="form-horizontal form-code-submit" action="/contests/${contest}/submit" method="POST">
<input type="hidden" name="data.TaskScreenName" value="${problem.remoteId}">${languageSelect(problem.remoteId)}
<textarea name="sourceCode"></textarea><input type="hidden" name="csrf_token" value="${session.csrf}"></form>`
      : `<p><a href="/login?continue=/contests/${contest}/tasks/${problem.remoteId}">Sign In</a> to submit.</p>`;
    return layout(
      session,
      `A - ${problem.title}`,
      `<div class="col-sm-12"><span class="h2">
	A - ${escapeHtml(problem.title)}
	<a class="btn btn-default btn-sm" href="/contests/${contest}/tasks/${problem.remoteId}/editorial">Editorial</a>
</span><hr/>
<p>
	Time Limit: ${problem.timeLimitMs / 1000} sec / Memory Limit: ${problem.memoryLimitMb} MB
</p>
<div id="task-statement"><span class="lang"><span class="lang-ja">${japanese}</span><span class="lang-en">${english}</span></span></div>
<hr/>${submitForm}</div>`,
    );
  }

  function submitPage(session: Session, contest: string): string {
    const tasks = problems.filter((p) => contestOf(p.remoteId) === contest);
    const taskOptions = tasks
      .map((p) => `<option value="${p.remoteId}">A - ${escapeHtml(p.title)}</option>`)
      .join('');
    return layout(
      session,
      'Submit - AtCoder',
      `<form class="form-horizontal form-code-submit" action="/contests/${contest}/submit" method="POST">
<select name="data.TaskScreenName" id="select-task">${taskOptions}</select>
${tasks.map((p) => languageSelect(p.remoteId)).join('\n')}
<textarea id="plain-textarea" name="sourceCode"></textarea>
<input type="hidden" name="csrf_token" value="${session.csrf}">
<button type="submit" class="btn btn-primary" id="submit">Submit</button></form>`,
    );
  }

  function verdictOf(submission: StandInSubmission) {
    const verdict = ATCODER_LABELS[expectedVerdict(submission.code)];
    if (!verdict) throw new Error(`AtCoder never gives ${expectedVerdict(submission.code)}`);
    return verdict;
  }

  function submissionsPage(session: Session, contest: string, user: string): string {
    const rows = submissions
      .filter((s) => s.username === user && contestOf(s.remoteId) === contest)
      .slice()
      .reverse()
      .map((s) => {
        const problem = problems.find((p) => p.remoteId === s.remoteId);
        const language = ATCODER_LANGUAGES.find((l) => l.remoteId === s.languageId);
        return `<tr>
<td class="no-break"><time class='fixtime fixtime-second'>${submittedAt.get(s.runId)}</time></td>
<td><a href="/contests/${contest}/tasks/${s.remoteId}">A - ${escapeHtml(problem?.title ?? '')}</a></td>
<td><a href="/users/${user}">${user}</a></td>
<td><a href="/contests/${contest}/submissions?f.Language=${s.languageId}">${escapeHtml(language?.name ?? '')}</a></td>
<td class="text-right submission-score" data-id="${s.runId}">0</td>
<td class="text-right">${s.code.length} Byte</td>
<td class='text-center waiting-judge' data-id="${s.runId}"><span class='label label-default' title="Waiting for Judging">WJ</span></td>
<td class="text-center"><a href="/contests/${contest}/submissions/${s.runId}">Detail</a></td>
</tr>`;
      })
      .join('\n');
    return layout(
      session,
      'My Submissions - AtCoder',
      `<div class="panel-submission"><div class="table-responsive"><table class="table table-bordered table-striped small th-center">
<thead><tr><th>Submission Time</th><th>Task</th><th>User</th><th>Language</th><th>Score</th><th>Code Size</th><th>Status</th><th></th></tr></thead>
<tbody>${rows}</tbody></table></div></div>`,
    );
  }

  function runPage(session: Session, submission: StandInSubmission): string {
    submission.polls += 1;
    const pending = state.behaviour === 'never-judges' || submission.polls <= pendingPolls;
    const verdict = pending ? null : verdictOf(submission);
    const label = verdict
      ? `<span class='label ${verdict.css}' data-toggle='tooltip' data-placement='top' title="${verdict.title}">${verdict.label}</span>`
      : submission.polls === 1 || state.behaviour === 'never-judges'
        ? `<span class='label label-default' data-toggle='tooltip' data-placement='top' title="Waiting for Judging">WJ</span>`
        : `<span class='label label-default'>${Math.min(submission.polls - 1, 11)}/12</span>`;
    const ran = verdict && verdict.label !== 'CE';
    const resultRows = ran
      ? `<tr><th>Exec Time</th><td class="text-center">${verdict.label === 'TLE' ? 2207 : 12} ms</td></tr>
<tr><th>Memory</th><td class="text-center">${verdict.label === 'MLE' ? 1048580 : 3592} KB</td></tr>`
      : '';
    const compile =
      verdict?.label === 'CE'
        ? `<h4>Compile Error</h4><pre>${escapeHtml(ATCODER_COMPILE_MESSAGE)}</pre>`
        : '';
    const contest = contestOf(submission.remoteId);
    return layout(
      session,
      `Submission #${submission.runId} - AtCoder`,
      `<p><span class="h2">Submission #${submission.runId}</span></p>
<div class="panel panel-default"><table class="table table-bordered table-striped">
<tr><th class="col-sm-4">Submission Time</th><td class="text-center"><time class='fixtime-second'>${submittedAt.get(submission.runId)}</time></td></tr>
<tr><th>Task</th><td class="text-center"><a href="/contests/${contest}/tasks/${submission.remoteId}">A - Task</a></td></tr>
<tr><th>User</th><td class="text-center"><a href="/users/${submission.username}">${submission.username}</a></td></tr>
<tr><th>Language</th><td class="text-center">${escapeHtml(ATCODER_LANGUAGES.find((l) => l.remoteId === submission.languageId)?.name ?? '')}</td></tr>
<tr><th>Score</th><td class="text-center">${verdict?.label === 'AC' ? 100 : 0}</td></tr>
<tr><th>Code Size</th><td class="text-center">${submission.code.length} Byte</td></tr>
<tr><th>Status</th><td id="judge-status" class="text-center">${label}</td></tr>
${resultRows}</table></div>${compile}`,
    );
  }

  function contestsPage(session: Session): string {
    const rows = ATCODER_UPCOMING.map(
      (c) => `<tr>
<td class="text-center"><a href='http://www.timeanddate.com/worldclock/fixedtime.html?iso=x' target='blank'><time class='fixtime fixtime-full'>${c.start}</time></a></td>
<td ><span aria-hidden='true' data-toggle='tooltip' data-placement='top' title="Algorithm">Ⓐ</span> <span class="user-blue">◉</span> <a href='/contests/${c.id}'>${c.name}</a></td>
<td class="text-center">${c.duration}</td><td class="text-center"> - 1999</td></tr>`,
    ).join('\n');
    return layout(
      session,
      'Contest - AtCoder',
      `<div id="contest-table-upcoming"><h3>Upcoming Contests</h3><div class="panel panel-default"><div class="table-responsive">
<table class="table table-default table-striped table-hover table-condensed table-bordered small">
<thead><tr><th class="text-center">Start Time</th><th class="text-center">Contest Name</th><th class="text-center">Duration</th><th class="text-center">Rated Range</th></tr></thead>
<tbody>${rows}</tbody></table></div></div></div>
<div id="contest-table-recent"><h3>Recent Contests</h3><table class="table"><tbody></tbody></table></div>`,
    );
  }

  function route(request: StandInRequest, session: Session): StandInReply {
    const path = request.url.pathname;
    const post = request.method === 'POST';
    if (path === '/login' && !post) {
      if (session.user) return redirect('/home');
      return {
        body: layout(
          session,
          'Sign In - AtCoder',
          `<form class="form-horizontal" action="" method="POST">
<input type="text" class="form-control" id="username" name="username" value="">
<input type="password" class="form-control" id="password" name="password">
<input type="hidden" name="csrf_token" value="${session.csrf}"/>
<button type="submit" class="btn btn-primary" id="submit">Sign In</button></form>`,
        ),
      };
    }
    if (path === '/login' && post) {
      const username = request.form.get('username') ?? '';
      const ok =
        request.form.get('csrf_token') === session.csrf &&
        accounts.some((a) => a.username === username && a.password === request.form.get('password'));
      logins.push({ username, ok });
      if (!ok) {
        session.flash = { kind: 'danger', text: 'Username or Password is incorrect.' };
        return redirect('/login');
      }
      session.user = username;
      session.flash = { kind: 'success', text: `Welcome, ${username}.` };
      return redirect('/home');
    }
    if (path === '/home') return { body: layout(session, 'AtCoder', '<h1>AtCoder</h1>') };
    if (path === '/contests/' || path === '/contests') return { body: contestsPage(session) };

    const task = /^\/contests\/([\w-]+)\/tasks\/([\w-]+)$/.exec(path);
    if (task && !post) {
      const problem = problems.find((p) => p.remoteId === task[2] && contestOf(p.remoteId) === task[1]);
      return problem ? { body: taskPage(session, problem) } : notFound(session);
    }

    const contestPath = /^\/contests\/([\w-]+)\/(submit|submissions\/me|submissions\/(\d+))$/.exec(path);
    if (!contestPath) return notFound(session);
    const contest = contestPath[1] ?? '';
    const runId = contestPath[3];
    if (runId) {
      const submission = submissions.find((s) => s.runId === runId && contestOf(s.remoteId) === contest);
      return submission ? { body: runPage(session, submission) } : notFound(session);
    }
    if (!session.user) return redirect(`/login?continue=${encodeURIComponent(path)}`);
    if (!problems.some((p) => contestOf(p.remoteId) === contest)) return notFound(session);
    if (contestPath[2] === 'submissions/me') return { body: submissionsPage(session, contest, session.user) };
    if (!post) return { body: submitPage(session, contest) };

    const taskId = request.form.get('data.TaskScreenName') ?? '';
    const languageId = request.form.get('data.LanguageId') ?? '';
    const code = request.form.get('sourceCode') ?? '';
    const refuse = (text: string) => {
      session.flash = { kind: 'danger', text };
      return redirect(`/contests/${contest}/submit?taskScreenName=${taskId}`);
    };
    if (request.form.get('csrf_token') !== session.csrf) return refuse('Invalid request. Please try again.');
    if (!problems.some((p) => p.remoteId === taskId && contestOf(p.remoteId) === contest)) {
      return refuse('Invalid task.');
    }
    if (!ATCODER_LANGUAGES.some((l) => l.remoteId === languageId)) return refuse('Invalid language.');
    if (code.trim() === '') return refuse('Source code is empty.');
    const submission: StandInSubmission = {
      runId: String(nextRunId++),
      username: session.user,
      remoteId: taskId,
      languageId,
      code,
      polls: 0,
    };
    submissions.push(submission);
    submittedAt.set(submission.runId, '2024-01-06 21:00:01+0900');
    return redirect(`/contests/${contest}/submissions/me`);
  }

  const server = await serveStandIn(
    (request) => {
      const { id, session, isNew } = sessionOf(request);
      const reply = route(request, session);
      if (!isNew) return reply;
      return {
        ...reply,
        headers: { ...reply.headers, 'Set-Cookie': `REVEL_SESSION=${id}; Path=/; HttpOnly` },
      };
    },
    state,
    options.port,
  );

  return {
    judge: 'AC',
    url: server.url,
    submissions,
    logins,
    setBehaviour(behaviour) {
      state.behaviour = behaviour;
    },
    close: () => server.close(),
  };
}
