import type { JudgeCaseMode } from '@contract/judge-status';
import { LIMITS } from '@contract/limits';
import type { TestcaseUploadResult } from '@contract/problem';
import { api, type UploadProgress } from '@web/lib/api-client';

/**
 * POST /api/file/upload-testcase-zip (multipart `file`, query `mode` = the judge case mode, which
 * decides whether the cases come back with a subtask group), with upload progress. Silent: the
 * form says what failed ('Upload Testcase Failed' or the server's message, spec 3 §8).
 */
export function uploadTestcaseZip(
  file: File,
  mode: JudgeCaseMode,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal; gid?: number } = {},
) {
  return api.upload<TestcaseUploadResult>(
    '/api/file/upload-testcase-zip',
    { file },
    {
      // A group's admins upload for the group's problems.
      query: options.gid ? { mode, gid: options.gid } : { mode },
      onUploadProgress: options.onProgress,
      signal: options.signal,
      silent: true,
      // Zips can be large: an upload may take minutes, as long as a download may.
      timeoutMs: LIMITS.downloadTimeoutMs,
    },
  );
}
