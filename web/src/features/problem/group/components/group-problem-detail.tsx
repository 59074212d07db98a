import type { FullScreenProblem } from '@contract/problem';
import { useUser } from '@web/lib/auth';
import { useMemo } from 'react';
import { statusOf, useUserProblemStatus } from '../../api/get-user-problem-status';
import { ProblemPage } from '../../components/problem-page';
import type { CheckSubmissionsStatus } from '../../lib/use-submit-judge';
import { useGroupProblemList } from '../api/group-problems';
import { groupProblemLinks } from '../lib/group-problem-links';

/** Focus mode steps through the group's problems: the first page of its list, at most 100. */
const FOCUS_LIST = { currentPage: 1, limit: 100 };

/**
 * A group's problem inside the group (spec 3 §2): the problem page submitting with the group's
 * id, its links kept under /group/:groupID. The server decides who may read it (members).
 */
export function GroupProblemDetail({
  gid,
  fullScreen,
  checkSubmissionsStatus,
}: {
  gid: number;
  fullScreen: boolean;
  checkSubmissionsStatus: CheckSubmissionsStatus;
}) {
  const uid = useUser()?.uid;
  const list = useGroupProblemList({ gid, ...FOCUS_LIST });
  const pids = useMemo(() => (list.data?.records ?? []).map((row) => row.pid), [list.data]);
  const statuses = useUserProblemStatus(uid, pids);
  const group = useMemo(() => {
    const links = groupProblemLinks(gid);
    const focusProblems: FullScreenProblem[] = (list.data?.records ?? []).map((row) => ({
      pid: row.pid,
      problemId: row.problemId,
      title: row.title,
      status: statusOf(statuses.data, row.pid).status,
      score: null,
    }));
    return {
      gid,
      fullScreen,
      problemPath: links.problem,
      problemsPath: links.list,
      submissionsPath: links.submissions,
      focusProblems,
    };
  }, [gid, fullScreen, list.data, statuses.data]);
  return <ProblemPage group={group} checkSubmissionsStatus={checkSubmissionsStatus} />;
}
