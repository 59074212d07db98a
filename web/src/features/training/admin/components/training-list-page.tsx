import type { ColumnDef } from '@tanstack/react-table';
import { EditIcon, ListIcon, TrashIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { SearchBox } from '@web/components/ui/search-box';
import { paths } from '@web/config/paths';
import { useUrlState } from '@web/hooks/use-url-state';
import { useUser } from '@web/lib/auth';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChangeTrainingStatus } from '../api/change-training-status';
import { useDeleteTraining } from '../api/delete-training';
import { useTrainingCategories } from '../api/get-training-categories';
import { useTrainingList } from '../api/get-training-list';
import { trainingAdminAbilities } from '../lib/permissions';
import type { AdminTrainingRow } from '../lib/types';
import { CategoryBadge } from './category-badge';

// Spec 3 §9: the admin training list shows 10 a page.
const LIST_DEFAULTS = { currentPage: 1, limit: 10, keyword: '' };

/** /admin/training (spec 3 §2): the site's trainings in rank order with their switch and the ways into their pages. */
export function TrainingListPage() {
  const { t } = useTranslation('trainingAdmin');
  const can = trainingAdminAbilities(useUser());
  const [query, setQuery] = useUrlState(LIST_DEFAULTS);
  const [keyword, setKeyword] = useState(query.keyword);
  const [toDelete, setToDelete] = useState<AdminTrainingRow | null>(null);
  const list = useTrainingList({
    currentPage: query.currentPage,
    limit: query.limit,
    keyword: query.keyword || undefined,
  });
  const categories = useTrainingCategories();
  const categoryOf = (id: number | null) => categories.data?.find((category) => category.id === id);
  const changeStatus = useChangeTrainingStatus();
  const remove = useDeleteTraining();
  const rows = list.data?.records ?? [];

  const iconLink = (to: string, label: string, icon: ReactNode) => (
    <Link to={to} className="btn btn-ghost btn-xs btn-square" title={label} aria-label={label}>
      {icon}
    </Link>
  );

  const columns: ColumnDef<AdminTrainingRow>[] = [
    { id: 'id', header: t('fields.id'), cell: ({ row }) => row.original.id },
    { id: 'rank', header: t('columns.rank'), cell: ({ row }) => row.original.rank },
    {
      id: 'title',
      header: t('columns.title'),
      cell: ({ row }) =>
        can.manages(row.original) ? (
          <Link
            to={paths.adminTrainingEdit(row.original.id)}
            className="link link-hover inline-block min-w-32 font-medium"
          >
            {row.original.title}
          </Link>
        ) : (
          <span className="inline-block min-w-32 font-medium">{row.original.title}</span>
        ),
    },
    {
      id: 'category',
      header: t('columns.category'),
      cell: ({ row }) => {
        const category = categoryOf(row.original.categoryId);
        return category ? <CategoryBadge category={category} /> : '--';
      },
    },
    {
      id: 'auth',
      header: t('columns.auth'),
      cell: ({ row }) => (
        <span
          className={`badge badge-soft badge-sm ${row.original.auth === 'Private' ? 'badge-error' : 'badge-success'}`}
        >
          {t(`auth.${row.original.auth}`)}
        </span>
      ),
    },
    { id: 'author', header: t('fields.author'), cell: ({ row }) => row.original.author },
    {
      id: 'modified',
      header: t('fields.gmtModified'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">{formatDateTime(row.original.gmtModified)}</span>
      ),
    },
    {
      id: 'visible',
      header: t('fields.visible'),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="toggle toggle-primary toggle-sm"
          aria-label={t('list.visibleOf', { title: row.original.title })}
          checked={row.original.status}
          disabled={
            !can.manages(row.original) ||
            (changeStatus.isPending && changeStatus.variables?.tid === row.original.id)
          }
          onChange={(event) =>
            changeStatus.mutate(
              { tid: row.original.id, status: event.target.checked, author: row.original.author },
              { onSuccess: () => toast.success(t('messages.updated')) },
            )
          }
        />
      ),
    },
    {
      id: 'actions',
      header: t('fields.actions'),
      cell: ({ row }) => {
        const { id, title } = row.original;
        return (
          <div className="flex flex-nowrap gap-1">
            {can.manages(row.original) &&
              iconLink(paths.adminTrainingEdit(id), t('list.editOf', { title }), <EditIcon size={16} />)}
            {can.manages(row.original) &&
              iconLink(
                paths.adminTrainingProblems(id),
                t('list.problemsOf', { title }),
                <ListIcon size={16} />,
              )}
            {can.root && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square text-error"
                title={t('list.deleteOf', { title })}
                aria-label={t('list.deleteOf', { title })}
                onClick={() => setToDelete(row.original)}
              >
                <TrashIcon size={16} />
              </button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <Panel
      title={t('title.list')}
      actions={
        <>
          <SearchBox
            variant="compact"
            value={keyword}
            label={t('list.keyword')}
            onChange={setKeyword}
            onSearch={(value) => setQuery({ keyword: value, currentPage: 1 })}
            inputClassName="w-40 sm:w-56"
          />
          <Link to={paths.adminTrainingCategory} className="btn btn-sm btn-ghost">
            {t('title.category')}
          </Link>
          <Link to={paths.adminTrainingCreate} className="btn btn-sm btn-primary">
            {t('title.create')}
          </Link>
        </>
      }
    >
      <DataTable data={rows} columns={columns} loading={list.isFetching} getRowId={(row) => String(row.id)} />
      <Pagination
        page={query.currentPage}
        pageSize={query.limit}
        total={list.data?.total ?? 0}
        pageSizes={[10, 30, 50, 100]}
        onChange={(currentPage, limit) => setQuery({ currentPage, limit })}
      />
      <ConfirmDialog
        danger
        open={toDelete !== null}
        title={t('list.deleteTitle')}
        message={t('list.deleteConfirm', { title: toDelete?.title ?? '' })}
        confirmLabel={t('actions.delete')}
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
