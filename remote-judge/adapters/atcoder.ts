// AtCoder (https://atcoder.jp): task pages under /contests/{contest}/tasks/{task}, a CSRF-guarded
// login and submit form (the token is bound to the REVEL_SESSION cookie), the submission's own
// page for its verdict, and the /contests/ page for upcoming contests.
import type { HTMLElement } from 'node-html-parser';
import { JudgeStatus, type JudgeStatusCode } from '../../contract/judge-status';
import { type OtherContest, REMOTE_JUDGE_INFO } from '../../contract/remote-judge';
import {
  type PollInput,
  type RemoteAccount,
  type RemoteJudgeAdapter,
  RemoteJudgeError,
  type RemoteProblem,
  type RemoteVerdict,
  type SubmitInput,
} from '../adapter';
import { cleanStatementHtml, optionValues, parseHtml, preformattedText } from '../html';
import type { RemoteHttp, RemoteResponse } from '../http';
import { readMemoryKb, readTimeMs } from '../text';
import { ATCODER_LANGUAGES } from './atcoder-languages';

/**
 * Our status for the label AtCoder shows on a submission; null while it is still judging (WJ,
 * WR = waiting for rejudge, "Judging", and the "3/12" or "3/12 WA" progress labels). Output and
 * query limit exceeded have no status of their own here and count as runtime errors, as HOJ does;
 * IE is AtCoder's own failure. An unknown label is `malformed`, never a guessed verdict.
 */
export function atcoderVerdict(label: string): JudgeStatusCode | null {
  const word = label.trim();
  if (word === 'WJ' || word === 'WR' || word === 'Judging' || /^\d+\s*\/\s*\d+(\s+[A-Z]+)?$/.test(word)) {
    return null;
  }
  switch (word) {
    case 'AC':
      return JudgeStatus.ACCEPTED;
    case 'WA':
      return JudgeStatus.WRONG_ANSWER;
    case 'TLE':
      return JudgeStatus.TIME_LIMIT_EXCEEDED;
    case 'MLE':
      return JudgeStatus.MEMORY_LIMIT_EXCEEDED;
    case 'RE':
    case 'OLE':
    case 'QLE':
      return JudgeStatus.RUNTIME_ERROR;
    case 'CE':
      return JudgeStatus.COMPILE_ERROR;
    case 'IE':
      return JudgeStatus.SYSTEM_ERROR;
    default:
      throw new RemoteJudgeError('malformed', `AtCoder showed an unknown verdict "${word}"`);
  }
}

/** The contest a task belongs to: its screen name before the last underscore (abc100_a -> abc100). */
export function atcoderContestOf(remoteId: string): string {
  return remoteId.slice(0, remoteId.lastIndexOf('_'));
}

/** Ids outside AtCoder's format never reach a URL (they could not name a task anyway). */
function checkTaskId(remoteId: string): string {
  if (!REMOTE_JUDGE_INFO.AC.idPattern.test(remoteId)) {
    throw new RemoteJudgeError('not-found', `"${remoteId}" is not an AtCoder task id (like abc100_a)`);
  }
  return remoteId;
}

function pathOf(response: RemoteResponse): string {
  return new URL(response.url).pathname;
}

/** The hidden csrf_token of the page's form; AtCoder refuses a post whose token is not its session's. */
function csrfToken(root: HTMLElement, what: string): string {
  const token = root.querySelector('input[name="csrf_token"]')?.getAttribute('value');
  if (!token) throw new RemoteJudgeError('malformed', `AtCoder's ${what} page has no csrf_token`);
  return token;
}

/** Who the page says is signed in: every AtCoder page sets `var userScreenName = "...";`. */
function signedInAs(html: string): string {
  return /var userScreenName = "([^"]*)"/.exec(html)?.[1] ?? '';
}

/** The red flash AtCoder shows after a refused form (wrong password, too fast a submit). */
function dangerFlash(root: HTMLElement): string | null {
  const alert = root.querySelector('.alert-danger');
  if (!alert) return null;
  for (const button of alert.querySelectorAll('button')) button.remove();
  return alert.text.replace(/\s+/g, ' ').trim() || null;
}

/** "Time Limit: 2 sec / Memory Limit: 1024 MB" (some tasks give fractional seconds, newer ones MiB). */
function readLimits(text: string): { timeLimitMs: number; memoryLimitMb: number } {
  const match = /Time Limit:\s*([\d.]+)\s*sec\s*\/\s*Memory Limit:\s*(\d+)\s*Mi?B/.exec(text);
  if (!match) throw new RemoteJudgeError('malformed', 'AtCoder task page shows no time and memory limit');
  return { timeLimitMs: Math.round(Number(match[1]) * 1000), memoryLimitMb: Number(match[2]) };
}

