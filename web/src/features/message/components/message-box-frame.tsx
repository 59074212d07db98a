import type { Page } from '@contract/envelope';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCleanMessages } from '../api/clean-messages';
import type { BoxInfo } from '../lib/boxes';

/** What to delete once confirmed: one message by id, or the whole box. */
type Pending = { id: number } | 'all' | null;

/**
 * The frame every box shares: the total and "clear all" above, the rows, the pager below, and
 * the confirmation before anything is deleted.
 */
export function MessageBoxFrame<T extends { id: number }>({
  info,
  page,
  loading,
  currentPage,
  onPage,
  renderRow,
}: {
  info: BoxInfo;
  page: Page<T> | undefined;
  loading: boolean;
  currentPage: number;
  onPage: (page: number) => void;
  renderRow: (row: T, askDelete: () => void) => ReactNode;
}) {
  const { t } = useTranslation('message');
  const clean = useCleanMessages(info);
  const [pending, setPending] = useState<Pending>(null);
  const rows = page?.records ?? [];
  const total = page?.total ?? 0;

  const confirm = () => {
    if (pending === null) return;
    clean.mutate(pending === 'all' ? undefined : pending.id, {
      onSuccess: () => {
        toast.success(t('deleted'));
        setPending(null);
        if (pending === 'all' || (rows.length === 1 && currentPage > 1))
          onPage(pending === 'all' ? 1 : currentPage - 1);
      },
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t(`tabs.${info.box}`)}</h2>
        <div className="flex items-center gap-3 text-sm">
          <span className="opacity-70">{t('total', { count: total })}</span>
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error"
            disabled={total === 0}
            onClick={() => setPending('all')}
          >
            {t('clearAll')}
          </button>
        </div>
      </div>
      {loading && rows.length === 0 ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t(`tabs.${info.box}`)}>
          {rows.map((row) => (
            <li key={row.id}>{renderRow(row, () => setPending({ id: row.id }))}</li>
          ))}
        </ul>
      )}
      {total > info.pageSize && (
        <Pagination
          simple
          page={currentPage}
          pageSize={info.pageSize}
          total={total}
          onChange={(next) => onPage(next)}
        />
      )}
      <ConfirmDialog
        danger
        open={pending !== null}
        title={t(pending === 'all' ? 'clearAllTitle' : 'deleteTitle')}
        message={t(pending === 'all' ? 'clearAllConfirm' : 'deleteConfirm')}
        confirmLabel={t(pending === 'all' ? 'clearAll' : 'delete')}
        busy={clean.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </div>
  );
}

/** The red dot of an unread message (spec 2 §7: shown while state is false). */
export function UnreadDot() {
  const { t } = useTranslation('message');
  return (
    <span
      className="badge badge-error badge-xs shrink-0"
      role="img"
      aria-label={t('unread')}
      title={t('unread')}
    />
  );
}
