// daisyUI's tooltip styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tooltip.css';
import { type ContestInfo, ContestStatus, ContestType } from '@contract/contest';
import { SettingsIcon, UsersIcon } from '@web/components/icons';
import { Toggle } from '@web/components/ui/toggle';
import { formatDateTime } from '@web/lib/format';
import { useRouteAvailable } from '@web/lib/route-availability';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatClock, progressAt, secondsLeftAt } from '../lib/contest-access';
import { ContestAuthTag, STATUS_TONE } from './contest-badges';

const COUNTDOWN_CLASS: Record<ContestStatus, string> = {
  [ContestStatus.SCHEDULED]: 'badge-info',
  [ContestStatus.RUNNING]: 'badge-success',
  [ContestStatus.ENDED]: 'badge-error',
};

/** A week or more before the start HOJ prints the distance in days rather than a clock. */
const LONG_WAIT_SECONDS = 7 * 24 * 3600;

export function ContestCountdown({
  contest,
  status,
  now,
}: {
  contest: ContestInfo;
  status: ContestStatus;
  now: number;
}) {
  const { t } = useTranslation('contest');
  const left = secondsLeftAt(contest, now);
  const text =
    status === ContestStatus.ENDED
      ? t('countdown.ended')
      : status === ContestStatus.SCHEDULED && left >= LONG_WAIT_SECONDS
        ? t('countdown.startIn', { days: Math.floor(left / 86400) })
        : `-${formatClock(left)}`;
  return (
    <span
      className={`badge badge-lg gap-2 tabular-nums ${COUNTDOWN_CLASS[status]}`}
      data-testid="contest-countdown"
      data-status={STATUS_TONE[status]}
    >
      <span className="inline-block h-2 w-2 rounded-full bg-current" aria-hidden="true" />
      {text}
    </span>
  );
}

interface ContestHeaderProps {
  contest: ContestInfo;
  status: ContestStatus;
  now: number;
  showSettings: boolean;
  containsEnd: boolean;
  onContainsEnd: (value: boolean) => void;
}

/** Spec 2 §2 Contest detail header. */
export function ContestHeader({
  contest,
  status,
  now,
  showSettings,
  containsEnd,
  onContainsEnd,
}: ContestHeaderProps) {
  const { t } = useTranslation('contest');
  const isAvailable = useRouteAvailable();
  const progress = progressAt(contest, now);
  const elapsed = Math.max(
    0,
    Math.min(contest.duration, Math.floor((now - Date.parse(contest.startTime)) / 1000)),
  );
  const groupContests = contest.gid ? `/group/${contest.gid}/contest` : null;
  const oi = contest.type !== ContestType.ACM;
  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm md:p-6">
      <h1 className="text-center text-xl font-bold break-words md:text-2xl">{contest.title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ContestAuthTag auth={contest.auth} />
        {groupContests && isAvailable(groupContests) && (
          <Link to={groupContests} className="btn btn-xs btn-primary" title={t('header.groupContestsTip')}>
            <UsersIcon size={12} /> {t('header.groupContest')}
          </Link>
        )}
        <span className="ml-auto flex items-center gap-2">
          <span className="btn btn-xs btn-ghost no-animation" title={t('header.participants')}>
            <UsersIcon size={12} className="text-info" />×{contest.count}
          </span>
          <span
            className={`btn btn-xs no-animation ${oi ? 'btn-warning' : 'btn-primary'}`}
            title={
              oi
                ? t(contest.oiRankScoreType === 'Recent' ? 'header.oiRecent' : 'header.oiHighest')
                : undefined
            }
          >
            {oi ? 'OI' : 'ACM'}
          </span>
        </span>
      </div>
      <div className="mt-3 flex flex-col justify-between gap-1 text-sm sm:flex-row">
        <span>{t('header.startAt', { time: formatDateTime(contest.startTime) })}</span>
        <span>{t('header.endAt', { time: formatDateTime(contest.endTime) })}</span>
      </div>
      <div
        className="tooltip tooltip-bottom mt-3 block w-full"
        data-tip={status === ContestStatus.RUNNING ? formatClock(elapsed) : `${Math.round(progress)}%`}
      >
        <progress
          className="progress progress-primary w-full"
          value={progress}
          max={100}
          aria-label={t('header.progress')}
          data-testid="contest-progress"
        />
      </div>
      <div className="mt-3 flex items-center justify-center gap-2">
        <ContestCountdown contest={contest} status={status} now={now} />
      </div>
      {showSettings && (
        <div className="dropdown dropdown-end mt-2 flex justify-end">
          <button type="button" tabIndex={0} className="btn btn-xs btn-outline rounded-full">
            <SettingsIcon size={12} /> {t('header.settings')}
          </button>
          <div className="dropdown-content z-10 mt-8 w-72 rounded-box border border-base-300 bg-base-100 p-3 shadow">
            <Toggle label={t('header.containsEnd')} checked={containsEnd} onChange={onContainsEnd} />
          </div>
        </div>
      )}
    </section>
  );
}
