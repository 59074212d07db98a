import type { ImportFormat, ImportProgress } from '@contract/problem-import';
import { api, type UploadProgress } from '@web/lib/api-client';

/** The upload call of each archive format (spec api-endpoints: import-qdoj/fps/hydro-problem, our own zip). */
export const IMPORT_PATHS: Record<ImportFormat, string> = {
  qduoj: '/api/file/import-qdoj-problem',
  fps: '/api/file/import-fps-problem',
  hydro: '/api/file/import-hydro-problem',
  hoj: '/api/file/import-problem',
};

/** FPS is one XML file; the others are zips. */
export const IMPORT_ACCEPT: Record<ImportFormat, string> = {
  qduoj: '.zip,application/zip',
  fps: '.xml,text/xml,application/xml',
  hydro: '.zip,application/zip',
  hoj: '.zip,application/zip',
};

/** A fresh id the client picks so it can poll the import's progress from its first moment. */
export function newImportId(): string {
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  return `imp-${random.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}`;
}

export type DuplicatePolicy = 'refuse' | 'rename';

/**
 * POST the archive (multipart `file`, query importId and duplicate) with upload progress; the answer is the
 * import's outcome once the server has finished it. Silent: the page says what failed
 * ('Upload Problem Failed' or the server's message, spec 3 §8).
 */

export function importProblems(
  format: ImportFormat,
  file: File,
  importId: string,
  {
    duplicate = 'refuse',
    onProgress,
    signal,
  }: {
    duplicate?: DuplicatePolicy;
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
  } = {},
) {
  return api.upload<ImportProgress | null>(
    IMPORT_PATHS[format],
    { file },
    {
      // duplicate: a display id already taken refuses the whole import, or the import gets a free one.
      query: { importId, duplicate },
      onUploadProgress: onProgress,
      signal,
      silent: true,
      timeoutMs: 30 * 60_000,
    },
  );
}

/** GET /api/file/import-progress?id: how far the import got (done/total, message, problems). */
export const getImportProgress = (id: string, signal?: AbortSignal) =>
  api.get<ImportProgress>('/api/file/import-progress', { id }, { signal, silent: true });
