import { useTranslation } from 'react-i18next';

export function HealthBadge({ healthy }: { healthy: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <span className={`badge badge-sm ${healthy ? 'badge-success' : 'badge-error'}`}>
      {healthy ? t('status.healthy') : t('status.unhealthy')}
    </span>
  );
}
