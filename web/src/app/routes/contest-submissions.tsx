import { useContestContext } from '@web/features/contest/lib/contest-context';
import { contestLinks } from '@web/features/contest/lib/contest-links';
import { StatusPage } from '@web/features/submission/components/status-page';
import { useMemo } from 'react';

export default function ContestSubmissionsRoute() {
  const { contestId, contest, containsEnd } = useContestContext();
  const scope = useMemo(() => {
    const links = contestLinks(contestId);
    return {
      cid: contest.id,
      containsEnd,
      problemPath: (displayId: string) => links.problemPath(displayId),
      detailPath: links.submissionDetailPath,
    };
  }, [contestId, contest.id, containsEnd]);
  return <StatusPage contest={scope} />;
}
