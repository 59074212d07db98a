import { type AdminGroupProblemRow, ApplyPublicProgress } from '@contract/group-problem';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeGroupProblemProgress, useGroupProblemApplications } from '../api/group-problems';

const PROGRESS_BADGE: Record<number, string> = {
  [ApplyPublicProgress.APPLYING]: 'badge-warning',
  [ApplyPublicProgress.PUBLIC]: 'badge-success',
  [ApplyPublicProgress.REFUSED]: 'badge-error',
};

/**
 * /admin/group-problem/apply (spec 3 §2 Admin screens, §4): the group problems whose authors
 * asked to make them public; agreeing puts one in the public bank, refusing keeps it the group's.
 */
export function GroupProblemApplications() {
  const { t } = useTranslation('groupProblem');
  const [query, setQuery] = useState({ currentPage: 1, limit: 10, keyword: '' });
  const [typed, setTyped] = useState('');
  const list = useGroupProblemApplications(query);
  const change = useChangeGroupProblemProgress();

  const decide = (row: AdminGroupProblemRow, progress: number) =>
    change.mutate(
      { pid: row.id, progress },
      {
        onSuccess: () => toast.success(t('messages.updated')),
        onError: (failure) => toast.error(messageOf(failure, t('messages.failed'))),
      },
    );

  const columns: ColumnDef<AdminGroupProblemRow>[] = [
    { id: 'id', header: t('admin.id'), cell: ({ row }) => row.original.id },
    {
      id: 'problemId',
      header: t('admin.problemId'),
      cell: ({ row }) => <span className="font-mono">{row.original.problemId}</span>,
    },
    { id: 'title', header: t('admin.titleField'), cell: ({ row }) => row.original.title },
    { id: 'author', header: t('admin.author'), cell: ({ row }) => row.original.author },
    { id: 'gid', header: t('review.group'), cell: ({ row }) => row.original.gid },
    {
      id: 'progress',
      header: t('review.progress'),
      cell: ({ row }) => {
        const progress = row.original.applyPublicProgress;
        return progress === null ? null : (
          <span className={`badge badge-soft whitespace-nowrap ${PROGRESS_BADGE[progress] ?? ''}`}>
            {t(`progress.${progress}`)}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: t('admin.actions'),
      cell: ({ row }) => {
        const progress = row.original.applyPublicProgress;
        return (
          <div className="flex flex-nowrap gap-1">
            <button
              type="button"
              className="btn btn-success btn-xs"
              disabled={progress === ApplyPublicProgress.PUBLIC || change.isPending}
              aria-label={t('review.agreeOf', { id: row.original.problemId })}
              onClick={() => decide(row.original, ApplyPublicProgress.PUBLIC)}
            >
              {t('review.agree')}
            </button>
            <button
              type="button"
              className="btn btn-error btn-soft btn-xs"
              disabled={progress === ApplyPublicProgress.REFUSED || change.isPending}
              aria-label={t('review.refuseOf', { id: row.original.problemId })}
              onClick={() => decide(row.original, ApplyPublicProgress.REFUSED)}
            >
              {t('review.refuse')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t('title.apply')}</h1>
        <SearchBox
          variant="compact"
          label={t('review.keyword')}
          value={typed}
          onChange={setTyped}
          onSearch={(keyword) => setQuery((current) => ({ ...current, keyword, currentPage: 1 }))}
        />
      </div>
      <DataTable
        data={list.data?.records ?? []}
        columns={columns}
        loading={list.isFetching}
        empty={t('review.empty')}
        getRowId={(row) => String(row.id)}
      />
      <Pagination
        page={query.currentPage}
        pageSize={query.limit}
        total={list.data?.total ?? 0}
        pageSizes={[10, 30, 50, 100]}
        onChange={(currentPage, limit) => setQuery((current) => ({ ...current, currentPage, limit }))}
      />
    </div>
  );
}
