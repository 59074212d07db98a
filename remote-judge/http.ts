// A browser-like session with one remote judge: a cookie jar (tough-cookie), redirects followed
// by hand so every Set-Cookie on the way is kept, a timeout on every request, and HTTP failures
// turned into RemoteJudgeError kinds. Runtime-agnostic: only fetch.
import { CookieJar } from 'tough-cookie';
import { RemoteJudgeError } from './adapter';

export interface RemoteHttpOptions {
  /** The judge's origin (its public site, or a stand-in on loopback), without a trailing slash. */
  baseUrl: string;
  /** Per request. */
  timeoutMs?: number;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  userAgent?: string;
}

export interface RemoteResponse {
  status: number;
  /** The URL after redirects. */
  url: string;
  headers: Headers;
  text: string;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;
const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** Retry-After as ms: seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * Every Set-Cookie of an answer, one string each (a joined header would split dates at commas).
 * Node and workerd have getSetCookie; older Workers typings know only getAll('set-cookie').
 */
function setCookiesOf(headers: Headers): string[] {
  const withList = headers as Headers & { getSetCookie?(): string[]; getAll?(name: string): string[] };
  return withList.getSetCookie?.() ?? withList.getAll?.('set-cookie') ?? [];
}

function charsetIn(text: string): string | null {
  return /charset=["']?([\w-]+)/i.exec(text)?.[1] ?? null;
}

/**
 * Decodes by the charset the judge declares (HDU and POJ serve GBK pages); a charset this runtime
 * cannot decode falls back to UTF-8 rather than failing the request.
 */
export function decodeBody(bytes: ArrayBuffer, contentType: string | null): string {
  const charset = (
    charsetIn(contentType ?? '') ??
    // Old judges declare it only in the page: <meta http-equiv="Content-Type" content="text/html; charset=gb2312">.
    charsetIn(
      new TextDecoder('latin1').decode(bytes.slice(0, 2048)).match(/<meta[^>]+charset=[^>]*>/i)?.[0] ?? '',
    ) ??
    'utf-8'
  ).toLowerCase();
  try {
    return new TextDecoder(charset === 'gb2312' ? 'gbk' : charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

export class RemoteHttp {
  readonly baseUrl: string;
  private readonly jar = new CookieJar(undefined, { looseMode: true });
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly userAgent: string;

  constructor(options: RemoteHttpOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  }

  /** An absolute URL on the judge for a path such as `/enter`. */
  url(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  }

  /** The value of a cookie the judge set (e.g. a CSRF token kept in a cookie). */
  async cookie(name: string, path = '/'): Promise<string | null> {
    const cookies = await this.jar.getCookies(this.url(path));
    return cookies.find((c) => c.key === name)?.value ?? null;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<RemoteResponse> {
    return this.request('GET', path, undefined, headers);
  }

  /** A form post (application/x-www-form-urlencoded), as the judges' pages send them. */
  postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request('POST', path, new URLSearchParams(fields), headers);
  }

  /** A multipart post, for the judges whose submit form uploads the source as a file field. */
  postMultipart(path: string, form: FormData, headers: Record<string, string> = {}) {
    return this.request('POST', path, form, headers);
  }

  /** GET and parse JSON; a body that is no JSON is `malformed`. */
  async getJson<T = unknown>(path: string): Promise<{ response: RemoteResponse; body: T }> {
    // A JSON API may explain a 5xx in its body (Codeforces: 503 "Call limit exceeded"), so the
    // body is handed to the adapter when it is JSON; a 5xx without JSON is still `unavailable`.
    const response = await this.request('GET', path, undefined, { Accept: 'application/json' }, true);
    try {
      return { response, body: JSON.parse(response.text) as T };
    } catch {
      if (response.status >= 500) {
        throw new RemoteJudgeError(
          'unavailable',
          `${new URL(response.url).host} answered HTTP ${response.status}`,
        );
      }
      throw new RemoteJudgeError('malformed', `${path} did not answer JSON (HTTP ${response.status})`);
    }
  }

  /**
   * One request, following redirects (a POST answered 302/303 continues as GET, as browsers do).
   * A timeout or network failure and a 5xx are `unavailable`; a 429 is `rate-limited`. Other
   * statuses are returned for the adapter to read (a 403 login page, a 404 problem).
   */
  async request(
    method: 'GET' | 'POST',
    path: string,
    body: URLSearchParams | FormData | undefined,
    headers: Record<string, string> = {},
    /** Return 5xx answers to the caller instead of throwing `unavailable` (getJson reads their bodies). */
    returnServerErrors = false,
  ): Promise<RemoteResponse> {
    let url = this.url(path);
    let currentMethod = method;
    let currentBody = body;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const cookie = await this.jar.getCookieString(url);
      const requestHeaders: Record<string, string> = { 'User-Agent': this.userAgent, ...headers };
      if (cookie) requestHeaders.Cookie = cookie;
      let response: Response;
      try {
        response = await this.fetchImpl(url, {
          method: currentMethod,
          headers: requestHeaders,
          body: currentBody,
          redirect: 'manual',
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        const timedOut =
          error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        throw new RemoteJudgeError(
          'unavailable',
          timedOut
            ? `${new URL(url).host} did not answer within ${Math.round(this.timeoutMs / 1000)} s`
            : `${new URL(url).host} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      for (const setCookie of setCookiesOf(response.headers)) {
        await this.jar.setCookie(setCookie, url, { ignoreError: true });
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url).toString();
        if (response.status !== 307 && response.status !== 308) {
          currentMethod = 'GET';
          currentBody = undefined;
        }
        continue;
      }
      const bytes = await response.arrayBuffer().catch((error: unknown) => {
        throw new RemoteJudgeError(
          'unavailable',
          `${new URL(url).host} broke off its answer: ${String(error)}`,
        );
      });
      const text = decodeBody(bytes, response.headers.get('content-type'));
      if (response.status === 429) {
        throw new RemoteJudgeError(
          'rate-limited',
          `${new URL(url).host} asks to slow down (HTTP 429)`,
          retryAfterMs(response.headers.get('retry-after')),
        );
      }
      if (response.status >= 500 && !returnServerErrors) {
        throw new RemoteJudgeError('unavailable', `${new URL(url).host} answered HTTP ${response.status}`);
      }
      return { status: response.status, url, headers: response.headers, text };
    }
    throw new RemoteJudgeError(
      'malformed',
      `${new URL(url).host} redirected more than ${MAX_REDIRECTS} times`,
    );
  }
}
