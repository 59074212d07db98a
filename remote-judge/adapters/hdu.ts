// HDU (acm.hdu.edu.cn): a PHP site serving GBK pages, no API. Problems are read from
// showproblem.php, the session is PHP's PHPSESSID cookie, submissions go through the submit
// form and verdicts are read from the public status table filtered by the account.
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
  cellText,
  firstPreText,
  kilobytesToMb,
  memoryCellKb,
  newRunId,
  statusTableRows,
  timeCellMs,
} from './hdu-poj-pages';

/** HDU's submit form ids (HOJ's HDUJudge.getLanguage and its seed languages). */
export const HDU_LANGUAGES: readonly RemoteLanguage[] = [
  { name: 'G++', remoteId: '0', contentType: 'text/x-c++src' },
  { name: 'GCC', remoteId: '1', contentType: 'text/x-csrc' },
  { name: 'C++', remoteId: '2', contentType: 'text/x-c++src' },
  { name: 'C', remoteId: '3', contentType: 'text/x-csrc' },
  { name: 'Pascal', remoteId: '4', contentType: 'text/x-pascal' },
  { name: 'Java', remoteId: '5', contentType: 'text/x-java' },
  { name: 'C#', remoteId: '6', contentType: 'text/x-csharp' },
];

/**
 * Every verdict HDU's status table shows, in its words; null while the run is still judged.
 * Output Limit Exceeded is a Runtime Error for us, as HOJ maps it (we have no OLE status).
 * Runtime Error comes with its cause (`Runtime Error (ACCESS_VIOLATION)`), read by its prefix.
 */
const HDU_VERDICTS: Readonly<Record<string, JudgeStatusCode | null>> = {
  Submitted: null,
  Queuing: null,
  Compiling: null,
  Running: null,
  Accepted: JudgeStatus.ACCEPTED,
  'Wrong Answer': JudgeStatus.WRONG_ANSWER,
  'Presentation Error': JudgeStatus.PRESENTATION_ERROR,
  'Time Limit Exceeded': JudgeStatus.TIME_LIMIT_EXCEEDED,
  'Memory Limit Exceeded': JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  'Output Limit Exceeded': JudgeStatus.RUNTIME_ERROR,
  'Runtime Error': JudgeStatus.RUNTIME_ERROR,
  'Compilation Error': JudgeStatus.COMPILE_ERROR,
  'System Error': JudgeStatus.SYSTEM_ERROR,
};

/** Our status for HDU's words; null while judging; an unknown word is `malformed`, never a guess. */
export function hduVerdictStatus(raw: string): JudgeStatusCode | null {
  const words = raw.replace(/\s+/g, ' ').trim();
  const key = /^Runtime Error\b/.test(words) ? 'Runtime Error' : words;
  if (!Object.hasOwn(HDU_VERDICTS, key)) {
    throw new RemoteJudgeError('malformed', `HDU shows a verdict we do not know: "${words}"`);
  }
  return HDU_VERDICTS[key] ?? null;
}

/** HDU's submit page refuses a second submission within a few seconds with this sentence. */
const TOO_FREQUENT = "Please don't re-submit";
/** HOJ waits this long before submitting again after HDU's refusal. */
const RESUBMIT_WAIT_MS = 5000;

const STATUS_COLUMNS = ['Run ID', 'Judge Status', 'Exe.Time', 'Exe.Memory', 'Author'] as const;

function problemPath(remoteId: string): string {
  return `/showproblem.php?pid=${remoteId}`;
}

function statusPath(query: { first: string; pid: string; user: string }): string {
  const params = new URLSearchParams({ ...query, lang: '0', status: '0' });
  return `/status.php?${params.toString()}`;
}

function assertProblemId(remoteId: string): void {
  if (!REMOTE_JUDGE_INFO.HDU.idPattern.test(remoteId)) {
    throw new RemoteJudgeError('not-found', `"${remoteId}" is not an HDU problem id`);
  }
}

/** Both figures are shown as `Java/Others`; the second is the limit of C, C++ and the rest. */
function othersFigure(text: string, label: string, unit: string): number {
  const match = new RegExp(`${label}:\\s*(\\d+)\\s*/\\s*(\\d+)\\s*${unit}`).exec(text);
  if (!match) throw new RemoteJudgeError('malformed', `HDU's problem page shows no ${label}`);
  return Number(match[2]);
}