/** "A - Happy Birthday!" (plus an Editorial button) -> "Happy Birthday!", as HOJ names AtCoder tasks. */
function readTitle(root: HTMLElement): string {
  const heading = root.querySelector('span.h2');
  if (!heading) throw new RemoteJudgeError('malformed', 'AtCoder task page has no title');
  const text = heading.childNodes
    .filter((node) => node.nodeType === 3)
    .map((node) => node.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const title = text.replace(/^[A-Za-z0-9]+ - /, '');
  if (!title) throw new RemoteJudgeError('malformed', 'AtCoder task page has an empty title');
  return title;
}

type SectionKind = 'statement' | 'constraints' | 'input' | 'output' | 'sample-input' | 'sample-output';

function sectionKind(heading: string): SectionKind | null {
  if (/^(Problem Statement|問題文)$/.test(heading)) return 'statement';
  if (/^(Constraints|制約)$/.test(heading)) return 'constraints';
  if (/^(Input|入力)$/.test(heading)) return 'input';
  if (/^(Output|出力)$/.test(heading)) return 'output';
  if (/^(Sample Input|入力例)\s*\d+$/.test(heading)) return 'sample-input';
  if (/^(Sample Output|出力例)\s*\d+$/.test(heading)) return 'sample-output';
  return null;
}

/**
 * Splits the statement (English when AtCoder has it) into its sections. Constraints go with the
 * input, as HOJ files them; sample explanations and notes become the hint, under their headings.
 */
function readStatement(root: HTMLElement, pageUrl: string) {
  const statement = root.querySelector('#task-statement');
  if (!statement) throw new RemoteJudgeError('malformed', 'AtCoder task page has no #task-statement');
  const part =
    statement.querySelector('span.lang-en') ?? statement.querySelector('span.lang-ja') ?? statement;
  const score = part.querySelector('p');
  const fields = { description: '', constraints: '', input: '', output: '', hint: '' };
  const sampleInputs: string[] = [];
  const sampleOutputs: string[] = [];
  const sections = part.querySelectorAll('section');
  for (const section of sections) {
    const headingNode = section.querySelector('h3');
    const heading = headingNode?.text.trim() ?? '';
    headingNode?.remove();
    const kind = sectionKind(heading);
    if (kind === 'sample-input' || kind === 'sample-output') {
      const pre = section.querySelector('pre');
      if (!pre) throw new RemoteJudgeError('malformed', `AtCoder's "${heading}" has no <pre>`);
      (kind === 'sample-input' ? sampleInputs : sampleOutputs).push(preformattedText(pre));
      pre.remove();
      const explanation = cleanStatementHtml(section.innerHTML, pageUrl);
      if (explanation) fields.hint += `<h3>${heading}</h3>${explanation}`;
      continue;
    }
    const html = cleanStatementHtml(section.innerHTML, pageUrl);
    if (kind === 'statement') fields.description = html;
    else if (kind === 'constraints') fields.constraints = html;
    else if (kind === 'input') fields.input = html;
    else if (kind === 'output') fields.output = html;
    else fields.hint += `<h3>${heading}</h3>${html}`;
  }
  if (!fields.description) {
    // Old tasks have no sections: the whole statement is the description, as on the site.
    fields.description = cleanStatementHtml(part.innerHTML, pageUrl);
  } else if (score && !score.closest('section')) {
    fields.description = `${score.outerHTML}${fields.description}`;
  }
  if (fields.constraints) fields.input += `<h3>Constraints</h3>${fields.constraints}`;
  if (sampleInputs.length !== sampleOutputs.length) {
    throw new RemoteJudgeError('malformed', 'AtCoder task page has unpaired samples');
  }
  const examples = sampleInputs.map((input, i) => ({ input, output: sampleOutputs[i] ?? '' }));
  return { ...fields, examples };
}

/** The language ids a submit form offers for the task (AtCoder shows one select per task). */
function formLanguageIds(root: HTMLElement, remoteId: string): string[] | null {
  const select =
    root.querySelector(`#select-lang-${remoteId} select[name="data.LanguageId"]`) ??
    root.querySelector('select[name="data.LanguageId"]');
  return select ? optionValues(select) : null;
}

async function fetchProblem(http: RemoteHttp, remoteId: string): Promise<RemoteProblem> {
  const taskId = checkTaskId(remoteId);
  const path = `/contests/${atcoderContestOf(taskId)}/tasks/${taskId}`;
  const response = await http.get(path);
  if (response.status === 404) throw new RemoteJudgeError('not-found', `AtCoder has no task ${taskId}`);
  if (response.status !== 200) {
    throw new RemoteJudgeError('malformed', `AtCoder answered HTTP ${response.status} for task ${taskId}`);
  }
  const root = parseHtml(response.text);
  const { timeLimitMs, memoryLimitMb } = readLimits(root.text);
  const statement = readStatement(root, http.url(path));
  return {
    remoteId: taskId,
    title: readTitle(root),
    timeLimitMs,
    memoryLimitMb,
    description: statement.description,
    input: statement.input,
    output: statement.output,
    examples: statement.examples,
    hint: statement.hint,
    source: http.url(path),
    tags: [],
    // The task page carries a submit form (with the contest's languages) for signed-in users only.
    languageIds: formLanguageIds(root, taskId),
  };
}

async function login(http: RemoteHttp, account: RemoteAccount): Promise<void> {
  const form = await http.get('/login');
  if (signedInAs(form.text).toLowerCase() === account.username.toLowerCase()) return;
  const token = csrfToken(parseHtml(form.text), 'login');
  const answer = await http.postForm('/login', {
    username: account.username,
    password: account.password,
    csrf_token: token,
  });
  if (signedInAs(answer.text).toLowerCase() === account.username.toLowerCase()) return;
  const flash = dangerFlash(parseHtml(answer.text));
  if (flash) throw new RemoteJudgeError('login', `AtCoder refused ${account.username}: ${flash}`);
  throw new RemoteJudgeError(
    'malformed',
    `AtCoder's answer to the login of ${account.username} is unreadable`,
  );
}

function requireSignedIn(response: RemoteResponse): void {
  if (pathOf(response) === '/login') {
    throw new RemoteJudgeError('login', 'AtCoder asks to sign in first (the session is not logged in)');
  }
}

/** The newest run of the task in a "My Submissions" table (newest first). */
function newestRunId(root: HTMLElement, contest: string, taskId: string): string | null {
  const detail = new RegExp(`^/contests/${contest}/submissions/(\\d+)$`);
  for (const row of root.querySelectorAll('table tbody tr')) {
    const links = row.querySelectorAll('a').map((a) => a.getAttribute('href') ?? '');
    if (!links.includes(`/contests/${contest}/tasks/${taskId}`)) continue;
    for (const href of links) {
      const match = detail.exec(href);
      if (match?.[1]) return match[1];
    }
  }
  return null;
}

async function submit(http: RemoteHttp, input: SubmitInput): Promise<{ runId: string }> {
  const taskId = checkTaskId(input.remoteId);
  const contest = atcoderContestOf(taskId);
  const form = await http.get(`/contests/${contest}/submit?taskScreenName=${taskId}`);
  requireSignedIn(form);
  if (form.status === 404) throw new RemoteJudgeError('not-found', `AtCoder has no contest ${contest}`);
  const formPage = parseHtml(form.text);
  const token = csrfToken(formPage, 'submit');
  const offered = formLanguageIds(formPage, taskId);
  if (!offered) throw new RemoteJudgeError('malformed', "AtCoder's submit page offers no languages");
  if (!offered.includes(input.languageId)) {
    throw new RemoteJudgeError(
      'rejected',
      `AtCoder does not take language ${input.languageId} for ${taskId}`,
    );
  }
  const answer = await http.postForm(`/contests/${contest}/submit`, {
    'data.TaskScreenName': taskId,
    'data.LanguageId': input.languageId,
    sourceCode: input.code,
    csrf_token: token,
  });
  requireSignedIn(answer);
  // A taken submission is redirected to "My Submissions"; a refused one back to the form with a flash.
  if (!pathOf(answer).endsWith('/submissions/me')) {
    const flash = dangerFlash(parseHtml(answer.text)) ?? `HTTP ${answer.status} at ${pathOf(answer)}`;
    const wait = /Wait for (\d+) second/.exec(flash);
    if (wait) throw new RemoteJudgeError('rate-limited', `AtCoder: ${flash}`, Number(wait[1]) * 1000);
    throw new RemoteJudgeError('rejected', `AtCoder refused the submission: ${flash}`);
  }
  const runId = newestRunId(parseHtml(answer.text), contest, taskId);
  if (!runId) throw new RemoteJudgeError('malformed', `AtCoder's "My Submissions" lists no run of ${taskId}`);
  return { runId };
}

/** The value cell beside a `<th>` of the submission's info table ("Exec Time", "Memory"). */
function infoCell(root: HTMLElement, heading: string): HTMLElement | null {
  const th = root.querySelectorAll('th').find((node) => node.text.trim() === heading);
  return th?.nextElementSibling ?? null;
}

function readCompileMessage(root: HTMLElement): string | null {
  const heading = root.querySelectorAll('h4').find((node) => node.text.trim() === 'Compile Error');
  let sibling = heading?.nextElementSibling ?? null;
  while (sibling && sibling.tagName !== 'PRE') sibling = sibling.nextElementSibling;
  return sibling ? preformattedText(sibling) : null;
}

async function poll(http: RemoteHttp, input: PollInput): Promise<RemoteVerdict> {
  const taskId = checkTaskId(input.remoteId);
  if (!/^\d+$/.test(input.runId))
    throw new RemoteJudgeError('not-found', `"${input.runId}" is no AtCoder run id`);
  const response = await http.get(`/contests/${atcoderContestOf(taskId)}/submissions/${input.runId}`);
  if (response.status === 404) throw new RemoteJudgeError('not-found', `AtCoder has no run ${input.runId}`);
  const root = parseHtml(response.text);
  const label = root.querySelector('#judge-status span.label')?.text.trim();
  if (!label) throw new RemoteJudgeError('malformed', `AtCoder's page of run ${input.runId} shows no status`);
  const status = atcoderVerdict(label);
  if (status === null) return { status, timeMs: null, memoryKb: null, compileMessage: null, raw: label };
  return {
    status,
    timeMs: readTimeMs(infoCell(root, 'Exec Time')?.text),
    memoryKb: readMemoryKb(infoCell(root, 'Memory')?.text),
    compileMessage: status === JudgeStatus.COMPILE_ERROR ? readCompileMessage(root) : null,
    raw: label,
  };
}

/** "2026-12-01 21:00:00+0900" -> a Date (AtCoder writes the offset without its colon). */
function readFixtime(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})([+-]\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}${match[3]}:${match[4]}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

