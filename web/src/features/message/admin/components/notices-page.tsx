import { type AdminNotice, NOTICE_TYPES, type NoticeType } from '@contract/message';
import type { ColumnDef } from '@tanstack/react-table';
import { EditIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { useUrlState } from '@web/hooks/use-url-state';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAdminNotice } from '../api/delete-admin-notice';
import { useAdminNotices } from '../api/get-admin-notices';
import { NoticeDialog } from './notice-dialog';

const LIST_DEFAULTS = { currentPage: 1, limit: 10, type: '' };

/** /admin/notice (spec 3 admin screens "notice (S)"): the notices the push delivers to users. */
export function NoticesPage() {
  const { t } = useTranslation('noticeAdmin');
  const [query, setQuery] = useUrlState(LIST_DEFAULTS);
  const type = (NOTICE_TYPES as readonly string[]).includes(query.type) ? (query.type as NoticeType) : '';
  // undefined: closed; null: a new one; otherwise the one being edited.
  const [editing, setEditing] = useState<AdminNotice | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<AdminNotice | null>(null);
  const list = useAdminNotices({ currentPage: query.currentPage, limit: query.limit, type });
  const remove = useDeleteAdminNotice();
  const rows = list.data?.records ?? [];

  const columns: ColumnDef<AdminNotice>[] = [
    { id: 'id', header: t('columns.id'), cell: ({ row }) => row.original.id },
    {
      id: 'title',
      header: t('columns.title'),
      cell: ({ row }) => <span className="line-clamp-2 min-w-40 break-words">{row.original.title}</span>,
    },
    {
      id: 'recipient',
      header: t('columns.recipient'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {t(`types.${row.original.type}`)}
          {row.original.type === 'Single' && row.original.recipientUsername && (
            <span className="opacity-70"> · {row.original.recipientUsername}</span>
          )}
        </span>
      ),
    },
    {
      id: 'pushed',
      header: t('columns.pushed'),
      cell: ({ row }) =>
        row.original.state ? (
          <span className="badge badge-success badge-soft badge-sm whitespace-nowrap">{t('pushed')}</span>
        ) : (
          <span className="badge badge-warning badge-soft badge-sm whitespace-nowrap">{t('waiting')}</span>
        ),
    },
    {
      id: 'created',
      header: t('columns.created'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">{formatDateTime(row.original.gmtCreate)}</span>
      ),
    },
    {
      id: 'modified',
      header: t('columns.modified'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">{formatDateTime(row.original.gmtModified)}</span>
      ),
    },
    { id: 'author', header: t('columns.author'), cell: ({ row }) => row.original.adminUsername ?? '--' },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: ({ row }) => (
        <div className="flex flex-nowrap gap-1">
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            title={t('edit')}
            aria-label={t('editOf', { title: row.original.title })}
            onClick={() => setEditing(row.original)}
          >
            <EditIcon size={16} />
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-xs text-error"
            aria-label={t('deleteOf', { title: row.original.title })}
            onClick={() => setToDelete(row.original)}
          >
            {t('delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <Panel
      title={t('title')}
      actions={
        <>
          <select
            className="select select-sm w-auto"
            aria-label={t('filterType')}
            value={type}
            onChange={(event) => setQuery({ type: event.target.value, currentPage: 1 })}
          >
            <option value="">{t('allTypes')}</option>
            {NOTICE_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(`types.${option}`)}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setEditing(null)}>
            {t('create')}
          </button>
        </>
      }
    >
      <p className="text-sm opacity-70">{t('pushHint')}</p>
      <DataTable data={rows} columns={columns} loading={list.isFetching} getRowId={(row) => String(row.id)} />
      <Pagination
        page={query.currentPage}
        pageSize={query.limit}
        total={list.data?.total ?? 0}
        pageSizes={[10, 30, 50]}
        onChange={(currentPage, limit) => setQuery({ currentPage, limit })}
      />
      {editing !== undefined && <NoticeDialog notice={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        danger
        open={toDelete !== null}
        title={t('deleteTitle')}
        message={t('deleteConfirm', { title: toDelete?.title ?? '' })}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success(t('deleted'));
              setToDelete(null);
            },
          });
        }}
      />
    </Panel>
  );
}
