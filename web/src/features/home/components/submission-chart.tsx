import { BarChart } from '@web/components/charts/bar-chart';
import { RefreshIcon } from '@web/components/icons';
import { Panel } from '@web/components/ui/panel';
import { useTranslation } from 'react-i18next';
import { useLastWeekStatistics } from '../api/get-last-week-statistics';

/** Spec 1 §2.6: accepted and all submissions of each of the last seven days. */
export function SubmissionChart() {
  const { t } = useTranslation('home');
  const { data, isPending, isFetching, refresh } = useLastWeekStatistics();

  return (
    <Panel
      className="shadow-sm"
      title={t('chart.title')}
      actions={
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          aria-label={t('common:actions.refresh')}
          disabled={isFetching}
          onClick={refresh}
        >
          <RefreshIcon size={14} className={isFetching ? 'animate-spin' : undefined} />
        </button>
      }
    >
      {data ? (
        <BarChart
          title={t('chart.title')}
          categories={data.dateStrList.map((date) => date.slice(5))}
          series={[
            { name: t('chart.ac'), values: data.acCountList, color: 'var(--color-success)' },
            { name: t('chart.total'), values: data.totalCountList, color: 'var(--color-info)' },
          ]}
          height={212}
        />
      ) : (
        <div
          className={`flex h-[264px] items-center justify-center ${isPending ? 'skeleton' : 'opacity-60'}`}
        >
          {!isPending && t('common:states.loadFailed')}
        </div>
      )}
    </Panel>
  );
}
