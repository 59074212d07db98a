import { paths } from '@web/config/paths';
import { useContestContext } from '@web/features/contest/lib/contest-context';
import { contestLinks } from '@web/features/contest/lib/contest-links';
import { SubmissionDetailPage } from '@web/features/submission/components/submission-detail-page';
import { useMemo } from 'react';

export default function ContestSubmissionDetailRoute() {
  const { contestId, contest } = useContestContext();
  const scope = useMemo(() => {
    const links = contestLinks(contestId);
    return {
      cid: contest.id,
      problemPath: (displayId: string) => links.problemPath(displayId),
      listPath: paths.contestSubmissions(contestId),
    };
  }, [contestId, contest.id]);
  return <SubmissionDetailPage contest={scope} />;
}
