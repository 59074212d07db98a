// SPOJ (https://www.spoj.com): problem pages at /problems/{CODE}/, the submit page listing the
// languages a problem accepts, a plain login form (SPOJ sets its session and autologin cookies),
// a multipart submit answered by a page holding the new run id, and a JSON status endpoint.
import type { HTMLElement } from 'node-html-parser';
import { z } from 'zod';
import { JudgeStatus, type JudgeStatusCode } from '../../contract/judge-status';
import { REMOTE_JUDGE_INFO } from '../../contract/remote-judge';
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
import type { RemoteHttp } from '../http';
import { readMemoryKb, readTimeMs } from '../text';
import { SPOJ_LANGUAGES } from './spoj-languages';

/**
 * Our status for SPOJ's words on a finished or running run ("accepted", "runtime error (SIGSEGV)",
 * "compiling.."); null while it is still being judged. SPOJ has no memory verdict: a program out
 * of memory dies with a signal and is a runtime error there. An unknown word is `malformed`.
 */
export function spojVerdict(description: string): JudgeStatusCode | null {
  const words = description.replace(/\s+/g, ' ').trim().toLowerCase();
  if (/^(waiting|compiling|running)/.test(words)) return null;
  if (words.startsWith('accepted')) return JudgeStatus.ACCEPTED;
  if (words === 'wrong answer') return JudgeStatus.WRONG_ANSWER;
  if (words === 'time limit exceeded') return JudgeStatus.TIME_LIMIT_EXCEEDED;
  if (/^runtime error( \((sigsegv|sigfpe|sigabrt|sigxfsz|sigkill|nzec|other)\))?$/.test(words)) {
    return JudgeStatus.RUNTIME_ERROR;
  }
  if (words === 'compilation error') return JudgeStatus.COMPILE_ERROR;
  if (words === 'internal error') return JudgeStatus.SYSTEM_ERROR;
  throw new RemoteJudgeError('malformed', `SPOJ showed an unknown verdict "${description.trim()}"`);
}

function checkCode(remoteId: string): string {
  if (!REMOTE_JUDGE_INFO.SPOJ.idPattern.test(remoteId)) {
    throw new RemoteJudgeError('not-found', `"${remoteId}" is not a SPOJ problem code (like TEST)`);
  }
  return remoteId;
}

/** A value of the problem's info table ("Time limit:" -> "1s"). */
function metaValue(root: HTMLElement, label: string): string | null {
  const table = root.querySelector('#problem-meta') ?? root.querySelector('table.probleminfo');
  const row = table?.querySelectorAll('tr').find((tr) => tr.querySelector('td')?.text.trim() === label);
  return row?.querySelectorAll('td')[1]?.text.trim() ?? null;
}

/** "Input:\n1 2\n\nOutput:\n3\n" (one <pre> of the Example section) -> the pair, exact lines. */
function readExample(text: string): { input: string; output: string } | null {
  const match = /^\s*Input:?[ \t]*\n([\s\S]*?)\n\s*Output:?[ \t]*\n([\s\S]*)$/.exec(text);
  if (!match) return null;
  const lines = (block: string) => `${block.replace(/\s+$/, '')}\n`;
  return { input: lines(match[1] ?? ''), output: lines(match[2] ?? '') };
}

/**
 * Splits SPOJ's free-form body at its <h3> headings: the text before the first one is the
 * description; Input, Output and Example(s) are their fields; any other section (Explanation,
 * Notes) becomes the hint under its heading. A body without Input/Output headings stays whole.
 */
