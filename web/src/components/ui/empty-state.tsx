import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function EmptyState({ children, className = '' }: { children?: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`py-8 text-center text-sm opacity-60 ${className}`}>{children ?? t('states.noData')}</div>
  );
}
