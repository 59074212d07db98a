import type {
  AdminProblem,
  AdminProblemDetail,
  CodeTemplate,
  Language,
  ProblemCaseView,
  Tag,
} from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { LoadedProblem } from '../lib/problem-form';

type Detail = AdminProblem &
  Partial<Pick<AdminProblemDetail, 'languages' | 'codeTemplates' | 'tags' | 'samples'>>;

export const ADMIN_PROBLEM_PATH = '/api/admin/problem';

/**
 * GET /api/admin/problem?pid (or a contest's /api/admin/contest/problem?pid): the problem with
 * everything the editor needs. Parts the answer does not carry are read from their own calls
 * (HOJ splits them).
 */
export async function getAdminProblem(
  pid: number,
  signal?: AbortSignal,
  path = ADMIN_PROBLEM_PATH,
): Promise<LoadedProblem> {
  const problem = await api.get<Detail>(path, { pid }, { signal });
  const [languages, codeTemplates, tags, cases] = await Promise.all([
    problem.languages ?? api.get<Language[]>('/api/get-problem-languages', { pid }, { signal }),
    problem.codeTemplates ?? api.get<CodeTemplate[]>('/api/get-problem-code-template', { pid }, { signal }),
    problem.tags ?? api.get<Tag[]>('/api/get-problem-tags', { pid }, { signal }),
    problem.samples ??
      api.get<ProblemCaseView[]>(
        '/api/admin/problem/get-problem-cases',
        { pid, isUpload: problem.isUploadCase },
        { signal },
      ),
  ]);
  return { problem, languages, codeTemplates, tags, cases };
}

export const adminProblemQuery = (pid: number, path = ADMIN_PROBLEM_PATH) =>
  queryOptions({
    queryKey: ['admin', 'problem', 'detail', pid, path],
    queryFn: ({ signal }) => getAdminProblem(pid, signal, path),
    // The editor holds its own copy: a background refetch must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useAdminProblem = (pid: number, enabled: boolean, path = ADMIN_PROBLEM_PATH) =>
  useQuery({ ...adminProblemQuery(pid, path), enabled });
