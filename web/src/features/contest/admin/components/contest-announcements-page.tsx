import type { ColumnDef } from '@tanstack/react-table';
import { EditIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { useUrlState } from '@web/hooks/use-url-state';
import { messageOf } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDeleteContestAnnouncement } from '../api/delete-contest-announcement';
import { useAdminContest } from '../api/get-contest';
import { useContestAnnouncements } from '../api/get-contest-announcements';
import { useSaveContestAnnouncement } from '../api/save-contest-announcement';
import { useContestAdminScope } from '../lib/admin-scope';
import type { ContestAnnouncement } from '../lib/types';
import { AnnouncementDialog } from './announcement-dialog';

const LIST_DEFAULTS = { currentPage: 1, limit: 10 };

/**
 * /admin/contest/:contestId/announcement (spec 3 §2): the contest's announcements; a group's
 * contest tab passes `contestId` itself.
 */
export function ContestAnnouncementsPage({ contestId }: { contestId?: string }) {
  const { t } = useTranslation('contestAdmin');
  const { links } = useContestAdminScope();
  const params = useParams();
  const cid = Number(contestId ?? params.contestId);
  const valid = Number.isSafeInteger(cid) && cid > 0;
  const [query, setQuery] = useUrlState(LIST_DEFAULTS);
  // undefined: closed; null: a new one; otherwise the one being edited.
  const [editing, setEditing] = useState<ContestAnnouncement | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<ContestAnnouncement | null>(null);
  const contest = useAdminContest(cid, valid);
  const list = useContestAnnouncements({ cid, currentPage: query.currentPage, limit: query.limit }, valid);
  const toggle = useSaveContestAnnouncement();
  const remove = useDeleteContestAnnouncement();

  if (!valid) return <EmptyState>{t('form.notFound')}</EmptyState>;
  const rows = list.data?.records ?? [];

  const columns: ColumnDef<ContestAnnouncement>[] = [
    { id: 'id', header: t('fields.id'), cell: ({ row }) => row.original.id },
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
      header: t('fields.visible'),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="toggle toggle-primary toggle-sm"
          aria-label={t('announcements.visibleOf', { title: row.original.title })}
          checked={row.original.status === 0}
          disabled={toggle.isPending && toggle.variables?.announcement.id === row.original.id}
          onChange={(event) => {
            const { id, title, content } = row.original;
            // Spec 3 §4: the switch saves at once.
            toggle.mutate(
              { cid, announcement: { id, title, content, status: event.target.checked ? 0 : 1 } },
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
      header: t('fields.actions'),
      cell: ({ row }) => (
        <div className="flex flex-nowrap gap-1">
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            title={t('actions.edit')}
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
            {t('actions.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <Panel
      title={
        <span>
          {t('title.announcements')}
          {contest.data && <span className="ml-2 text-sm font-normal opacity-70">{contest.data.title}</span>}
        </span>
      }
      actions={
        <>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setEditing(null)}>
            {t('announcements.create')}
          </button>
          <Link to={links.list} className="btn btn-sm btn-ghost">
            {t('actions.backToList')}
          </Link>
        </>
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
        <AnnouncementDialog cid={cid} announcement={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        danger
        open={toDelete !== null}
        title={t('announcements.deleteTitle')}
        message={t('announcements.deleteConfirm', { title: toDelete?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(
            { aid: toDelete.id, cid },
            {
              onSuccess: () => {
                toast.success(t('messages.deleted'));
                setToDelete(null);
              },
            },
          );
        }}
      />
    </Panel>
  );
}