function readBody(body: HTMLElement, pageUrl: string) {
  const parts: { heading: string; html: string; nodes: HTMLElement[] }[] = [
    { heading: '', html: '', nodes: [] },
  ];
  for (const node of body.childNodes) {
    if (node instanceof Object && 'tagName' in node && (node as HTMLElement).tagName === 'H3') {
      parts.push({ heading: (node as HTMLElement).text.trim(), html: '', nodes: [] });
      continue;
    }
    const current = parts[parts.length - 1];
    if (!current) continue;
    current.html += node.toString();
    if ('tagName' in node) current.nodes.push(node as HTMLElement);
  }
  const fields = { description: '', input: '', output: '', hint: '' };
  const examples: { input: string; output: string }[] = [];
  const find = (pattern: RegExp) => parts.find((part) => pattern.test(part.heading));
  const input = find(/^Input$/i);
  const output = find(/^Output$/i);
  if (!input || !output) {
    fields.description = cleanStatementHtml(body.innerHTML, pageUrl);
    return { ...fields, examples };
  }
  for (const part of parts) {
    if (part.heading === '') fields.description = cleanStatementHtml(part.html, pageUrl);
    else if (part === input) fields.input = cleanStatementHtml(part.html, pageUrl);
    else if (part === output) fields.output = cleanStatementHtml(part.html, pageUrl);
    else if (/^Examples?\s*\d*$/i.test(part.heading)) {
      const pres = part.nodes.flatMap((node) =>
        node.tagName === 'PRE' ? [node] : node.querySelectorAll('pre'),
      );
      for (const pre of pres) {
        const example = readExample(preformattedText(pre));
        if (example) examples.push(example);
      }
    } else fields.hint += `<h3>${part.heading}</h3>${cleanStatementHtml(part.html, pageUrl)}`;
  }
  return { ...fields, examples };
}

/** The language ids of the problem's submit form, which lists only the languages it accepts. */
async function submitFormLanguages(http: RemoteHttp, code: string): Promise<string[] | null> {
  const response = await http.get(`/submit/${code}/`);
  const select = parseHtml(response.text).querySelector('select[name="lang"]');
  if (response.status !== 200 || !select) return null;
  return optionValues(select);
}

