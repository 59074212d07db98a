import { ContestStatus, ContestType } from '@contract/contest';
import { EmptyState } from '@web/components/ui/empty-state';
import { Panel } from '@web/components/ui/panel';
import { formatDateTime } from '@web/lib/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useIsContestAdmin } from '../../lib/contest-access';
import { useOutsideInfo } from '../api/get-outside-info';
import { Scoreboard } from './scoreboard';

const STATUS_KEYS = {
  [ContestStatus.SCHEDULED]: 'status.scheduled',
  [ContestStatus.RUNNING]: 'status.running',
  [ContestStatus.ENDED]: 'status.ended',
} as const;
const STATUS_BADGES = {
  [ContestStatus.SCHEDULED]: 'badge-info',
  [ContestStatus.RUNNING]: 'badge-success',
  [ContestStatus.ENDED]: 'badge-error',
} as const;

/**
 * /contest/acm-scoreboard/:contestID and /contest/oi-scoreboard/:contestID: the public board,
 * no login (spec 2 §2 Outside scoreboards). The path names the rule.
 */
export function OutsideScoreboardPage() {
  const { t } = useTranslation('scoreboard');
  const contestId = useParams().contestID ?? '';
  const isOi = useLocation().pathname.includes('/oi-scoreboard/');
  const info = useOutsideInfo(contestId);
  const [containsEnd, setContainsEnd] = useState(false);
  const isContestAdmin = useIsContestAdmin(info.data?.contest);

  if (info.isPending)
    return (
      <div className="flex justify-center py-16">
        <span className="loading loading-spinner loading-lg" role="status" aria-label={t('loading')} />
      </div>
    );
  if (!info.data) return <EmptyState>{t('loadFailed')}</EmptyState>;
  const { contest, problemList } = info.data;
  const status = contest.status as ContestStatus;
  return (
    <div className="space-y-4">
      <Panel>
        <div className="flex flex-col items-center gap-2 text-center">
          <h1 className="text-xl font-bold md:text-2xl">{contest.title}</h1>
          <div className="flex flex-wrap items-center justify-center gap-2 text-sm">
            <span className="badge badge-outline">
              {isOi || contest.type === ContestType.OI ? 'OI' : 'ACM'}
            </span>
            <span className={`badge ${STATUS_BADGES[status] ?? ''}`}>
              {t(STATUS_KEYS[status] ?? 'status.ended')}
            </span>
            <span className="opacity-70">
              {formatDateTime(contest.startTime)} – {formatDateTime(contest.endTime)}
            </span>
          </div>
        </div>
      </Panel>
      <Panel title={t('title.outside')}>
        <Scoreboard
          contest={{ ...contest, type: isOi ? ContestType.OI : ContestType.ACM }}
          problems={problemList}
          source="outside"
          isContestAdmin={isContestAdmin}
          containsEnd={containsEnd}
          onContainsEndChange={setContainsEnd}
        />
      </Panel>
    </div>
  );
}
