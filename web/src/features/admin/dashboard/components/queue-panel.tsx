import type { JudgeActivity } from '@contract/admin-dashboard';
import { Panel } from '@web/components/ui/panel';
import { useKeyboardScrollable } from '@web/hooks/use-keyboard-scrollable';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { useTranslation } from 'react-i18next';

export function QueuePanel({ queue }: { queue: JudgeActivity['queue'] | undefined }) {
  const { t } = useTranslation('dashboard');
  // Three stats side by side can outgrow a narrow panel, which then scrolls sideways.
  const scrollBox = useKeyboardScrollable<HTMLDivElement>();
  return (
    <Panel title={t('queue.title')}>
      <div ref={scrollBox} className="stats stats-vertical border border-base-300 sm:stats-horizontal">
        <div className="stat">
          <div className="stat-title">{t('queue.waiting')}</div>
          <div className="stat-value" data-testid="dashboard-queue-waiting">
            {queue?.waiting ?? '--'}
          </div>
        </div>
        <div className="stat">
          <div className="stat-title">{t('queue.leased')}</div>
          <div className="stat-value">{queue?.leased ?? '--'}</div>
        </div>
        <div className="stat">
          <div className="stat-title">{t('queue.oldest')}</div>
          <div className="stat-value text-base">
            {queue?.oldestWaitingAt ? formatRelative(queue.oldestWaitingAt) : t('queue.none')}
          </div>
          {queue?.oldestWaitingAt && (
            <div className="stat-desc">
              {formatDateTime(queue.oldestWaitingAt)}
              {queue.oldestWaitingSubmitId !== null &&
                ` · ${t('queue.oldestSubmission', { id: queue.oldestWaitingSubmitId })}`}
            </div>
          )}
        </div>
      </div>
      {queue && (
        <p className="text-xs opacity-70">
          {queue.source === 'database' ? t('queue.sourceDatabase') : t('queue.sourceCloudflare')}
        </p>
      )}
    </Panel>
  );
}
