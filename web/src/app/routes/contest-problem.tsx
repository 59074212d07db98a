import { type ContestContextValue, useContestContext } from '@web/features/contest/lib/contest-context';
import { contestLinks } from '@web/features/contest/lib/contest-links';
import { useContestRefresh } from '@web/features/contest/lib/use-contest-refresh';
import { ProblemPage } from '@web/features/problem/components/problem-page';
import { checkContestSubmissionsStatus } from '@web/features/submission/api/check-contest-submissions-status';
import { useMemo } from 'react';

/** The problem page in contest mode: display ids, the contest's calls and links. */
export function ContestProblemPage({
  value,
  fullScreen,
}: {
  value: ContestContextValue;
  fullScreen: boolean;
}) {
  const onJudged = useContestRefresh(value.contestId);
  const contest = useMemo(
    () => ({
      ...contestLinks(value.contestId),
      cid: value.contest.id,
      containsEnd: value.containsEnd,
      submitDisabled: value.submitDisabled,
      fullScreen,
      onJudged,
    }),
    [value.contestId, value.contest.id, value.containsEnd, value.submitDisabled, fullScreen, onJudged],
  );
  return (
    // Inside a contest a verdict is checked through the contest, which hides what a sealed board hides.
    <ProblemPage contest={contest} checkSubmissionsStatus={checkContestSubmissionsStatus} />
  );
}

export default function ContestProblemRoute() {
  return <ContestProblemPage value={useContestContext()} fullScreen={false} />;
}
