import { useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const CONTEST_PROBLEM_PATH = '/api/admin/contest/problem';

/**
 * POST (a new problem made inside the contest, with its display id and title beside the editor's
 * fields) or PUT (a problem of the contest) /api/admin/contest/problem. Silent: the editor shows
 * the server's message and keeps what was typed.
 */
export const saveContestProblem = (body: object, isEdit: boolean) =>
  api.send<{ pid: number } | null>(isEdit ? 'PUT' : 'POST', CONTEST_PROBLEM_PATH, { body, silent: true });

/** Marks the contest's problem lists stale after the editor saves. */
export function useInvalidateContestProblems() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'problems'] });
}
