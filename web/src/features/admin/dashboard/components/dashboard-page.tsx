import { useTranslation } from 'react-i18next';
import { useDashboardInfo } from '../api/get-dashboard-info';
import { useJudgeActivity } from '../api/get-judge-activity';
import { useJudgeServiceInfo } from '../api/get-judge-service-info';
import { useServiceInfo } from '../api/get-service-info';
import { useLastSession } from '../api/get-sessions';
import { DashboardCounters, LastLoginPanel } from './dashboard-counters';
import { DashboardWarnings } from './dashboard-warnings';
import { JudgeServersPanel } from './judge-servers-panel';
import { QueuePanel } from './queue-panel';
import { ServicePanel } from './service-panel';
import { ThroughputChart } from './throughput-chart';

/** The super admin's window onto the platform (spec 3 admin screens; issue 12). */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const info = useDashboardInfo();
  const session = useLastSession();
  const service = useServiceInfo();
  const runners = useJudgeServiceInfo();
  const activity = useJudgeActivity();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-semibold">{t('title')}</h1>
        <span className="text-xs opacity-60">{t('refreshing')}</span>
      </div>
      <DashboardWarnings runners={runners.data} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <DashboardCounters info={info.data} />
        <LastLoginPanel session={session.data} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <ThroughputChart perMinute={activity.data?.perMinute} />
        <QueuePanel queue={activity.data?.queue} />
      </div>
      <ServicePanel info={service.data} />
      <JudgeServersPanel runners={runners.data} />
    </div>
  );
}