/** The panels of a problem page (`Problem Description`, `Input`, ...), by title. */
function panels(root: HTMLElement) {
  const byTitle = new Map<string, HTMLElement>();
  for (const title of root.querySelectorAll('div.panel_title')) {
    const content = title.nextElementSibling;
    if (content?.classList.contains('panel_content')) byTitle.set(title.text.trim(), content);
  }
  return byTitle;
}

/**
 * HDU prints a sample inside `<pre><div style="font-family:Courier New...">...</div></pre>` and
 * puts the hint in a dashed box after the sample output, in the same `pre`.
 */
function sampleAndHint(panel: HTMLElement | undefined, pageUrl: string) {
  if (!panel) return { sample: null, hint: '' };
  const boxes = panel.querySelectorAll('pre > div');
  const hintHeading = panel.querySelectorAll('i').find((i) => i.text.trim() === 'Hint');
  const hintBox = hintHeading?.parentNode?.parentNode;
  let hint = '';
  if (hintHeading?.parentNode && hintBox) {
    hintHeading.parentNode.remove();
    hint = cleanStatementHtml(hintBox.innerHTML, pageUrl);
  }
  const sampleBox = boxes.find((box) => box !== hintBox);
  const pre = panel.querySelector('pre');
  const sample = sampleBox ? preformattedText(sampleBox) : pre ? preformattedText(pre) : null;
  return { sample, hint };
}

async function fetchProblem(http: RemoteHttp, remoteId: string): Promise<RemoteProblem> {
  assertProblemId(remoteId);
  const path = problemPath(remoteId);
  const pageUrl = http.url(path);
  const page = await http.get(path);
  const root = parseHtml(page.text);
  if (page.status === 404 || root.text.includes('No such problem')) {
    throw new RemoteJudgeError('not-found', `HDU has no problem ${remoteId}`);
  }
  const heading = root.querySelectorAll('h1').find((h1) => /1A5CC8/i.test(h1.getAttribute('style') ?? ''));
  const byTitle = panels(root);
  const description = byTitle.get('Problem Description');
  if (!heading || !description) {
    throw new RemoteJudgeError('malformed', `HDU's page of problem ${remoteId} has no title or description`);
  }
  const input = byTitle.get('Input');
  const output = byTitle.get('Output');
  const sampleInput = sampleAndHint(byTitle.get('Sample Input'), pageUrl);
  const sampleOutput = sampleAndHint(byTitle.get('Sample Output'), pageUrl);
  const examples =
    sampleInput.sample !== null || sampleOutput.sample !== null
      ? [{ input: sampleInput.sample ?? '', output: sampleOutput.sample ?? '' }]
      : [];
  return {
    remoteId,
    title: heading.text.trim(),
    timeLimitMs: othersFigure(root.text, 'Time Limit', 'MS'),
    memoryLimitMb: kilobytesToMb(othersFigure(root.text, 'Memory Limit', 'K')),
    description: cleanStatementHtml(description.innerHTML, pageUrl),
    input: input ? cleanStatementHtml(input.innerHTML, pageUrl) : '',
    output: output ? cleanStatementHtml(output.innerHTML, pageUrl) : '',
    examples,
    hint: sampleOutput.hint || sampleInput.hint,
    source: pageUrl,
    tags: [],
    languageIds: null,
  };
}

/** A page that asks to sign in (HDU answers a logged-out submit with its login form). */
function showsLoginForm(page: RemoteResponse): boolean {
  return parseHtml(page.text).querySelector('input[name=userpass]') !== null;
}

async function login(http: RemoteHttp, account: RemoteAccount): Promise<void> {
  // A visit first: PHP starts the session (PHPSESSID) there, and signing in binds that session.
  await http.get('/userloginex.php');
  const page = await http.postForm('/userloginex.php?action=login', {
    username: account.username,
    userpass: account.password,
    login: 'Sign In',
  });
  if (page.text.includes('Sign Out')) return;
  if (!showsLoginForm(page)) {
    throw new RemoteJudgeError('malformed', 'HDU answered the login with a page we cannot read');
  }
  const reason =
    /No such user or wrong password[^<]*/i.exec(page.text)?.[0] ?? 'HDU did not sign the account in';
  throw new RemoteJudgeError('login', `HDU refused ${account.username}: ${reason.trim()}`);
}

