import type { RankRecord } from '@contract/account';
import { EChart } from '@web/components/charts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankType } from '../api/get-rank-list';

/** Top ten as grouped bars: AC and submissions for ACM, score for OI. */
export function RankChart({ type, records }: { type: RankType; records: RankRecord[] }) {
  const { t } = useTranslation('rank');
  const option = useMemo(() => {
    const names = records.map((record) => record.username);
    const series =
      type === 'ACM'
        ? [
            {
              name: t('columns.ac'),
              type: 'bar',
              data: records.map((r) => r.ac),
              itemStyle: { color: '#19be6b' },
            },
            {
              name: t('columns.total'),
              type: 'bar',
              data: records.map((r) => r.total),
              itemStyle: { color: '#2d8cf0' },
            },
          ]
        : [
            {
              name: t('columns.score'),
              type: 'bar',
              data: records.map((r) => r.score ?? 0),
              itemStyle: { color: '#2d8cf0' },
            },
          ];
    return {
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 36, bottom: 60 },
      xAxis: { type: 'category', data: names, axisLabel: { interval: 0, rotate: names.length > 6 ? 30 : 0 } },
      yAxis: { type: 'value', minInterval: 1 },
      series,
    };
  }, [records, type, t]);

  return <EChart option={option} height={320} ariaLabel={t('chartLabel')} />;
}
