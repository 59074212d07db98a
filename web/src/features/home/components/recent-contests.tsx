import { ClockIcon, UsersIcon } from '@web/components/icons';
import { EmptyState } from '@web/components/ui/empty-state';
import { Panel } from '@web/components/ui/panel';
import { paths } from '@web/config/paths';
import { useIsAuthenticated } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { formatDateTime, formatDuration } from '@web/lib/format';
import { useRouteAvailable } from '@web/lib/route-availability';
import { toast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type RecentContest, useRecentContests } from '../api/get-recent-contests';

const STATUS_CLASS = { '-1': 'badge-info', '0': 'badge-success', ended: 'badge-ghost' } as const;
const statusKey = (status: number) => (status === -1 ? '-1' : status === 0 ? '0' : 'ended');

function ContestCard({ contest }: { contest: RecentContest }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const loggedIn = useIsAuthenticated();
  const isAvailable = useRouteAvailable();
  const detail = paths.contestDetail(contest.id);
  const typeLink = paths.contestListOfType(contest.type);
  const status = statusKey(contest.status);

  // Spec 1 §2.6: entering a contest needs an account.
  const enter = () => {
    if (!loggedIn) {
      toast.warning(t('common:errors.loginFirst'));
      openAuthDialog('login');
      return;
    }
    navigate(detail);
  };

  const typeLabel = t(contest.type === 1 ? 'contests.oi' : 'contests.acm');
  return (
    <li className="rounded-box border border-base-300 p-3 transition hover:border-primary">
      <div className="flex flex-wrap items-center gap-2">
        {isAvailable(detail) ? (
          <button type="button" className="link link-hover text-left font-semibold" onClick={enter}>
            {contest.title}
          </button>
        ) : (
          <span className="font-semibold">{contest.title}</span>
        )}
        <span className={`badge badge-sm ${STATUS_CLASS[status]}`}>{t(`contests.status.${status}`)}</span>
        {isAvailable(typeLink) ? (
          <Link to={typeLink} className="badge badge-sm badge-outline badge-primary">
            {typeLabel}
          </Link>
        ) : (
          <span className="badge badge-sm badge-outline">{typeLabel}</span>
        )}
        <span className="badge badge-sm badge-ghost">{t(`contests.auth.${contest.auth}`)}</span>
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs opacity-70">
        <span>{t('contests.start', { time: formatDateTime(contest.startTime) })}</span>
        <span className="flex items-center gap-1">
          <ClockIcon size={12} />
          {formatDuration(contest.duration, (key, values) => t(`common:${key}`, values))}
        </span>
        <span className="flex items-center gap-1">
          <UsersIcon size={12} />
          {t('contests.participants', { count: contest.count })}
        </span>
      </div>
    </li>
  );
}

export function RecentContests() {
  const { t } = useTranslation('home');
  const { data, isPending, isError } = useRecentContests();
  const contests = isError ? [] : (data ?? []);
  return (
    <Panel className="shadow-sm" title={t('contests.title')}>
      {isPending ? (
        <div className="skeleton h-24 w-full" />
      ) : contests.length === 0 ? (
        <EmptyState>{t('contests.empty')}</EmptyState>
      ) : (
        <ul className="space-y-2">
          {contests.map((contest) => (
            <ContestCard key={contest.id} contest={contest} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
