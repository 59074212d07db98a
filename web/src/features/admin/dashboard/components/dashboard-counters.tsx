import type { DashboardInfo, DashboardSession } from '@contract/admin-dashboard';
import { Panel } from '@web/components/ui/panel';
import { formatDateTime } from '@web/lib/format';
import { useTranslation } from 'react-i18next';

export function DashboardCounters({ info }: { info: DashboardInfo | undefined }) {
  const { t } = useTranslation('dashboard');
  const stats = [
    { key: 'users', title: t('counters.users'), value: info?.userNum, hint: null },
    {
      key: 'today',
      title: t('counters.todaySubmissions'),
      value: info?.todayJudgeNum,
      hint: t('counters.todayHint'),
    },
    {
      key: 'contests',
      title: t('counters.recentContests'),
      value: info?.recentContestNum,
      hint: t('counters.recentHint'),
    },
  ];
  return (
    <div className="stats stats-vertical w-full border border-base-300 bg-base-100 md:stats-horizontal">
      {stats.map((stat) => (
        <div key={stat.key} className="stat" data-testid={`dashboard-counter-${stat.key}`}>
          <div className="stat-title">{stat.title}</div>
          <div className="stat-value text-primary">{stat.value ?? '--'}</div>
          {stat.hint && <div className="stat-desc">{stat.hint}</div>}
        </div>
      ))}
    </div>
  );
}

export function LastLoginPanel({ session }: { session: DashboardSession | null | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <Panel title={t('lastLogin.title')}>
      {session ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="dashboard-last-login">
          <dt className="opacity-70">{t('lastLogin.time')}</dt>
          <dd>{formatDateTime(session.gmtCreate)}</dd>
          <dt className="opacity-70">{t('lastLogin.address')}</dt>
          <dd>{session.ip ?? t('lastLogin.unknown')}</dd>
          <dt className="opacity-70">{t('lastLogin.userAgent')}</dt>
          <dd className="break-all">{session.userAgent ?? t('lastLogin.unknown')}</dd>
        </dl>
      ) : (
        <p className="text-sm opacity-70">{session === null ? t('lastLogin.none') : '--'}</p>
      )}
    </Panel>
  );
}
