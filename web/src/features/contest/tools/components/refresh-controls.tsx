import { Toggle } from '@web/components/ui/toggle';
import { useTranslation } from 'react-i18next';

/** Spec 2 §9: the AC helper and the admin print list refresh every 10 s. */
export const TOOLS_REFRESH_MS = 10_000;

export function RefreshControls({
  autoRefresh,
  onAutoRefreshChange,
  onRefresh,
  busy,
}: {
  autoRefresh: boolean;
  onAutoRefreshChange: (value: boolean) => void;
  onRefresh: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('contestTools');
  return (
    <>
      <Toggle label={t('autoRefresh')} checked={autoRefresh} onChange={onAutoRefreshChange} />
      <button type="button" className="btn btn-sm btn-primary" onClick={onRefresh} disabled={busy}>
        {busy && <span className="loading loading-spinner loading-xs" />}
        {t('refresh')}
      </button>
    </>
  );
}
