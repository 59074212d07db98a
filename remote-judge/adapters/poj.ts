// POJ (poj.org): a Java site serving GBK pages, no API. Problems are read from /problem, the
// session is a JSESSIONID cookie, submissions go through the submit form (source in base64 with
// encoded=1) and verdicts are read from the public status table filtered by the account.
import type { HTMLElement } from 'node-html-parser';
import { JudgeStatus, type JudgeStatusCode } from '../../contract/judge-status';
import { REMOTE_JUDGE_INFO } from '../../contract/remote-judge';
import {
  type RemoteAccount,
  type RemoteJudgeAdapter,
  RemoteJudgeError,
  type RemoteLanguage,
  type RemoteProblem,
  type RemoteVerdict,
} from '../adapter';
import { cleanStatementHtml, parseHtml, preformattedText } from '../html';
import type { RemoteHttp, RemoteResponse } from '../http';
import {
  base64Utf8,
  cellText,
  firstPreText,
  kilobytesToMb,
  memoryCellKb,
  newRunId,
  statusTableRows,
  timeCellMs,
} from './hdu-poj-pages';

/** POJ's submit form ids (HOJ's POJJudge.getLanguage and its seed languages). */
export const POJ_LANGUAGES: readonly RemoteLanguage[] = [
  { name: 'G++', remoteId: '0', contentType: 'text/x-c++src' },
  { name: 'GCC', remoteId: '1', contentType: 'text/x-csrc' },
  { name: 'Java', remoteId: '2', contentType: 'text/x-java' },
  { name: 'Pascal', remoteId: '3', contentType: 'text/x-pascal' },
  { name: 'C++', remoteId: '4', contentType: 'text/x-c++src' },
  { name: 'C', remoteId: '5', contentType: 'text/x-csrc' },
  { name: 'Fortran', remoteId: '6', contentType: 'text/x-fortran' },
];

/**
 * Every result POJ's status table shows, in its words; null while the run is still judged.
 * Output Limit Exceeded is a Runtime Error for us, as HOJ maps it (we have no OLE status).
 * Validator Error is POJ's checker failing, not the submission: a System Error.
 */
const POJ_VERDICTS: Readonly<Record<string, JudgeStatusCode | null>> = {
  Waiting: null,
  Compiling: null,
  'Running & Judging': null,
  Accepted: JudgeStatus.ACCEPTED,
  'Presentation Error': JudgeStatus.PRESENTATION_ERROR,
  'Time Limit Exceeded': JudgeStatus.TIME_LIMIT_EXCEEDED,
  'Memory Limit Exceeded': JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  'Wrong Answer': JudgeStatus.WRONG_ANSWER,
  'Runtime Error': JudgeStatus.RUNTIME_ERROR,
  'Output Limit Exceeded': JudgeStatus.RUNTIME_ERROR,
  'Compile Error': JudgeStatus.COMPILE_ERROR,
  'System Error': JudgeStatus.SYSTEM_ERROR,
  'Validator Error': JudgeStatus.SYSTEM_ERROR,
};

/** Our status for POJ's words; null while judging; an unknown word is `malformed`, never a guess. */
export function pojVerdictStatus(raw: string): JudgeStatusCode | null {
  const words = raw.replace(/\s+/g, ' ').trim();
  if (!Object.hasOwn(POJ_VERDICTS, words)) {
    throw new RemoteJudgeError('malformed', `POJ shows a result we do not know: "${words}"`);
  }
  return POJ_VERDICTS[words] ?? null;
}

const STATUS_COLUMNS = ['Run ID', 'User', 'Result', 'Memory', 'Time'] as const;

function assertProblemId(remoteId: string): void {
  if (!REMOTE_JUDGE_INFO.POJ.idPattern.test(remoteId)) {
    throw new RemoteJudgeError('not-found', `"${remoteId}" is not a POJ problem id`);
  }
}

function limit(text: string, label: string, unit: string): number {
  const match = new RegExp(`${label}:\\s*(\\d+)\\s*${unit}`).exec(text);
  if (!match) throw new RemoteJudgeError('malformed', `POJ's problem page shows no ${label}`);
  return Number(match[1]);
}

/** The sections of a problem page: each `p.pst` title and the element after it, in page order. */
function sections(root: HTMLElement): { title: string; content: HTMLElement }[] {
  const found: { title: string; content: HTMLElement }[] = [];
  for (const title of root.querySelectorAll('p.pst')) {
    const content = title.nextElementSibling;
    if (content) found.push({ title: title.text.trim(), content });
  }
  return found;
}

async function fetchProblem(http: RemoteHttp, remoteId: string): Promise<RemoteProblem> {
  assertProblemId(remoteId);
  const path = `/problem?id=${remoteId}`;
  const pageUrl = http.url(path);
  const page = await http.get(path);
  const root = parseHtml(page.text);
  if (page.status === 404 || root.text.includes('Can not find problem')) {
    throw new RemoteJudgeError('not-found', `POJ has no problem ${remoteId}`);
  }
  const title = root.querySelector('div.ptt')?.text.trim();
  const all = sections(root);
  const section = (name: string) => all.find((s) => s.title === name)?.content;
  const description = section('Description');
  if (!title || !description) {
    throw new RemoteJudgeError('malformed', `POJ's page of problem ${remoteId} has no title or description`);
  }
  const html = (name: string) => {
    const content = section(name);
    return content ? cleanStatementHtml(content.innerHTML, pageUrl) : '';
  };
  // A few problems print several sample pairs; they are paired in page order.
  const inputs = all.filter((s) => s.title === 'Sample Input').map((s) => preformattedText(s.content));
  const outputs = all.filter((s) => s.title === 'Sample Output').map((s) => preformattedText(s.content));
  const examples = inputs.map((input, i) => ({ input, output: outputs[i] ?? '' }));
  const limits = root.querySelector('div.plm')?.text ?? root.text;
  return {
    remoteId,
    title,
    timeLimitMs: limit(limits, 'Time Limit', 'MS'),
    memoryLimitMb: kilobytesToMb(limit(limits, 'Memory Limit', 'K')),
    description: cleanStatementHtml(description.innerHTML, pageUrl),
    input: html('Input'),
    output: html('Output'),
    examples,
    hint: html('Hint'),
    source: pageUrl,
    tags: [],
    languageIds: null,
  };
}

