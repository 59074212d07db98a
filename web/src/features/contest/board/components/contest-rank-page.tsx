import { Panel } from '@web/components/ui/panel';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useContestInfo } from '../../api/get-contest-info';
import { useContestProblems } from '../../api/get-contest-problems';
import { useIsContestAdmin } from '../../lib/contest-access';
import { setContainsEnd, useContainsEnd } from '../../lib/contest-state';
import { Scoreboard } from './scoreboard';

/** The Rank tab: the ACM or OI board by the contest's rule; nothing while the rule is unknown. */
export function ContestRankPage() {
  const { t } = useTranslation('scoreboard');
  const contestId = useParams().contestID ?? '';
  const contest = useContestInfo(contestId);
  const containsEnd = useContainsEnd(contestId);
  const problems = useContestProblems(contestId, containsEnd, Boolean(contest.data));
  const isContestAdmin = useIsContestAdmin(contest.data);
  if (!contest.data) return null;
  return (
    <Panel title={t('title.rank')}>
      <Scoreboard
        contest={contest.data}
        problems={problems.data ?? []}
        source="inside"
        isContestAdmin={isContestAdmin}
        containsEnd={containsEnd}
        onContainsEndChange={(value) => setContainsEnd(contestId, value)}
        problemLink={(displayId) => `/contest/${contestId}/problem/${encodeURIComponent(displayId)}`}
      />
    </Panel>
  );
}