async function upcomingContests(http: RemoteHttp, now: Date): Promise<OtherContest[]> {
  const response = await http.get('/contests/');
  const root = parseHtml(response.text);
  const table = root.querySelector('#contest-table-upcoming');
  if (!table) {
    // With nothing scheduled AtCoder leaves the upcoming table out but still lists recent contests.
    if (root.querySelector('#contest-table-recent')) return [];
    throw new RemoteJudgeError('malformed', "AtCoder's contests page has no contest tables");
  }
  const contests: OtherContest[] = [];
  for (const row of table.querySelectorAll('tbody tr')) {
    const cells = row.querySelectorAll('td');
    const begin = readFixtime(cells[0]?.querySelector('time')?.text ?? '');
    const link = cells[1]
      ?.querySelectorAll('a')
      .find((a) => /^\/contests\/[\w-]+$/.test(a.getAttribute('href') ?? ''));
    const duration = /^(\d+):(\d{2})$/.exec(cells[2]?.text.trim() ?? '');
    if (!begin || !link || !duration) {
      throw new RemoteJudgeError('malformed', "AtCoder's upcoming contest table has an unreadable row");
    }
    if (begin.getTime() <= now.getTime()) continue;
    const minutes = Number(duration[1]) * 60 + Number(duration[2]);
    contests.push({
      oj: 'AtCoder',
      title: link.text.trim(),
      beginTime: begin.toISOString(),
      endTime: new Date(begin.getTime() + minutes * 60_000).toISOString(),
      url: http.url(link.getAttribute('href') ?? ''),
    });
  }
  return contests.sort((a, b) => a.beginTime.localeCompare(b.beginTime));
}

export const atcoderAdapter: RemoteJudgeAdapter = {
  judge: 'AC',
  languages: ATCODER_LANGUAGES,
  // AtCoder judges most runs within seconds but queues long during contests: 3 s x 150 = 7.5 min.
  pollIntervalMs: 3000,
  maxPolls: 150,
  // AtCoder answers "Wait for N second to submit again." to an account that submits faster.
  accountIntervalMs: 10_000,
  fetchProblem,
  login,
  submit,
  poll,
  upcomingContests,
};
