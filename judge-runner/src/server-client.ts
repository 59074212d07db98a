// The runner's calls to the judge platform: `/api/judge-server/*` with the runner token. Every
// response is the `{status, data, msg}` envelope.
//
// Posts go through node:http with a keep-alive agent rather than fetch: a runner posts a result
// (and leases its next job) for every submission, and fetch's WHATWG layers (Request, Headers,
// web streams, the abort plumbing) cost two to three times the CPU of the request itself.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { RUNNER_AUTH_SCHEME } from '../../contract/runner/protocol';
import type { RunnerLog } from './log';

export class ServerError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ServerError';
  }

  /** Bad input or a refused token will not get better by trying again. */
  get permanent(): boolean {
    return (
      this.httpStatus >= 400 && this.httpStatus < 500 && this.httpStatus !== 408 && this.httpStatus !== 429
    );
  }
}

/**
 * Resolves after `ms`, or at once when `signal` aborts. The abort listener goes when the timer
 * fires: a remote job sleeps between hundreds of polls on one signal.
 */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** A request with no answer for this long is given up (fetch's own limit before this client). */
const REQUEST_TIMEOUT_MS = 300_000;
/**
 * How long an idle connection is kept for the next request. A server that announces a shorter
 * keep-alive (Node's says 5 s) is believed, less a second, so the runner never sends on a
 * connection the server is closing.
 */
const IDLE_CONNECTION_MS = 30_000;

/** A failure of a request written to a kept connection the server closed meanwhile. */
function closedWhileIdle(error: NodeJS.ErrnoException, reusedSocket: boolean): boolean {
  return reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
}

export class ServerClient {
  private readonly base: URL;
  /** The host without an IPv6 address's brackets, as http.request takes it. */
  private readonly hostname: string;
  private readonly pathPrefix: string;
  private readonly agent: HttpAgent;
  private readonly send: typeof httpRequest;
  private readonly authorization: string;

  constructor(
    readonly baseUrl: string,
    private readonly token: string,
    private readonly log: RunnerLog,
  ) {
    this.base = new URL(baseUrl);
    this.hostname = this.base.hostname.replace(/^\[(.*)\]$/, '$1');
    this.pathPrefix = this.base.pathname.replace(/\/$/, '');
    const secure = this.base.protocol === 'https:';
    const agentOptions = { keepAlive: true, timeout: IDLE_CONNECTION_MS };
    this.agent = secure ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
    this.send = secure ? httpsRequest : httpRequest;
    this.authorization = `${RUNNER_AUTH_SCHEME} ${this.token}`;
  }

  private headers(json: boolean): Record<string, string> {
    return {
      Authorization: this.authorization,
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    };
  }

  async post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
    const answer = await this.exchange(path, Buffer.from(JSON.stringify(body), 'utf8'), signal, true);
    let envelope: { status?: number; data?: T; msg?: string };
    try {
      envelope = JSON.parse(answer.text);
    } catch {
      throw new ServerError(`${path}: HTTP ${answer.status} without a JSON body`, answer.status);
    }
    if (answer.status < 200 || answer.status > 299 || envelope.status !== 200) {
      throw new ServerError(`${path}: ${envelope.msg ?? `HTTP ${answer.status}`}`, answer.status);
    }
    return envelope.data as T;
  }

  /**
   * One POST and its whole answer. A request written to a kept connection that the server closed
   * meanwhile never reached it, and is sent once more on a new connection.
   */
  private exchange(
    path: string,
    payload: Buffer,
    signal: AbortSignal | undefined,
    againIfClosed: boolean,
  ): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const request = this.send(
        {
          protocol: this.base.protocol,
          hostname: this.hostname,
          port: this.base.port,
          path: `${this.pathPrefix}/api/judge-server/${path}`,
          method: 'POST',
          agent: this.agent,
          signal,
          headers: { ...this.headers(true), 'Content-Length': String(payload.length) },
        },
        (response: IncomingMessage) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      request.setTimeout(REQUEST_TIMEOUT_MS, () =>
        request.destroy(new Error(`${path}: no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (againIfClosed && closedWhileIdle(error, request.reusedSocket))
          resolve(this.exchange(path, payload, signal, false));
        else reject(error);
      });
      request.end(payload);
    });
  }

  /**
   * Posts until the server answers, backing off up to `maxMs` in all; results must not be lost to
   * a server restart. Permanent refusals (4xx) are thrown at once.
   */
  async postReliably<T>(path: string, body: unknown, maxMs = 120_000, signal?: AbortSignal): Promise<T> {
    const deadline = Date.now() + maxMs;
    let delay = 250;
    for (;;) {
      try {
        return await this.post<T>(path, body, signal);
      } catch (error) {
        if (
          (error instanceof ServerError && error.permanent) ||
          signal?.aborted ||
          Date.now() + delay > deadline
        ) {
          throw error;
        }
        this.log.warn(`${path} failed, retrying in ${delay} ms`, { error: String(error) });
        await sleep(delay, signal);
        delay = Math.min(delay * 2, 8000);
      }
    }
  }

  /** A test data file, streamed. */
  async fetchTestcase(hash: string, signal?: AbortSignal): Promise<Response> {
    const response = await fetch(`${this.baseUrl}/api/judge-server/testcase/${hash}`, {
      headers: this.headers(false),
      signal,
    });
    if (!response.ok || !response.body) {
      const text = await response.text().catch(() => '');
      throw new ServerError(
        `test data ${hash}: HTTP ${response.status} ${text.slice(0, 200)}`,
        response.status,
      );
    }
    return response;
  }
}

export { sleep };