async function fetchProblem(http: RemoteHttp, remoteId: string): Promise<RemoteProblem> {
  const code = checkCode(remoteId);
  const path = `/problems/${code}/`;
  const response = await http.get(path);
  // SPOJ sends an unknown code elsewhere (or answers 404) instead of a problem page.
  if (response.status === 404 || new URL(response.url).pathname !== path) {
    throw new RemoteJudgeError('not-found', `SPOJ has no problem ${code}`);
  }
  const root = parseHtml(response.text);
  const name = root.querySelector('#problem-name')?.text.trim();
  const body = root.querySelector('#problem-body');
  const timeLimit = /^([\d.]+)\s*s/.exec(metaValue(root, 'Time limit:') ?? '');
  const memoryLimit = /^(\d+)\s*MB/.exec(metaValue(root, 'Memory limit:') ?? '');
  if (!name || !body || !timeLimit || !memoryLimit) {
    throw new RemoteJudgeError('malformed', `SPOJ's page of ${code} lacks its name, body or limits`);
  }
  const title = name.startsWith(`${code} - `) ? name.slice(code.length + 3).trim() : name;
  const statement = readBody(body, http.url(path));
  const tags = root
    .querySelectorAll('#problem-tags .problem-tag')
    .map((tag) =>
      tag.childNodes
        .filter((n) => n.nodeType === 3)
        .map((n) => n.text)
        .join('')
        .trim()
        .replace(/^#/, ''),
    )
    .filter((tag) => tag !== '');
  return {
    remoteId: code,
    title,
    timeLimitMs: Math.round(Number(timeLimit[1]) * 1000),
    memoryLimitMb: Number(memoryLimit[1]),
    description: statement.description,
    input: statement.input,
    output: statement.output,
    examples: statement.examples,
    hint: statement.hint,
    source: http.url(path),
    tags,
    languageIds: await submitFormLanguages(http, code),
  };
}

function isLoginForm(root: HTMLElement): boolean {
  return root.querySelector('input[name="login_user"]') !== null;
}

async function login(http: RemoteHttp, account: RemoteAccount): Promise<void> {
  // autologin=1 makes SPOJ set its long-lived autologin cookies, so a poll much later still works.
  const answer = await http.postForm('/login/', {
    next_raw: '/',
    autologin: '1',
    login_user: account.username,
    password: account.password,
    submit: 'Log In',
  });
  if (answer.text.includes('Authentication failed!')) {
    throw new RemoteJudgeError('login', `SPOJ refused ${account.username}: Authentication failed!`);
  }
  if (parseHtml(answer.text).querySelector('a[href="/logout"]')) return;
  throw new RemoteJudgeError('malformed', `SPOJ's answer to the login of ${account.username} is unreadable`);
}

async function submit(http: RemoteHttp, input: SubmitInput): Promise<{ runId: string }> {
  const code = checkCode(input.remoteId);
  const form = new FormData();
  form.append('submit', 'Submit!');
  form.append('lang', input.languageId);
  form.append('problemcode', code);
  form.append('file', input.code);
  const answer = await http.postMultipart('/submit/complete/', form);
  const root = parseHtml(answer.text);
  if (isLoginForm(root))
    throw new RemoteJudgeError('login', 'SPOJ asks to sign in first (the session is not logged in)');
  const runId = root.querySelector('input[name="newSubmissionId"]')?.getAttribute('value');
  if (runId && /^\d+$/.test(runId)) return { runId };
  if (answer.text.includes('Wrong problem code!'))
    throw new RemoteJudgeError('not-found', `SPOJ has no problem ${code}`);
  for (const reason of ['submit in this language for this problem', 'solution is too long']) {
    if (!answer.text.includes(reason)) continue;
    const line = root.structuredText.split('\n').find((text) => text.includes(reason));
    throw new RemoteJudgeError('rejected', `SPOJ refused the submission: ${(line ?? reason).trim()}`);
  }
  throw new RemoteJudgeError('malformed', "SPOJ's answer to the submission holds no run id");
}

/** One run of the status endpoint's answer (its other fields are ignored). */
const statusRow = z.object({
  id: z.union([z.number(), z.string()]),
  status_description: z.string(),
  time: z.string(),
  mem: z.string(),
  final: z.union([z.string(), z.number()]),
});

/** The verdict words without the links SPOJ puts beside them ("edit", "ideone it"). */
function descriptionWords(html: string): string {
  const root = parseHtml(html);
  for (const link of root.querySelectorAll('a')) link.remove();
  return root.text.replace(/\s+/g, ' ').trim();
}

async function readCompileMessage(http: RemoteHttp, runId: string): Promise<string | null> {
  const response = await http.get(`/error/${runId}`);
  if (response.status !== 200) return null;
  const root = parseHtml(response.text);
  const pre = root.querySelector('div[align="left"] pre') ?? root.querySelector('pre');
  return pre ? preformattedText(pre) : null;
}

async function poll(http: RemoteHttp, input: PollInput): Promise<RemoteVerdict> {
  if (!/^\d+$/.test(input.runId))
    throw new RemoteJudgeError('not-found', `"${input.runId}" is no SPOJ run id`);
  const response = await http.postForm('/status/ajax=1,ajaxdiff=1', { ids: input.runId });
  let rows: z.infer<typeof statusRow>[];
  try {
    rows = z.array(statusRow).parse(JSON.parse(response.text));
  } catch {
    throw new RemoteJudgeError('malformed', `SPOJ's status answer for run ${input.runId} is unreadable`);
  }
  const row = rows.find((r) => String(r.id) === input.runId);
  if (!row) throw new RemoteJudgeError('not-found', `SPOJ has no run ${input.runId}`);
  const raw = descriptionWords(row.status_description);
  if (String(row.final) !== '1')
    return { status: null, timeMs: null, memoryKb: null, compileMessage: null, raw };
  const status = spojVerdict(raw);
  if (status === null) return { status, timeMs: null, memoryKb: null, compileMessage: null, raw };
  return {
    status,
    timeMs: readTimeMs(row.time, 's'),
    memoryKb: readMemoryKb(row.mem),
    compileMessage: status === JudgeStatus.COMPILE_ERROR ? await readCompileMessage(http, input.runId) : null,
    raw,
  };
}

export const spojAdapter: RemoteJudgeAdapter = {
  judge: 'SPOJ',
  languages: SPOJ_LANGUAGES,
  // SPOJ's queue is slow at times: 3 s x 150 = 7.5 min.
  pollIntervalMs: 3000,
  maxPolls: 150,
  accountIntervalMs: 5000,
  fetchProblem,
  login,
  submit,
  poll,
};
