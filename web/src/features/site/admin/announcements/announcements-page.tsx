import type { Announcement } from '@contract/site';
import type { ColumnDef } from '@tanstack/react-table';
import { EditIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { useUrlState } from '@web/hooks/use-url-state';
import { messageOf } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAnnouncements } from '../api/get-announcements';
import { useSaveAnnouncement } from '../api/save-announcement';
import { AnnouncementDialog } from './announcement-dialog';

const LIST_DEFAULTS = { currentPage: 1, limit: 10 };

/** /admin/announcement (spec 3 admin screens): the site-wide announcements the home page shows. */
export function AnnouncementsPage() {
  const { t } = useTranslation('siteAdmin');
  const [query, setQuery] = useUrlState(LIST_DEFAULTS);
  // undefined: closed; null: a new one; otherwise the one being edited.
  const [editing, setEditing] = useState<Announcement | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<Announcement | null>(null);
  const list = useAnnouncements({ currentPage: query.currentPage, limit: query.limit });
  const toggle = useSaveAnnouncement();
  const remove = useDeleteAnnouncement();
  const rows = list.data?.records ?? [];

  const columns: ColumnDef<Announcement>[] = [
    { id: 'id', header: t('announcements.id'), cell: ({ row }) => row.original.id },
    { id: 'title', header: t('announcements.titleField'), cell: ({ row }) => row.original.title },
    {
      id: 'created',
      header: t('announcements.created'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">{formatDateTime(row.original.gmtCreate)}</span>
      ),
    },
    {
      id: 'modified',
      header: t('announcements.modified'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">{formatDateTime(row.original.gmtModified)}</span>
      ),
    },
    { id: 'author', header: t('announcements.author'), cell: ({ row }) => row.original.username ?? '--' },
    {
      id: 'visible',
      header: t('announcements.visible'),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="toggle toggle-primary toggle-sm"
          aria-label={t('announcements.visibleOf', { title: row.original.title })}
          checked={row.original.status === 0}
          disabled={toggle.isPending && toggle.variables?.id === row.original.id}
          onChange={(event) => {
            const { id, title, content } = row.original;
            // Spec 3 §4: the switch saves at once.
            toggle.mutate(
              { id, title, content, status: event.target.checked ? 0 : 1 },
              {
                onSuccess: () => toast.success(t('messages.updated')),
                onError: (failure) => toast.error(messageOf(failure, t('messages.saveFailed'))),
              },
            );
          }}
        />
      ),
    },
    {
      id: 'actions',
      header: t('announcements.actions'),
      cell: ({ row }) => (
        <div className="flex flex-nowrap gap-1">
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            title={t('announcements.edit')}
            aria-label={t('announcements.editOf', { title: row.original.title })}
            onClick={() => setEditing(row.original)}
          >
            <EditIcon size={16} />
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-xs text-error"
            aria-label={t('announcements.deleteOf', { title: row.original.title })}
            onClick={() => setToDelete(row.original)}
          >
            {t('announcements.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <Panel
      title={t('title.announcements')}
      actions={
        <button type="button" className="btn btn-sm btn-primary" onClick={() => setEditing(null)}>
          {t('announcements.create')}
        </button>
      }
    >
      <DataTable data={rows} columns={columns} loading={list.isFetching} getRowId={(row) => String(row.id)} />
      <Pagination
        page={query.currentPage}
        pageSize={query.limit}
        total={list.data?.total ?? 0}
        pageSizes={[10, 30, 50]}
        onChange={(currentPage, limit) => setQuery({ currentPage, limit })}
      />
      {editing !== undefined && (
        <AnnouncementDialog announcement={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        danger
        open={toDelete !== null}
        title={t('announcements.deleteTitle')}
        message={t('announcements.deleteConfirm', { title: toDelete?.title ?? '' })}
        confirmLabel={t('announcements.delete')}
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success(t('messages.deleted'));
              setToDelete(null);
            },
          });
        }}
      />
    </Panel>
  );
}
