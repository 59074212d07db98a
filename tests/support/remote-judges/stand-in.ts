// What every remote judge stand-in shares: its options, the convention that picks a verdict from
// the submitted code, and a tiny loopback HTTP server with the behaviours a real judge shows when
// it is down, slow, rate-limiting or serving a page we cannot read.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JudgeStatus } from '../../../contract/judge-status';
import type { RemoteJudge } from '../../../contract/remote-judge';

/** Our status names; a stand-in answers each in its judge's own words. */
export type ExpectedVerdict = keyof typeof JudgeStatus;

/**
 * The verdict a submission gets: the code names it in a comment `expect: WRONG_ANSWER` (any of
 * JudgeStatus' names that the judge can give); Accepted otherwise.
 */
export function expectedVerdict(code: string): ExpectedVerdict {
  const match = /expect:\s*([A-Z_]+)/.exec(code);
  return (match?.[1] as ExpectedVerdict | undefined) ?? 'ACCEPTED';
}

/**
 * - `normal`: answers as the real site does;
 * - `down`: every request gets 502 (the judge is down);
 * - `slow`: every request waits `slowMs` before answering (a judge that times out);
 * - `malformed`: pages come back as an unrelated HTML page (a layout we cannot read);
 * - `rate-limited`: every request gets the judge's "too many requests" answer (429 with Retry-After: 1);
 * - `never-judges`: everything works but runs stay in the queue for ever.
 */
export type StandInBehaviour = 'normal' | 'down' | 'slow' | 'malformed' | 'rate-limited' | 'never-judges';

export interface StandInProblem {
  /** The judge's own id. */
  remoteId: string;
  title: string;
  timeLimitMs: number;
  memoryLimitMb: number;
  /** HTML. */
  description: string;
  input: string;
  output: string;
  examples: { input: string; output: string }[];
  hint: string;
  tags?: string[];
}

export interface StandInAccount {
  username: string;
  password: string;
}

export interface StandInOptions {
  /** Accounts that can log in; default one: judgebot / secret. */
  accounts?: StandInAccount[];
  /** Problems served; default an A+B problem under the judge's example id (REMOTE_JUDGE_INFO.idExample). */
  problems?: StandInProblem[];
  /** How many status reads a run stays queued/testing before its verdict shows; default 1. */
  pendingPolls?: number;
  behaviour?: StandInBehaviour;
  /** For `slow`; default 30 s. */
  slowMs?: number;
  /** Loopback port to listen on; a free one when absent (tests). The rehearsal CLI fixes them. */
  port?: number;
}

export interface StandInSubmission {
  runId: string;
  username: string;
  remoteId: string;
  languageId: string;
  code: string;
  /** Status reads so far. */
  polls: number;
}

export interface StandIn {
  judge: RemoteJudge;
  /** The origin to point the platform at (REMOTE_JUDGE_URLS) or an adapter's RemoteHttp. */
  url: string;
  readonly submissions: StandInSubmission[];
  /** Successful and failed logins, in order. */
  readonly logins: { username: string; ok: boolean }[];
  setBehaviour(behaviour: StandInBehaviour): void;
  close(): Promise<void>;
}

export const DEFAULT_ACCOUNT: StandInAccount = { username: 'judgebot', password: 'secret' };

export function aPlusBProblem(remoteId: string): StandInProblem {
  return {
    remoteId,
    title: 'A+B Problem',
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    description: '<p>Calculate <i>a</i> + <i>b</i>.</p>',
    input: '<p>Two integers <i>a</i> and <i>b</i> (0 ≤ <i>a</i>, <i>b</i> ≤ 10<sup>3</sup>).</p>',
    output: '<p>Output <i>a</i> + <i>b</i>.</p>',
    examples: [
      { input: '1 2\n', output: '3\n' },
      { input: '10 20\n', output: '30\n' },
    ],
    hint: '<p>Use 64-bit integers if in doubt.</p>',
    tags: ['math', 'implementation'],
  };
}

export interface StandInRequest {
  method: string;
  /** Path with the query string. */
  url: URL;
  headers: IncomingMessage['headers'];
  /** The raw body (form posts, multipart). */
  body: Buffer;
  /** A urlencoded body's fields (empty for other bodies). */
  form: URLSearchParams;
  /** Cookies sent. */
  cookies: Record<string, string>;
}

export interface StandInReply {
  status?: number;
  headers?: Record<string, string | string[]>;
  /** Text is sent as UTF-8; bytes as they are (HDU and POJ serve GBK). */
  body?: string | Uint8Array;
}

export type StandInHandler = (request: StandInRequest) => StandInReply | Promise<StandInReply>;

const MALFORMED_PAGE =
  '<!DOCTYPE html><html><head><title>Maintenance</title></head><body><div class="notice">We are moving servers. Back soon.</div></body></html>';

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return cookies;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Serves `handler` on 127.0.0.1 (a free port), applying the behaviour switch in front of it.
 * Open sockets are destroyed on close so a test never waits on a slow answer.
 */
export async function serveStandIn(
  handler: StandInHandler,
  state: { behaviour: StandInBehaviour; slowMs: number },
  port = 0,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const body = await readBody(req);
      if (state.behaviour === 'down') {
        res
          .writeHead(502, { 'Content-Type': 'text/html' })
          .end('<html><body><h1>502 Bad Gateway</h1></body></html>');
        return;
      }
      if (state.behaviour === 'rate-limited') {
        res
          .writeHead(429, { 'Content-Type': 'text/html', 'Retry-After': '1' })
          .end('<html><body><h1>429 Too Many Requests</h1></body></html>');
        return;
      }
      if (state.behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, state.slowMs));
      if (state.behaviour === 'malformed') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(MALFORMED_PAGE);
        return;
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const contentType = req.headers['content-type'] ?? '';
      const form = contentType.startsWith('application/x-www-form-urlencoded')
        ? new URLSearchParams(body.toString('utf8'))
        : new URLSearchParams();
      const reply = await handler({
        method: req.method ?? 'GET',
        url,
        headers: req.headers,
        body,
        form,
        cookies: parseCookies(req.headers.cookie),
      });
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'text/html; charset=utf-8', ...reply.headers });
      res.end(reply.body ?? '');
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    }
  });
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
