import type { JudgeServiceInfo } from '@contract/admin-dashboard';
import { useTranslation } from 'react-i18next';

/**
 * What an operator must act on: judging stalls without a healthy runner, a runner that cannot
 * start says why, and a runner that lacks sandbox protections runs untrusted code less contained.
 * Shown only once the runner list is known.
 */
export function DashboardWarnings({ runners }: { runners: JudgeServiceInfo[] | undefined }) {
  const { t } = useTranslation('dashboard');
  if (!runners) return null;
  const healthy = runners.filter((runner) => runner.healthy);
  const exposed = healthy.filter((runner) => runner.missingProtections.length > 0);
  const warnings: { key: string; text: string; severity: 'error' | 'warning' }[] = [];
  if (healthy.length === 0) {
    warnings.push({
      key: 'no-runner',
      severity: 'error',
      text:
        runners.length === 0
          ? t('warning.noRunner')
          : t('warning.noHealthyRunner', { count: runners.length }),
    });
  }
  for (const runner of runners) {
    if (runner.startError === null) continue;
    warnings.push({
      key: `start-${runner.name}`,
      severity: 'error',
      text: t('warning.cannotStart', { name: runner.name, error: runner.startError }),
    });
  }
  for (const runner of exposed) {
    warnings.push({
      key: `protections-${runner.name}`,
      severity: 'warning',
      text: t('warning.missingProtections', {
        name: runner.name,
        protections: runner.missingProtections.join(', '),
      }),
    });
  }
  if (warnings.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="dashboard-warnings">
      {warnings.map((warning) => (
        <div
          key={warning.key}
          role="alert"
          className={`alert ${warning.severity === 'error' ? 'alert-error' : 'alert-warning'} alert-soft text-sm`}
        >
          {warning.text}
        </div>
      ))}
    </div>
  );
}