async function latestRunId(http: RemoteHttp, username: string, remoteId: string): Promise<number | null> {
  const page = await http.get(statusPath({ first: '', pid: remoteId, user: username }));
  const rows = statusTableRows(parseHtml(page.text), STATUS_COLUMNS, 'HDU');
  const first = rows[0]?.['Run ID'];
  return first ? Number(cellText(first)) : null;
}

/** The errors HDU lists on its submit page (`One or more following ERROR(s) occurred.`). */
function listedErrors(page: RemoteResponse): string[] {
  return parseHtml(page.text)
    .querySelectorAll('li')
    .map((li) => cellText(li))
    .filter((text) => text !== '');
}

async function submit(
  http: RemoteHttp,
  input: { account: RemoteAccount; remoteId: string; languageId: string; code: string },
): Promise<{ runId: string }> {
  assertProblemId(input.remoteId);
  if (!HDU_LANGUAGES.some((language) => language.remoteId === input.languageId)) {
    throw new RemoteJudgeError('rejected', `HDU has no language ${input.languageId}`);
  }
  const before = await latestRunId(http, input.account.username, input.remoteId);
  const page = await http.postForm('/submit.php?action=submit', {
    check: '0',
    problemid: input.remoteId,
    language: input.languageId,
    // HDU's form script fills this hidden field with base64(encodeURIComponent(code)) and the
    // server url-decodes it, so any character survives the GBK form encoding.
    _usercode: btoa(encodeURIComponent(input.code)),
  });
  if (new URL(page.url).pathname !== '/status.php') {
    if (showsLoginForm(page)) throw new RemoteJudgeError('login', 'HDU asks to sign in before submitting');
    if (page.text.includes(TOO_FREQUENT)) {
      throw new RemoteJudgeError(
        'rate-limited',
        'HDU refuses submissions this close together',
        RESUBMIT_WAIT_MS,
      );
    }
    const errors = listedErrors(page);
    if (errors.length > 0)
      throw new RemoteJudgeError('rejected', `HDU refused the code: ${errors.join(' ')}`);
    throw new RemoteJudgeError('malformed', 'HDU answered the submission with a page we cannot read');
  }
  const runId = await newRunId(
    () => latestRunId(http, input.account.username, input.remoteId),
    before,
    'HDU',
  );
  return { runId };
}

async function compileMessage(http: RemoteHttp, runId: string): Promise<string | null> {
  const page = await http.get(`/viewerror.php?rid=${runId}`);
  return firstPreText(page.text);
}

async function poll(
  http: RemoteHttp,
  input: { account: RemoteAccount; remoteId: string; runId: string },
): Promise<RemoteVerdict> {
  if (!/^\d{1,15}$/.test(input.runId))
    throw new RemoteJudgeError('not-found', `"${input.runId}" is not an HDU run id`);
  // `first` lists the account's runs from this one down, so it is the first row when it exists.
  const page = await http.get(statusPath({ first: input.runId, pid: '', user: input.account.username }));
  const rows = statusTableRows(parseHtml(page.text), STATUS_COLUMNS, 'HDU');
  const row = rows.find((r) => cellText(r['Run ID'] as HTMLElement) === input.runId);
  if (!row)
    throw new RemoteJudgeError('not-found', `HDU lists no run ${input.runId} of ${input.account.username}`);
  const raw = cellText(row['Judge Status'] as HTMLElement);
  const status = hduVerdictStatus(raw);
  if (status === null) return { status: null, timeMs: null, memoryKb: null, compileMessage: null, raw };
  if (status === JudgeStatus.COMPILE_ERROR) {
    return {
      status,
      timeMs: null,
      memoryKb: null,
      compileMessage: await compileMessage(http, input.runId),
      raw,
    };
  }
  return {
    status,
    timeMs: timeCellMs(row['Exe.Time']),
    memoryKb: memoryCellKb(row['Exe.Memory']),
    compileMessage: null,
    raw,
  };
}

export const hduAdapter: RemoteJudgeAdapter = {
  judge: 'HDU',
  languages: HDU_LANGUAGES,
  // HOJ reads every 2.5 s; HDU's queue can be long, so up to 6 minutes before Submitted Failed.
  pollIntervalMs: 3000,
  maxPolls: 120,
  // HDU refuses a second submission of an account within about 5 s.
  accountIntervalMs: 6000,
  fetchProblem,
  login,
  submit,
  poll,
};
