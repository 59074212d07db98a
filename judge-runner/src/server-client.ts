// The runner's calls to the judge platform: `/api/judge-server/*` with the runner token. Every
// response is the `{status, data, msg}` envelope.
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

export class ServerClient {
  constructor(
    readonly baseUrl: string,
    private readonly token: string,
    private readonly log: RunnerLog,
  ) {}

  private headers(json: boolean): Record<string, string> {
    return {
      Authorization: `${RUNNER_AUTH_SCHEME} ${this.token}`,
      ...(json ? { 'Content-Type': 'application/json' } : {}),
    };
  }

  async post<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
    const response = await fetch(`${this.baseUrl}/api/judge-server/${path}`, {
      method: 'POST',
      headers: this.headers(true),
      body: JSON.stringify(body),
      signal,
    });
    const text = await response.text();
    let envelope: { status?: number; data?: T; msg?: string };
    try {
      envelope = JSON.parse(text);
    } catch {
      throw new ServerError(`${path}: HTTP ${response.status} without a JSON body`, response.status);
    }
    if (!response.ok || envelope.status !== 200) {
      throw new ServerError(`${path}: ${envelope.msg ?? `HTTP ${response.status}`}`, response.status);
    }
    return envelope.data as T;
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
