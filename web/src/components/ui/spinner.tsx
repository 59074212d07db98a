import { useTranslation } from 'react-i18next';

export function Spinner({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`loading loading-spinner ${className}`} role="status" aria-label={t('states.loading')} />
  );
}

/** Shown while a page's code or its first data is loading. */
export function PageLoader() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="loading-lg text-primary" />
    </div>
  );
}
