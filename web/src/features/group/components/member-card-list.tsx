import type { GroupMemberRow } from '@contract/group';
import { EmptyState } from '@web/components/ui/empty-state';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The phone layout of the member tables (spec 3 §9: below 768 px): one stacked card a row. */
export function MemberCardList({
  rows,
  loading,
  empty,
  renderItem,
}: {
  rows: GroupMemberRow[];
  loading: boolean;
  empty: string;
  renderItem: (row: GroupMemberRow) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      {rows.length === 0 && !loading ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ul className="divide-y divide-base-300">
          {rows.map((row) => (
            <li key={row.uid} className="flex flex-col gap-2 py-3">
              {renderItem(row)}
            </li>
          ))}
        </ul>
      )}
      {loading && (
        <div className="absolute inset-0 flex min-h-16 items-center justify-center bg-base-100/60">
          <span
            className="loading loading-spinner loading-md"
            role="status"
            aria-label={t('states.loading')}
          />
        </div>
      )}
    </div>
  );
}