/** A page offering POJ's login form (its answer to a logged-out submit). */
function showsLoginForm(page: RemoteResponse): boolean {
  return parseHtml(page.text).querySelector('input[name=password1]') !== null;
}

/** The reasons POJ lists on its "Error Occurred" page. */
function listedErrors(page: RemoteResponse): string[] {
  return parseHtml(page.text)
    .querySelectorAll('li')
    .map((li) => cellText(li))
    .filter((text) => text !== '');
}

async function login(http: RemoteHttp, account: RemoteAccount): Promise<void> {
  // `url` is where POJ sends the browser after signing in: its home page, which then shows the
  // account's name and "Log Out" (how HOJ checks the login too).
  const page = await http.postForm('/login', {
    user_id1: account.username,
    password1: account.password,
    B1: 'login',
    url: '/',
  });
  if (page.text.includes('Log Out') && page.text.includes(account.username)) return;
  const errors = listedErrors(page);
  if (errors.length === 0 && !showsLoginForm(page)) {
    throw new RemoteJudgeError('malformed', 'POJ answered the login with a page we cannot read');
  }
  const reason = errors.join(' ') || 'POJ did not sign the account in';
  throw new RemoteJudgeError('login', `POJ refused ${account.username}: ${reason}`);
}

function statusPath(query: Record<string, string>): string {
  return `/status?${new URLSearchParams(query).toString()}`;
}

async function latestRunId(http: RemoteHttp, username: string, remoteId: string): Promise<number | null> {
  const page = await http.get(
    statusPath({ problem_id: remoteId, user_id: username, result: '', language: '' }),
  );
  const first = statusTableRows(parseHtml(page.text), STATUS_COLUMNS, 'POJ')[0]?.['Run ID'];
  return first ? Number(cellText(first)) : null;
}

async function submit(
  http: RemoteHttp,
  input: { account: RemoteAccount; remoteId: string; languageId: string; code: string },
): Promise<{ runId: string }> {
  assertProblemId(input.remoteId);
  if (!POJ_LANGUAGES.some((language) => language.remoteId === input.languageId)) {
    throw new RemoteJudgeError('rejected', `POJ has no language ${input.languageId}`);
  }
  const before = await latestRunId(http, input.account.username, input.remoteId);
  const page = await http.postForm('/submit', {
    problem_id: input.remoteId,
    language: input.languageId,
    // POJ's form sends the source in base64 with encoded=1, so no character is lost to GBK.
    source: base64Utf8(input.code),
    submit: 'Submit',
    encoded: '1',
  });
  if (new URL(page.url).pathname !== '/status') {
    if (showsLoginForm(page) && !page.text.includes('Log Out')) {
      throw new RemoteJudgeError('login', 'POJ asks to log in before submitting');
    }
    const errors = listedErrors(page);
    if (errors.length > 0)
      throw new RemoteJudgeError('rejected', `POJ refused the code: ${errors.join(' ')}`);
    throw new RemoteJudgeError('malformed', 'POJ answered the submission with a page we cannot read');
  }
  const runId = await newRunId(
    () => latestRunId(http, input.account.username, input.remoteId),
    before,
    'POJ',
  );
  return { runId };
}

async function poll(
  http: RemoteHttp,
  input: { account: RemoteAccount; remoteId: string; runId: string },
): Promise<RemoteVerdict> {
  if (!/^\d{1,15}$/.test(input.runId))
    throw new RemoteJudgeError('not-found', `"${input.runId}" is not a POJ run id`);
  // `top` lists the runs below it, so top = runId + 1 puts this run first.
  const top = String(Number(input.runId) + 1);
  const page = await http.get(statusPath({ top, user_id: input.account.username }));
  const rows = statusTableRows(parseHtml(page.text), STATUS_COLUMNS, 'POJ');
  const row = rows.find((r) => cellText(r['Run ID'] as HTMLElement) === input.runId);
  if (!row)
    throw new RemoteJudgeError('not-found', `POJ lists no run ${input.runId} of ${input.account.username}`);
  const raw = cellText(row.Result as HTMLElement);
  const status = pojVerdictStatus(raw);
  if (status === null) return { status: null, timeMs: null, memoryKb: null, compileMessage: null, raw };
  if (status === JudgeStatus.COMPILE_ERROR) {
    const message = firstPreText((await http.get(`/showcompileinfo?solution_id=${input.runId}`)).text);
    return { status, timeMs: null, memoryKb: null, compileMessage: message, raw };
  }
  return {
    status,
    timeMs: timeCellMs(row.Time),
    memoryKb: memoryCellKb(row.Memory),
    compileMessage: null,
    raw,
  };
}

export const pojAdapter: RemoteJudgeAdapter = {
  judge: 'POJ',
  languages: POJ_LANGUAGES,
  // HOJ reads every 2.5 s; up to 6 minutes before Submitted Failed.
  pollIntervalMs: 3000,
  maxPolls: 120,
  accountIntervalMs: 5000,
  fetchProblem,
  login,
  submit,
  poll,
};
