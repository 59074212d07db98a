import type { AdminTrainingListItem } from '@contract/training-admin';
import type { ColumnDef } from '@tanstack/react-table';
import { EditIcon, ListIcon, TrashIcon } from '@web/components/icons';
import { DataTable } from '@web/components/ui/data-table';
import { DeleteConfirmDialog } from '@web/components/ui/delete-confirm-dialog';
import { IconButton } from '@web/components/ui/icon-button';
import { Pagination } from '@web/components/ui/pagination';
import { useUrlState } from '@web/hooks/use-url-state';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrainingAuthTag } from '../../components/training-badges';
import {
  useChangeGroupTrainingStatus,
  useDeleteGroupTraining,
  useGroupAdminTrainingList,
} from '../api/group-trainings';
import {
  type GroupTrainingView,
  type GroupTrainingViewer,
  managesGroupTraining,
} from '../lib/group-training-rules';

// Spec 3 §7: the group's admin training list shows 10 a page.
const PAGE = { currentPage: 1, limit: 10 };

/**
 * Spec 3 §2 the admin list of a group's trainings: id, order, title, auth, the visible switch
 * (saved at once), created/updated/creator, and edit, problems and delete for the training's
 * author and the group's roots.
 */
export function GroupTrainingAdminList({
  viewer,
  onView,
}: {
  viewer: GroupTrainingViewer;
  onView: (view: GroupTrainingView) => void;
}) {
  const { t } = useTranslation('groupTraining');
  const [page, setPage] = useUrlState(PAGE);
  const list = useGroupAdminTrainingList({ gid: viewer.gid, ...page });
  const changeStatus = useChangeGroupTrainingStatus(viewer.gid);
  const remove = useDeleteGroupTraining(viewer.gid);
  const [toDelete, setToDelete] = useState<AdminTrainingListItem | null>(null);

  const columns: ColumnDef<AdminTrainingListItem>[] = [
    { id: 'id', header: t('admin.id'), cell: ({ row }) => row.original.id },
    { id: 'rank', header: t('admin.rank'), cell: ({ row }) => row.original.rank },
    {
      id: 'title',
      header: t('columns.title'),
      cell: ({ row }) => <span className="inline-block min-w-32 font-medium">{row.original.title}</span>,
    },
    {
      id: 'auth',
      header: t('columns.auth'),
      cell: ({ row }) => <TrainingAuthTag auth={row.original.auth} />,
    },
    {
      id: 'visible',
      header: t('admin.visible'),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="toggle toggle-primary toggle-sm"
          aria-label={t('admin.visibleOf', { title: row.original.title })}
          checked={row.original.status}
          disabled={
            !managesGroupTraining(viewer, row.original) ||
            (changeStatus.isPending && changeStatus.variables?.tid === row.original.id)
          }
          onChange={(event) =>
            changeStatus.mutate(
              { tid: row.original.id, status: event.target.checked },
              { onSuccess: () => toast.success(t('messages.updated')) },
            )
          }
        />
      ),
    },
    {
      id: 'info',
      header: t('admin.info'),
      cell: ({ row }) => (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs whitespace-nowrap">
          <dt className="opacity-60">{t('admin.created')}</dt>
          <dd>{formatDateTime(row.original.gmtCreate)}</dd>
          <dt className="opacity-60">{t('admin.updated')}</dt>
          <dd>{formatDateTime(row.original.gmtModified)}</dd>
          <dt className="opacity-60">{t('admin.creator')}</dt>
          <dd>{row.original.author}</dd>
        </dl>
      ),
    },
    {
      id: 'actions',
      header: t('admin.actions'),
      cell: ({ row }) => {
        const { id, title } = row.original;
        if (!managesGroupTraining(viewer, row.original)) return null;
        return (
          <div className="flex flex-nowrap gap-1">
            <IconButton
              label={t('admin.editOf', { title })}
              onClick={() => onView({ kind: 'edit', tid: id })}
            >
              <EditIcon size={16} />
            </IconButton>
            <IconButton
              label={t('admin.problemsOf', { title })}
              onClick={() => onView({ kind: 'problems', tid: id })}
            >
              <ListIcon size={16} />
            </IconButton>
            <IconButton
              label={t('admin.deleteOf', { title })}
              danger
              onClick={() => setToDelete(row.original)}
            >
              <TrashIcon size={16} />
            </IconButton>
          </div>
        );
      },
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <button type="button" className="btn btn-sm btn-primary" onClick={() => onView({ kind: 'create' })}>
          {t('admin.create')}
        </button>
      </div>
      <DataTable
        data={list.data?.records ?? []}
        columns={columns}
        loading={list.isFetching}
        getRowId={(row) => String(row.id)}
      />
      <Pagination
        page={page.currentPage}
        pageSize={page.limit}
        total={list.data?.total ?? 0}
        onChange={(currentPage) => setPage({ currentPage })}
      />
      <DeleteConfirmDialog
        item={toDelete}
        remove={remove}
        title={t('admin.deleteTitle')}
        message={t('admin.deleteConfirm', { title: toDelete?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        deleted={t('messages.deleted')}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}
