import type { JudgeActivity } from '@contract/admin-dashboard';
import { EChart } from '@web/components/charts';
import { Panel } from '@web/components/ui/panel';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const timeOfDay = (iso: string) => {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

export function ThroughputChart({ perMinute }: { perMinute: JudgeActivity['perMinute'] | undefined }) {
  const { t } = useTranslation('dashboard');
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { data: [t('chart.judged'), t('chart.failed')] },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: (perMinute ?? []).map((m) => timeOfDay(m.minute)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: t('chart.judged'),
          type: 'bar',
          data: (perMinute ?? []).map((m) => m.judged),
          color: '#19be6b',
        },
        {
          name: t('chart.failed'),
          type: 'line',
          data: (perMinute ?? []).map((m) => m.failed),
          color: '#ed3f14',
        },
      ],
    }),
    [perMinute, t],
  );
  return (
    <Panel title={t('chart.title')}>
      <EChart option={option} height={260} ariaLabel={t('chart.aria')} />
    </Panel>
  );
}
