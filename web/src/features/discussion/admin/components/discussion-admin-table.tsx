import { DISCUSSION_PAGE_SIZE, type DiscussionListItem, DiscussionStatus } from '@contract/discussion';
import type { ColumnDef } from '@tanstack/react-table';
import { EyeIcon, TrashIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscussionList } from '../../api/get-discussion-list';
import { useDeleteDiscussions } from '../api/delete-discussions';
import { useUpdateDiscussionFlags } from '../api/update-discussion-flags';
import { discussionLink } from '../lib/discussion-link';

export interface DiscussionAdminTableProps {
  page: number;
  keyword: string;
  onQuery: (patch: { page?: number; keyword?: string }) => void;
}

/**
 * Every discussion, disabled and group ones included (spec 3 §2): the top and disable switches
 * save at once; deleting needs a selection (spec 3 §5).
 */
export function DiscussionAdminTable({ page, keyword, onQuery }: DiscussionAdminTableProps) {
  const { t } = useTranslation('discussionAdmin');
  const [draft, setDraft] = useState(keyword);
  // A selection belongs to the page it was made on: another page or search starts empty.
  const view = `${page}:${keyword}`;
  const [selection, setSelection] = useState<{ view: string; ids: number[] }>({ view, ids: [] });
  const selected = selection.view === view ? selection.ids : [];
  const setSelected = (update: (current: number[]) => number[]) =>
    setSelection({ view, ids: update(selected) });
  const [toDelete, setToDelete] = useState<number[] | null>(null);
  const list = useDiscussionList({
    currentPage: page,
    limit: DISCUSSION_PAGE_SIZE,
    keyword: keyword || undefined,
    admin: true,
  });
  const flags = useUpdateDiscussionFlags();
  const remove = useDeleteDiscussions();
  const rows = list.data?.records ?? [];
  useEffect(() => setDraft(keyword), [keyword]);

  const pageIds = rows.map((row) => row.id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const busyRow = (id: number) => flags.isPending && flags.variables?.id === id;
  const saveFlag = (id: number, patch: { topPriority?: boolean; status?: number }) =>
    flags.mutate({ id, ...patch }, { onSuccess: () => toast.success(t('messages.updated')) });

  const columns: ColumnDef<DiscussionListItem>[] = [
    {
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-label={t('list.selectPage')}
          checked={allSelected}
          disabled={pageIds.length === 0}
          onChange={(event) => setSelected(() => (event.target.checked ? pageIds : []))}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-label={t('list.selectOf', { title: row.original.title })}
          checked={selected.includes(row.original.id)}
          onChange={(event) =>
            setSelected((current) =>
              event.target.checked
                ? [...current, row.original.id]
                : current.filter((id) => id !== row.original.id),
            )
          }
        />
      ),
    },
    { id: 'id', header: t('fields.id'), cell: ({ row }) => row.original.id },
    {
      id: 'title',
      header: t('fields.title'),
      cell: ({ row }) => (
        <a
          href={discussionLink(row.original.id, row.original.gid)}
          target="_blank"
          rel="noreferrer"
          className="link link-hover line-clamp-2 min-w-40 font-medium break-words"
        >
          {row.original.title}
        </a>
      ),
    },
    { id: 'author', header: t('fields.author'), cell: ({ row }) => row.original.author },
    { id: 'likes', header: t('fields.likes'), cell: ({ row }) => row.original.likeNum },
    { id: 'views', header: t('fields.views'), cell: ({ row }) => row.original.viewNum },
    {
      id: 'created',
      header: t('fields.created'),
      cell: ({ row }) => (
        <span className="text-xs whitespace-nowrap">{formatDateTime(row.original.gmtCreate)}</span>
      ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="toggle toggle-error toggle-sm"
          aria-label={t('list.disableOf', { title: row.original.title })}
          checked={row.original.status === DiscussionStatus.DISABLED}
          disabled={busyRow(row.original.id)}
          onChange={(event) =>
            saveFlag(row.original.id, {
              status: event.target.checked ? DiscussionStatus.DISABLED : DiscussionStatus.NORMAL,
            })
          }
        />
      ),
    },
    {
      id: 'top',
      header: t('fields.top'),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="toggle toggle-primary toggle-sm"
          aria-label={t('list.topOf', { title: row.original.title })}
          checked={row.original.topPriority}
          disabled={busyRow(row.original.id)}
          onChange={(event) => saveFlag(row.original.id, { topPriority: event.target.checked })}
        />
      ),
    },
    {
      id: 'actions',
      header: t('fields.actions'),
      cell: ({ row }) => (
        <div className="flex flex-nowrap gap-1">
          <a
            href={discussionLink(row.original.id, row.original.gid)}
            target="_blank"
            rel="noreferrer"
            className="btn btn-ghost btn-xs btn-square"
            title={t('list.viewOf', { title: row.original.title })}
            aria-label={t('list.viewOf', { title: row.original.title })}
          >
            <EyeIcon size={16} />
          </a>
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square text-error"
            title={t('list.deleteOf', { title: row.original.title })}
            aria-label={t('list.deleteOf', { title: row.original.title })}
            onClick={() => setToDelete([row.original.id])}
          >
            <TrashIcon size={16} />
          </button>
        </div>
      ),
    },
  ];

  const deleteSelected = () => {
    if (selected.length === 0) {
      toast.warning(t('list.selectionEmpty'));
      return;
    }
    setToDelete(selected);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-sm btn-error" onClick={deleteSelected}>
          <TrashIcon size={16} />
          {t('list.deleteSelected')}
        </button>
        {selected.length > 0 && (
          <span className="text-sm opacity-70">{t('list.selected', { count: selected.length })}</span>
        )}
        <SearchBox
          variant="compact"
          value={draft}
          label={t('list.keyword')}
          onChange={setDraft}
          onSearch={(value) => onQuery({ keyword: value, page: 1 })}
          className="ml-auto"
          inputClassName="w-40 sm:w-56"
        />
      </div>
      <DataTable data={rows} columns={columns} loading={list.isFetching} getRowId={(row) => String(row.id)} />
      <Pagination
        page={page}
        pageSize={DISCUSSION_PAGE_SIZE}
        simple
        total={list.data?.total ?? 0}
        onChange={(next) => onQuery({ page: next })}
      />
      <ConfirmDialog
        danger
        open={toDelete !== null}
        title={t('list.deleteTitle')}
        message={t('list.deleteConfirm', { count: toDelete?.length ?? 0 })}
        confirmLabel={t('list.deleteTitle')}
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete, {
            onSuccess: () => {
              toast.success(t('messages.deleted'));
              setSelected((current) => current.filter((id) => !toDelete.includes(id)));
              setToDelete(null);
            },
          });
        }}
      />
    </div>
  );
}
