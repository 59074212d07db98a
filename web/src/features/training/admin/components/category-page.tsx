import type { ColumnDef } from '@tanstack/react-table';
import { EditIcon, TrashIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Panel } from '@web/components/ui/panel';
import { paths } from '@web/config/paths';
import { useUser } from '@web/lib/auth';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteCategory } from '../api/delete-category';
import { useTrainingCategories } from '../api/get-training-categories';
import { trainingAdminAbilities } from '../lib/permissions';
import type { TrainingCategory } from '../lib/types';
import { CategoryBadge } from './category-badge';
import { CategoryDialog } from './category-dialog';

/** /admin/training/category (spec 3 §2): the site's training categories with their colours. */
export function CategoryPage() {
  const { t } = useTranslation('trainingAdmin');
  const can = trainingAdminAbilities(useUser());
  const categories = useTrainingCategories();
  const [editing, setEditing] = useState<TrainingCategory | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<TrainingCategory | null>(null);
  const remove = useDeleteCategory();

  const columns: ColumnDef<TrainingCategory>[] = [
    { id: 'id', header: t('fields.id'), cell: ({ row }) => row.original.id },
    {
      id: 'name',
      header: t('fields.name'),
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <CategoryBadge category={row.original} />
          <span className="flex items-center gap-1 font-mono text-xs opacity-70">
            <span
              className="inline-block h-3 w-3 rounded-full border border-base-300"
              style={{ backgroundColor: row.original.color }}
              aria-hidden="true"
            />
            {row.original.color}
          </span>
        </div>
      ),
    },
    ...(can.manageCategories
      ? [
          {
            id: 'actions',
            header: t('fields.actions'),
            cell: ({ row }) => (
              <div className="flex flex-nowrap gap-1">
                <button
                  type="button"
                  className="btn btn-ghost btn-xs btn-square"
                  title={t('category.editOf', { name: row.original.name })}
                  aria-label={t('category.editOf', { name: row.original.name })}
                  onClick={() => setEditing(row.original)}
                >
                  <EditIcon size={16} />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs btn-square text-error"
                  title={t('category.deleteOf', { name: row.original.name })}
                  aria-label={t('category.deleteOf', { name: row.original.name })}
                  onClick={() => setToDelete(row.original)}
                >
                  <TrashIcon size={16} />
                </button>
              </div>
            ),
          } satisfies ColumnDef<TrainingCategory>,
        ]
      : []),
  ];

  return (
    <Panel
      title={t('title.category')}
      actions={
        <>
          {can.manageCategories && (
            <button type="button" className="btn btn-sm btn-primary" onClick={() => setEditing('new')}>
              {t('category.create')}
            </button>
          )}
          <Link to={paths.adminTrainings} className="btn btn-sm btn-ghost">
            {t('actions.backToList')}
          </Link>
        </>
      }
    >
      {!can.manageCategories && <p className="text-sm opacity-70">{t('category.readOnly')}</p>}
      <DataTable
        data={categories.data ?? []}
        columns={columns}
        loading={categories.isFetching}
        empty={t('category.empty')}
        getRowId={(row) => String(row.id)}
      />
      {editing !== null && (
        <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        danger
        open={toDelete !== null}
        title={t('category.deleteTitle')}
        message={t('category.deleteConfirm', { name: toDelete?.name ?? '' })}
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
