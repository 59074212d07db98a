import type { UserAuthInfo } from '@contract/account';
import type { Envelope } from '@contract/envelope';
import { LIMITS } from '@contract/limits';
import { auth } from './auth';
import { openAuthDialog } from './auth-dialog';
import { i18n } from './i18n';
import { isAdminPath, navigateTo } from './navigation';
import { toast } from './toast';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export type ApiErrorKind =
  | 'status'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'http'
  | 'timeout'
  | 'network'
  | 'aborted';

/** Thrown by every failed call, after the user has been told (unless the call was silent). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when no response arrived. */
    readonly httpStatus: number,
    /** The envelope's `status`, when the response had one. */
    readonly status: number | null = null,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's message of a failed call, or `fallback` when the failure carries none (or is not a call's). */
export function messageOf(failure: unknown, fallback: string): string {
  return failure instanceof ApiError && failure.message ? failure.message : fallback;
}

export interface RequestOptions {
  query?: Query;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  timeoutMs?: number;
  /** No toast on failure, for calls whose failure the screen shows itself (e.g. an empty state). */
  silent?: boolean;
  /** TanStack Query's signal: a cancelled query rejects quietly. */
  signal?: AbortSignal;
  /** Reports how much of a `form` body has been sent (large uploads: test data, problem archives). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100. */
  percent: number;
}

export interface ApiResponse<T> {
  data: T;
  msg: string;
  headers: Headers;
}

export interface Download {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  fileName: string | null;
}

const isAdminCall = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');
const AUTH_INFO_PATH = '/api/get-user-auth-info';
/** A refused admin login (not an admin role) stays on the login page. */
const ADMIN_LOGIN_PATH = '/api/admin/login';

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Spec 1 §7: empty values are dropped rather than sent as `key=`.
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const t = (key: string) => i18n.t(key, { ns: 'common' });

function fail(error: ApiError, silent: boolean | undefined, toastText: string | null = error.message): never {
  if (!silent && toastText) toast.error(toastText, { untilLogin: error.kind === 'unauthorized' });
  throw error;
}

async function readEnvelope(response: Response): Promise<Envelope<unknown> | null> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return null;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'status' in body) return body as Envelope<unknown>;
    return null;
  } catch {
    return null;
  }
}

/** Spec 1 §8.1 for responses that arrived: 401, 403, 404, other HTTP errors, then the envelope. */
function handleFailure(
  path: string,
  response: Response,
  envelope: Envelope<unknown> | null,
  sentToken: string | null,
  silent?: boolean,
): never {
  const msg = envelope?.msg?.trim() || '';
  const status = envelope?.status ?? null;
  const data = envelope?.data ?? null;
  switch (response.status) {
    case 401: {
      // A late answer for a token replaced meanwhile (logout, another login) must not end the new session.
      if (sentToken && auth.getToken() !== sentToken) {
        throw new ApiError(msg || t('errors.loginFirst'), 'unauthorized', 401, status, data);
      }
      auth.clear();
      // The login dialog lives in the site shell; the admin pages have their own login page.
      if (isAdminCall(path) || isAdminPath(window.location.pathname)) navigateTo('/admin/login');
      else openAuthDialog('login');
      return fail(
        new ApiError(msg || t('errors.loginFirst'), 'unauthorized', 401, status, data),
        silent,
        msg || null,
      );
    }
    case 403: {
      if (path !== AUTH_INFO_PATH && auth.getToken()) void refreshRoles();
      if (isAdminCall(path) && path !== ADMIN_LOGIN_PATH) navigateTo('/admin');
      return fail(new ApiError(msg || t('errors.forbidden'), 'forbidden', 403, status, data), silent);
    }
    case 404:
      return fail(new ApiError(t('errors.notFound'), 'not-found', 404, status, data), silent);
  }
  if (!response.ok)
    return fail(new ApiError(msg || t('errors.server'), 'http', response.status, status, data), silent);
  return fail(new ApiError(msg || t('errors.server'), 'status', response.status, status, data), silent);
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * `fetch` for a request whose upload progress is wanted: fetch cannot report it, XMLHttpRequest
 * can. It answers with a `Response` so the rest of the client treats both transports alike.
 */
function fetchWithUploadProgress(
  url: string,
  init: { method: string; headers: Headers; body?: FormData | string; signal: AbortSignal },
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of init.headers) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      onProgress({
        loaded: event.loaded,
        total: event.total,
        percent: Math.min(100, Math.round((event.loaded / event.total) * 100)),
      });
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body ?? null);
  });
}

