import type { JudgeMode } from '@contract/judge-status';
import type { CompileCheckerResult } from '@contract/problem';
import { ApiError, api } from '@web/lib/api-client';

export interface CompileCheckerInput {
  mode: Exclude<JudgeMode, 'default'>;
  code: string;
  language: string;
  /** The checker's extra files, file name → content. */
  extraFiles: Record<string, string> | null;
  pid?: number;
  /** A group problem's editor compiles through the group (its admins may). */
  gid?: number;
}

export type CompileOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * POST /api/admin/problem/compile-spj or compile-interactive. A compile error may come back as
 * `{ok: false, message}` or as a refused call whose msg is the compiler output; both end in the
 * 'Compile Error' dialog, so the call is silent.
 */
export async function compileChecker({ mode, gid, ...body }: CompileCheckerInput): Promise<CompileOutcome> {
  const action = mode === 'spj' ? 'compile-spj' : 'compile-interactive';
  const path = gid ? `/api/group/${action}` : `/api/admin/problem/${action}`;
  try {
    const { data, msg } = await api.send<CompileCheckerResult | null>('POST', path, {
      body,
      query: gid ? { gid } : undefined,
      silent: true,
    });
    if (data && typeof data === 'object' && 'ok' in data && data.ok === false) {
      return { ok: false, message: data.message ?? msg };
    }
    return { ok: true, message: msg };
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'status' || error.kind === 'http')) {
      const data = error.data as CompileCheckerResult | string | null;
      const detail = typeof data === 'string' ? data : data && typeof data === 'object' ? data.message : null;
      return { ok: false, message: detail || error.message };
    }
    throw error;
  }
}
