import {
  GROUP_ADMIN_ANNOUNCEMENT_PAGE_SIZE,
  GROUP_ANNOUNCEMENT_TITLE_MAX,
  type GroupAnnouncement,
  GroupAnnouncementStatus,
} from '@contract/group';
import type { ColumnDef } from '@tanstack/react-table';
import { AnnouncementDialog } from '@web/components/announcement-dialog';
import { EditIcon, PlusIcon, TrashIcon } from '@web/components/icons';
import { DataTable } from '@web/components/ui/data-table';
import { DeleteConfirmDialog } from '@web/components/ui/delete-confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { IconButton } from '@web/components/ui/icon-button';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { useMediaQuery } from '@web/hooks/use-media-query';
import { messageOf } from '@web/lib/api-client';
import { useUser } from '@web/lib/auth';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteGroupAnnouncement } from '../api/delete-group-announcement';
import { useAdminGroupAnnouncements } from '../api/get-admin-group-announcements';
import { useSaveGroupAnnouncement } from '../api/save-group-announcement';
import { useGroupContext } from '../lib/group-context';

/**
 * The group admins' announcement panel (spec 3 §2): every announcement, hidden ones too. The
 * group root edits, hides and deletes any of them, other group admins only their own (spec 3 §6).
 */
export function GroupAnnouncementAdmin({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation('groupAnnouncement');
  const { gid, isRoot } = useGroupContext();
  const uid = useUser()?.uid;
  const [paging, setPaging] = useState({ currentPage: 1, limit: GROUP_ADMIN_ANNOUNCEMENT_PAGE_SIZE });
  // undefined: the editor is closed; null: a new announcement; otherwise the one being edited.
  const [editing, setEditing] = useState<GroupAnnouncement | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<GroupAnnouncement | null>(null);
  const list = useAdminGroupAnnouncements({ gid, ...paging });
  const save = useSaveGroupAnnouncement(gid);
  const remove = useDeleteGroupAnnouncement(gid);
  const manages = (announcement: GroupAnnouncement) => isRoot || announcement.uid === uid;
  const desktop = useMediaQuery('(min-width: 768px)');

  const visibleSwitch = (announcement: GroupAnnouncement) => {
    const { id, title, content, status } = announcement;
    return (
      <input
        type="checkbox"
        className="toggle toggle-primary toggle-sm"
        aria-label={t('admin.visibleOf', { title })}
        checked={status === GroupAnnouncementStatus.VISIBLE}
        disabled={
          !manages(announcement) ||
          (save.isPending && save.variables?.kind === 'update' && save.variables.body.id === id)
        }
        onChange={(event) =>
          // Spec 3 §4: the switch saves at once.
          save.mutate(
            {
              kind: 'update',
              body: {
                id,
                title,
                content,
                status: event.target.checked
                  ? GroupAnnouncementStatus.VISIBLE
                  : GroupAnnouncementStatus.HIDDEN,
              },
            },
            {
              onSuccess: () => toast.success(t('messages.updated')),
              onError: (failure) => toast.error(messageOf(failure, t('messages.saveFailed'))),
            },
          )
        }
      />
    );
  };

  const rowActions = (announcement: GroupAnnouncement) =>
    manages(announcement) && (
      <div className="flex flex-nowrap gap-1">
        <IconButton
          label={t('admin.editOf', { title: announcement.title })}
          onClick={() => setEditing(announcement)}
        >
          <EditIcon size={16} />
        </IconButton>
        <IconButton
          label={t('admin.deleteOf', { title: announcement.title })}
          danger
          onClick={() => setToDelete(announcement)}
        >
          <TrashIcon size={16} />
        </IconButton>
      </div>
    );

  const dateText = (value: string) => (
    <span className="whitespace-nowrap text-xs">{formatDateTime(value)}</span>
  );

  const columns: ColumnDef<GroupAnnouncement>[] = [
    { id: 'id', header: t('admin.id'), cell: ({ row }) => row.original.id },
    {
      id: 'title',
      header: t('admin.titleField'),
      cell: ({ row }) => (
        <span className="inline-block min-w-32 break-words font-medium">{row.original.title}</span>
      ),
    },
    { id: 'created', header: t('admin.created'), cell: ({ row }) => dateText(row.original.gmtCreate) },
    { id: 'modified', header: t('admin.modified'), cell: ({ row }) => dateText(row.original.gmtModified) },
    { id: 'author', header: t('admin.author'), cell: ({ row }) => row.original.username },
    { id: 'visible', header: t('admin.visible'), cell: ({ row }) => visibleSwitch(row.original) },
    { id: 'actions', header: t('admin.actions'), cell: ({ row }) => rowActions(row.original) },
  ];
  const records = list.data?.records ?? [];

  return (
    <Panel
      title={t('admin.heading')}
      actions={
        <>
          {actions}
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setEditing(null)}>
            <PlusIcon size={14} />
            {t('admin.create')}
          </button>
        </>
      }
    >
      {desktop ? (
        <DataTable
          data={records}
          columns={columns}
          loading={list.isFetching}
          empty={t('admin.empty')}
          getRowId={(row) => String(row.id)}
        />
      ) : list.isPending ? (
        <div className="skeleton h-24 w-full" />
      ) : records.length === 0 ? (
        <EmptyState>{t('admin.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-base-300">
          {records.map((announcement) => (
            <li key={announcement.id} className="flex flex-col gap-2 py-3">
              <div className="flex items-start justify-between gap-2">
                <span className="break-words font-medium">
                  <span className="mr-2 text-xs opacity-60">#{announcement.id}</span>
                  {announcement.title}
                </span>
                {visibleSwitch(announcement)}
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs opacity-70">
                <span>
                  {announcement.username} · {formatDateTime(announcement.gmtModified)}
                </span>
                {rowActions(announcement)}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={paging.currentPage}
        pageSize={paging.limit}
        total={list.data?.total ?? 0}
        pageSizes={[10, 30, 50]}
        simple={!desktop}
        onChange={(currentPage, limit) => setPaging({ currentPage, limit })}
      />
      {editing !== undefined && (
        <AnnouncementDialog
          heading={t(editing ? 'editor.edit' : 'editor.create')}
          initial={editing}
          titleMax={GROUP_ANNOUNCEMENT_TITLE_MAX}
          pending={save.isPending}
          gid={gid}
          fullscreen
          onSave={async (draft) => {
            await save.mutateAsync(
              editing
                ? { kind: 'update', body: { id: editing.id, ...draft } }
                : { kind: 'create', body: { gid, ...draft } },
            );
            toast.success(t(editing ? 'messages.updated' : 'messages.created'));
            setEditing(undefined);
          }}
          onClose={() => setEditing(undefined)}
        />
      )}
      <DeleteConfirmDialog
        item={toDelete}
        remove={remove}
        title={t('delete.title')}
        message={t('delete.confirm', { title: toDelete?.title ?? '' })}
        confirmLabel={t('delete.action')}
        deleted={t('messages.deleted')}
        onClose={() => setToDelete(null)}
      />
    </Panel>
  );
}
