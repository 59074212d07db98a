import type { JudgeCaseMode } from '@contract/judge-status';
import type { TestcaseUploadResult } from '@contract/problem';
import { type UploadProgress, uploadWithProgress } from '../lib/upload';

/**
 * POST /api/file/upload-testcase-zip (multipart `file`, query `mode` = the judge case mode, which
 * decides whether the cases come back with a subtask group), with upload progress.
 */
export function uploadTestcaseZip(
  file: File,
  mode: JudgeCaseMode,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
) {
  const form = new FormData();
  form.append('file', file);
  return uploadWithProgress<TestcaseUploadResult>('/api/file/upload-testcase-zip', form, {
    query: { mode },
    ...options,
  });
}