async function transport(method: string, path: string, options: RequestOptions, timeoutMs: number) {
  const headers = new Headers({
    'Url-Type': isAdminCall(path) ? 'admin' : 'general',
    Accept: 'application/json',
  });
  const token = auth.getToken();
  if (token && path !== '/api/login') headers.set('Authorization', token);
  let body: FormData | string | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const cleanup = () => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  };

  try {
    const init = { method, headers, body, signal: controller.signal };
    const url = buildUrl(path, options.query);
    const response = options.onUploadProgress
      ? await fetchWithUploadProgress(url, init, options.onUploadProgress)
      : await fetch(url, init);
    if (response.headers.get('Refresh-Token') === 'true') {
      const renewed = response.headers.get('Authorization');
      if (renewed) auth.setToken(renewed);
    }
    return { response, cleanup, isTimedOut: () => timedOut, sentToken: headers.get('Authorization') };
  } catch (error) {
    cleanup();
    if (timedOut) return fail(new ApiError(t('errors.timeout'), 'timeout', 0), options.silent);
    if (controller.signal.aborted) throw new ApiError('aborted', 'aborted', 0);
    console.error(`${method} ${path} failed`, error);
    return fail(new ApiError(t('errors.network'), 'network', 0), options.silent);
  }
}

/** The full envelope plus headers, for the few calls that need `msg` or a response header. */
export async function send<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const { response, cleanup, isTimedOut, sentToken } = await transport(
    method,
    path,
    options,
    options.timeoutMs ?? LIMITS.requestTimeoutMs,
  );
  let envelope: Envelope<unknown> | null;
  try {
    envelope = await readEnvelope(response);
  } finally {
    cleanup();
  }
  if (isTimedOut()) return fail(new ApiError(t('errors.timeout'), 'timeout', 0), options.silent);
  if (!response.ok || !envelope || envelope.status !== 200) {
    return handleFailure(path, response, envelope, sentToken, options.silent);
  }
  return { data: envelope.data as T, msg: envelope.msg ?? '', headers: response.headers };
}

async function download(
  path: string,
  query?: Query,
  options: Omit<RequestOptions, 'query'> = {},
): Promise<Download> {
  const { response, cleanup, sentToken } = await transport(
    'GET',
    path,
    { ...options, query },
    LIMITS.downloadTimeoutMs,
  );
  try {
    const type = response.headers.get('Content-Type') ?? '';
    if (response.ok && !type.includes('json')) {
      const disposition = response.headers.get('Content-Disposition') ?? '';
      const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
      return { blob: await response.blob(), fileName: named?.[1] ? decodeURIComponent(named[1]) : null };
    }
    const envelope = await readEnvelope(response);
    if (!response.ok) return handleFailure(path, response, envelope, sentToken, options.silent);
    const msg = envelope?.msg?.trim() || t('errors.invalidFile');
    return fail(new ApiError(msg, 'status', response.status, envelope?.status ?? null), options.silent);
  } finally {
    cleanup();
  }
}

type Options = Omit<RequestOptions, 'query' | 'body' | 'form' | 'onUploadProgress'>;

export const api = {
  get: async <T>(path: string, query?: Query, options?: Options) =>
    (await send<T>('GET', path, { ...options, query })).data,
  post: async <T>(path: string, body?: unknown, options?: Options & { query?: Query }) =>
    (await send<T>('POST', path, { ...options, body })).data,
  put: async <T>(path: string, body?: unknown, options?: Options & { query?: Query }) =>
    (await send<T>('PUT', path, { ...options, body })).data,
  delete: async <T>(path: string, query?: Query, options?: Options & { body?: unknown }) =>
    (await send<T>('DELETE', path, { ...options, query })).data,
  /**
   * multipart/form-data: pass a FormData or a map of field name to value; `onUploadProgress`
   * reports the bytes sent.
   */
  upload: async <T>(
    path: string,
    fields: FormData | Record<string, string | Blob>,
    options?: Options & Pick<RequestOptions, 'query' | 'onUploadProgress'>,
  ) => {
    const form = fields instanceof FormData ? fields : new FormData();
    if (!(fields instanceof FormData))
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return (await send<T>('POST', path, { ...options, form })).data;
  },
  download,
  send,
};

/** Spec 1 §7: roles are re-read at start when logged in and after any 403. */
export async function refreshRoles(): Promise<void> {
  try {
    const info = await api.get<UserAuthInfo>(AUTH_INFO_PATH, undefined, { silent: true });
    auth.updateUser({ roleList: info.roles });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.warn('Could not refresh the user roles', error.message);
  }
}
