import { JUDGE_STATUS_INFO } from '@contract/judge-status';
import type { ProblemCountView } from '@contract/problem';
import { EChart } from '@web/components/charts';
import { Modal } from '@web/components/ui/modal';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, percentOf, RESULT_KEYS } from './ac-rate';

/** Spec 1 §2.8: a pie of the problem's result counts. */
export function StatisticDialog({
  open,
  onClose,
  counts,
}: {
  open: boolean;
  onClose: () => void;
  counts: ProblemCountView;
}) {
  const { t } = useTranslation('problem');
  const option = useMemo(() => {
    const data = RESULT_KEYS.filter(({ key }) => (counts[key] ?? 0) > 0).map(({ key, status }) => ({
      name: JUDGE_STATUS_INFO[status].short,
      value: counts[key],
      itemStyle: { color: JUDGE_STATUS_INFO[status].color },
    }));
    return {
      tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          radius: ['35%', '65%'],
          center: ['50%', '45%'],
          avoidLabelOverlap: true,
          label: { formatter: '{b}\n{d}%' },
          data,
        },
      ],
    };
  }, [counts]);

  return (
    <Modal open={open} onClose={onClose} title={t('statistic.title')} width={560}>
      <div className="mb-2 flex flex-wrap gap-4 text-sm">
        <span>
          {t('statistic.total')}: <b className="tabular-nums">{counts.total}</b>
        </span>
        <span>
          {t('statistic.accepted')}: <b className="tabular-nums">{counts.ac}</b>
        </span>
        <span>
          {t('statistic.acRate')}:{' '}
          <b className="tabular-nums">{formatPercent(percentOf(counts.ac, counts.total))}</b>
        </span>
      </div>
      {counts.total > 0 ? (
        <EChart option={option} height={340} ariaLabel={t('statistic.title')} />
      ) : (
        <div className="flex h-40 items-center justify-center opacity-60">{t('statistic.empty')}</div>
      )}
    </Modal>
  );
}
