// daisyUI's tooltip styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tooltip.css';
import { ContestAuth, type ContestListItem, ContestStatus, ContestType } from '@contract/contest';
import { GROUP_CONTEST_PAGE_SIZE } from '@contract/group-contest';
import { ClockIcon, UsersIcon } from '@web/components/icons';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { paths } from '@web/config/paths';
import { useUrlState } from '@web/hooks/use-url-state';
import { formatDateTime, formatDuration } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGroupContestList } from '../api/get-group-contest-list';
import { ContestAuthTag, ContestLock, ContestStatusTag, ContestTrophy, ruleLabel } from './contest-badges';

/** The card's left border says where the contest is in time, in the status tag's colour. */
const STATUS_BORDER: Record<ContestStatus, string> = {
  [ContestStatus.SCHEDULED]: 'border-l-info',
  [ContestStatus.RUNNING]: 'border-l-success',
  [ContestStatus.ENDED]: 'border-l-error',
};

/** The rule; for OI its tooltip says which score of a problem counts. */
function RuleBadge({ contest }: { contest: ContestListItem }) {
  const { t } = useTranslation('contest');
  const badge = <span className="badge badge-sm badge-outline badge-primary">{ruleLabel(contest.type)}</span>;
  if (contest.type !== ContestType.OI) return badge;
  const tip = t(contest.oiRankScoreType === 'Highest' ? 'header.oiHighest' : 'header.oiRecent');
  return (
    <span className="tooltip tooltip-bottom" data-tip={tip}>
      {badge}
    </span>
  );
}

export function GroupContestCard({ contest }: { contest: ContestListItem }) {
  const { t } = useTranslation('groupContest');
  const board =
    contest.type === ContestType.ACM
      ? paths.contestAcmScoreboard(contest.id)
      : paths.contestOiScoreboard(contest.id);
  const scheduled = contest.status === ContestStatus.SCHEDULED;
  return (
    <li
      className={`flex gap-3 rounded-box border border-l-4 border-base-300 bg-base-100 p-3 sm:p-4 ${STATUS_BORDER[contest.status]}`}
      data-testid="group-contest-card"
    >
      <ContestTrophy type={contest.type} className="hidden h-12 w-12 shrink-0 sm:block" />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <Link
            to={paths.contestDetail(contest.id)}
            className="link link-hover min-w-0 truncate text-lg font-semibold"
          >
            {contest.title}
          </Link>
          <ContestLock auth={contest.auth} />
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="opacity-70">{formatDateTime(contest.startTime)}</span>
          <span className="flex items-center gap-1 opacity-70">
            <ClockIcon size={14} />
            {formatDuration(contest.duration, (key, values) => t(`common:${key}`, values))}
          </span>
          <RuleBadge contest={contest} />
          <ContestAuthTag auth={contest.auth} />
          {contest.auth !== ContestAuth.PUBLIC && (
            <span
              className="flex items-center gap-1 opacity-70"
              title={t('participantsTip', { count: contest.count })}
            >
              <UsersIcon size={14} />×{contest.count}
            </span>
          )}
          {contest.openRank &&
            (scheduled ? (
              <button type="button" className="btn btn-xs btn-ghost" disabled title={t('boardNotOpen')}>
                {t('outsideBoard')}
              </button>
            ) : (
              <Link to={board} className="btn btn-xs btn-ghost" target="_blank" rel="noreferrer">
                {t('outsideBoard')}
              </Link>
            ))}
        </div>
      </div>
      <div className="shrink-0">
        <ContestStatusTag status={contest.status} />
      </div>
    </li>
  );
}

const LIST_DEFAULTS = { currentPage: 1 };

/** Spec 3 §2 Group contests: the group's visible contests as cards, the page in the query string. */
export function GroupContestList({ gid }: { gid: number }) {
  const { t } = useTranslation('groupContest');
  const [query, setQuery] = useUrlState(LIST_DEFAULTS);
  const list = useGroupContestList({ gid, currentPage: query.currentPage, limit: GROUP_CONTEST_PAGE_SIZE });
  const records = list.data?.records ?? [];
  return (
    <div className="flex flex-col gap-3">
      {list.isPending ? (
        <div className="skeleton h-40 w-full" />
      ) : list.isError ? (
        <EmptyState>{t('common:states.loadFailed')}</EmptyState>
      ) : records.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="group-contest-list">
          {records.map((contest) => (
            <GroupContestCard key={contest.id} contest={contest} />
          ))}
        </ul>
      )}
      <div className="flex justify-center">
        <Pagination
          page={query.currentPage}
          pageSize={GROUP_CONTEST_PAGE_SIZE}
          simple
          total={list.data?.total ?? 0}
          onChange={(currentPage) => setQuery({ currentPage })}
        />
      </div>
    </div>
  );
}
