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

/**
 * POST /api/group/contest-problem: a group's problem written inside one of its contests (the
 * group problem editor's payload, `problem.gid` set; the server makes it a contest problem and
 * puts the group's short name before its display id). It answers `{pid}`; putting the problem
 * into the contest is a second call (PUT contest-problem), as in HOJ. Silent, as above.
 */
export const createGroupContestProblem = (body: object) =>
  api.send<{ pid: number; problemId: string }>('POST', '/api/group/contest-problem', { body, silent: true });

/** Marks the contest's problem lists, and the display ids and titles the editor reads, stale after it saves. */
export function useInvalidateContestProblems() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'problems'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'problem-link'] }),
    ]);
}
