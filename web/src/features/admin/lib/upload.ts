import type { Envelope } from '@contract/envelope';
import { ApiError, buildUrl, type Query } from '@web/lib/api-client';
import { auth } from '@web/lib/auth';
import { navigateTo } from '@web/lib/navigation';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100. */
  percent: number;
}

export interface UploadOptions {
  query?: Query;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Zips can be large: an upload may take minutes (spec 1 §9 download timeout). */
  timeoutMs?: number;
}

const UPLOAD_TIMEOUT_MS = 300_000;

/**
 * multipart/form-data POST with upload progress (fetch cannot report it), for test-data and
 * problem archives. Rejects with an ApiError and shows nothing: the caller says what failed
 * ('Upload Testcase Failed', 'Upload Problem Failed' or the server's message, spec 3 §8).
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, options.query));
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Url-Type', path.startsWith('/api/admin') ? 'admin' : 'general');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = auth.getToken();
    if (token) xhr.setRequestHeader('Authorization', token);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent: Math.min(100, Math.round((event.loaded / event.total) * 100)),
      });
    };
    xhr.onload = () => {
      let body: Envelope<T> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        body = null;
      }
      if (xhr.getResponseHeader('Refresh-Token') === 'true') {
        const renewed = xhr.getResponseHeader('Authorization');
        if (renewed) auth.setToken(renewed);
      }
      const msg = body?.msg?.trim() ?? '';
      if (xhr.status === 401) {
        auth.clear();
        navigateTo('/admin/login');
        reject(new ApiError(msg, 'unauthorized', 401, body?.status ?? null));
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && body.status === 200) {
        resolve(body.data);
        return;
      }
      const kind =
        xhr.status === 403
          ? 'forbidden'
          : xhr.status === 404
            ? 'not-found'
            : xhr.status >= 300
              ? 'http'
              : 'status';
      reject(new ApiError(msg, kind, xhr.status, body?.status ?? null, body?.data ?? null));
    };
    xhr.onerror = () => reject(new ApiError('', 'network', 0));
    xhr.ontimeout = () => reject(new ApiError('', 'timeout', 0));
    xhr.onabort = () => reject(new ApiError('aborted', 'aborted', 0));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
