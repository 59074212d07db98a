import { useGroupContestProblemEditor } from '@web/features/contest/admin/components/use-group-contest-problem-editor';
import {
  type ContestProblemEditorSlot,
  ContestProblemEditorSlotProvider,
  type ContestProblemEditorTarget,
} from '@web/features/contest/admin/lib/admin-scope';
import { GroupContestsPage } from '@web/features/contest/components/group-contests-page';
import { useGroupContext } from '@web/features/group/lib/group-context';
import { GroupProblemEditor } from '@web/features/problem/group/components/group-problem-editor';
import { useUser } from '@web/lib/auth';
import { useMemo } from 'react';

/**
 * A problem written inside one of the group's contests: the contest feature's side (display id
 * and title, the contest-problem calls) around the problem feature's group editor.
 */
function GroupContestProblemEditor({ cid, pid, backTo }: ContestProblemEditorTarget) {
  const { gid, group } = useGroupContext();
  const contest = useGroupContestProblemEditor(cid, pid);
  if (!contest.ready) return contest.fallback;
  return (
    <GroupProblemEditor
      key={pid ?? 'new'}
      gid={gid}
      shortName={group.shortName}
      pid={pid}
      backTo={backTo}
      contest={contest.context}
    />
  );
}

/**
 * /group/:groupID/contest: the group's contests (the contest feature), in the group's context;
 * its admins write a contest's problems there with the group's problem editor.
 */
export default function GroupContestsRoute() {
  const { gid, isAdmin, isRoot } = useGroupContext();
  const username = useUser()?.username;
  const slot = useMemo<ContestProblemEditorSlot>(
    () => ({
      render: (target) => <GroupContestProblemEditor {...target} />,
      // As on the group's problem pages (spec 3 §6): its root, or the problem's author; a public
      // problem put into the contest is not the group's to edit (HOJ: row.gid == gid).
      canEdit: (problem) =>
        (problem.gid === undefined || problem.gid === gid) &&
        (isRoot || (username !== undefined && problem.author === username)),
    }),
    [gid, isRoot, username],
  );
  return (
    <ContestProblemEditorSlotProvider value={slot}>
      <GroupContestsPage gid={gid} isAdmin={isAdmin} isRoot={isRoot} />
    </ContestProblemEditorSlotProvider>
  );
}
