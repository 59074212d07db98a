import { ContestAuth } from '@contract/contest';
import type { ColumnDef } from '@tanstack/react-table';
import { DownloadIcon, EditIcon, ListIcon, MessageIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { SearchBox } from '@web/components/ui/search-box';
import { useUrlState } from '@web/hooks/use-url-state';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChangeContestVisible } from '../api/change-contest-visible';
import { useDeleteContest } from '../api/delete-contest';
import { useContestList } from '../api/get-contest-list';
import { useContestAdminScope } from '../lib/admin-scope';
import type { AdminContestRow } from '../lib/types';
import { DownloadAcDialog } from './download-ac-dialog';

const LIST_DEFAULTS = { currentPage: 1, limit: 10, keyword: '' };
const STATUS_CLASS: Record<string, string> = {
  '-1': 'badge-info',
  '0': 'badge-success',
  '1': 'badge-neutral',
};
const AUTH_CLASS: Record<number, string> = {
  [ContestAuth.PUBLIC]: 'badge-success',
  [ContestAuth.PRIVATE]: 'badge-error',
  [ContestAuth.PROTECTED]: 'badge-warning',
};

/**
 * /admin/contest (spec 3 §2): every contest with its visibility and the ways into its pages.
 * In a group's contest tab the rows the user may not manage (spec 3 §6: only the group's root
 * or the contest's creator) show without actions, and there is no keyword.
 */
export function ContestListPage() {
  const { t } = useTranslation('contestAdmin');
  const { gid, links, canManage } = useContestAdminScope();
  const [query, setQuery] = useUrlState(LIST_DEFAULTS);
  const [keyword, setKeyword] = useState(query.keyword);
  const [toDelete, setToDelete] = useState<AdminContestRow | null>(null);
  const [toDownload, setToDownload] = useState<AdminContestRow | null>(null);
  const list = useContestList({
    currentPage: query.currentPage,
    limit: query.limit,
    keyword: query.keyword || undefined,
  });
  const changeVisible = useChangeContestVisible();
  const remove = useDeleteContest();
  const rows = list.data?.records ?? [];

  const iconLink = (to: string, label: string, icon: ReactNode) => (
    <Link to={to} className="btn btn-ghost btn-xs btn-square" title={label} aria-label={label}>
      {icon}
    </Link>
  );

  const columns: ColumnDef<AdminContestRow>[] = [
    { id: 'id', header: t('fields.id'), cell: ({ row }) => row.original.id },
    {
      id: 'title',
      header: t('fields.title'),
      cell: ({ row }) =>
        canManage(row.original) ? (
          <Link to={links.edit(row.original.id)} className="link link-hover font-medium">
            {row.original.title}
          </Link>
        ) : (
          <span className="font-medium">{row.original.title}</span>
        ),
    },
    {
      id: 'type',
      header: t('fields.type'),
      cell: ({ row }) => (
        <span className="badge badge-outline badge-sm">{t(`type.${row.original.type}`)}</span>
      ),
    },
    {
      id: 'auth',
      header: t('fields.auth'),
      cell: ({ row }) => (
        <span className={`badge badge-soft badge-sm ${AUTH_CLASS[row.original.auth] ?? ''}`}>
          {t(`auth.${row.original.auth}`)}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: ({ row }) =>
        row.original.status === undefined ? (
          '--'
        ) : (
          <span
            className={`badge badge-soft badge-sm whitespace-nowrap ${STATUS_CLASS[String(row.original.status)] ?? ''}`}
          >
            {t(`status.${row.original.status}`)}
          </span>
        ),
    },
    {
      id: 'time',
      header: t('fields.startTime'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">{formatDateTime(row.original.startTime)}</span>
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
          checked={row.original.visible}
          disabled={
            !canManage(row.original) ||
            (changeVisible.isPending && changeVisible.variables?.cid === row.original.id)
          }
          onChange={(event) =>
            changeVisible.mutate(
              { cid: row.original.id, visible: event.target.checked, uid: row.original.uid ?? '' },
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
        if (!canManage(row.original)) return null;
        return (
          <div className="flex flex-nowrap gap-1">
            {iconLink(links.edit(id), t('list.editOf', { title }), <EditIcon size={16} />)}
            {iconLink(links.problems(id), t('list.problemsOf', { title }), <ListIcon size={16} />)}
            {iconLink(
              links.announcements(id),
              t('list.announcementsOf', { title }),
              <MessageIcon size={16} />,
            )}
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-square"
              title={t('list.downloadOf', { title })}
              aria-label={t('list.downloadOf', { title })}
              onClick={() => setToDownload(row.original)}
            >
              <DownloadIcon size={16} />
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-xs text-error"
              aria-label={t('list.deleteOf', { title })}
              onClick={() => setToDelete(row.original)}
            >
              {t('actions.delete')}
            </button>
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
          {gid === null && (
            <SearchBox
              variant="compact"
              value={keyword}
              label={t('list.keyword')}
              onChange={setKeyword}
              onSearch={(value) => setQuery({ keyword: value, currentPage: 1 })}
              inputClassName="w-40 sm:w-56"
            />
          )}
          <Link to={links.create} className="btn btn-sm btn-primary">
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
      <DownloadAcDialog contest={toDownload} onClose={() => setToDownload(null)} />
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
