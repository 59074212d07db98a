import { EChart } from '@web/components/charts';
import { RefreshIcon } from '@web/components/icons';
import { Panel } from '@web/components/ui/panel';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastWeekStatistics } from '../api/get-last-week-statistics';

export function SubmissionChart() {
  const { t } = useTranslation('home');
  const { data, isPending, isFetching, refresh } = useLastWeekStatistics();

  const option = useMemo(
    () =>
      data && {
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        grid: { left: 36, right: 12, top: 32, bottom: 24 },
        xAxis: { type: 'category', data: data.dateStrList.map((date) => date.slice(5)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { name: t('chart.ac'), type: 'bar', data: data.acCountList, itemStyle: { color: '#19be6b' } },
          {
            name: t('chart.total'),
            type: 'line',
            smooth: true,
            data: data.totalCountList,
            itemStyle: { color: '#2d8cf0' },
            areaStyle: { opacity: 0.15 },
          },
        ],
      },
    [data, t],
  );

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
      {option ? (
        <EChart option={option} height={260} ariaLabel={t('chart.title')} />
      ) : (
        <div
          className={`flex h-[260px] items-center justify-center ${isPending ? 'skeleton' : 'opacity-60'}`}
        >
          {!isPending && t('common:states.loadFailed')}
        </div>
      )}
    </Panel>
  );
}
