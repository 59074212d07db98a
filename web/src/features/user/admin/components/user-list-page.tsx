import type { AdminUserRow } from '@contract/account-admin';
import type { ColumnDef } from '@tanstack/react-table';
import { EditIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { SearchBox } from '@web/components/ui/search-box';
import { Toggle } from '@web/components/ui/toggle';
import { useUrlState } from '@web/hooks/use-url-state';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUsers } from '../api/delete-users';
import { useUserList } from '../api/get-user-list';
import { EditUserDialog } from './edit-user-dialog';
import { GenerateUsersDialog } from './generate-users-dialog';
import { ImportUsersPanel } from './import-users-panel';

const LIST_DEFAULTS = { currentPage: 1, limit: 10, keyword: '', onlyAdmin: 0 };

/** /admin/user (spec 3 "User admin", super admin only): list, edit, delete, import and generate. */
export function UserListPage() {
  const { t } = useTranslation('userAdmin');
  const [query, setQuery] = useUrlState(LIST_DEFAULTS);
  const [keyword, setKeyword] = useState(query.keyword);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [generating, setGenerating] = useState(false);
  const list = useUserList({
    currentPage: query.currentPage,
    limit: query.limit,
    keyword: query.keyword || undefined,
    onlyAdmin: query.onlyAdmin === 1,
  });
  const remove = useDeleteUsers();
  const rows = list.data?.records ?? [];
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.uid));

  const toggle = (uid: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(uid);
    else next.delete(uid);
    setSelected(next);
  };

  const columns: ColumnDef<AdminUserRow>[] = [
    {
      id: 'select',
      header: () => (
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-label={t('list.selectAll')}
          checked={allSelected}
          onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((row) => row.uid)) : new Set())}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-label={t('list.selectOf', { username: row.original.username })}
          checked={selected.has(row.original.uid)}
          onChange={(e) => toggle(row.original.uid, e.target.checked)}
        />
      ),
    },
    {
      id: 'username',
      header: t('fields.username'),
      cell: ({ row }) => <span className="font-medium">{row.original.username}</span>,
    },
    { id: 'realname', header: t('fields.realname'), cell: ({ row }) => row.original.realname ?? '' },
    {
      id: 'email',
      header: t('fields.email'),
      cell: ({ row }) => <span className="text-xs">{row.original.email ?? ''}</span>,
    },
    {
      id: 'role',
      header: t('fields.role'),
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          {row.original.roles.map((role) => (
            <span key={role.id} className="badge badge-outline badge-sm whitespace-nowrap">
              {t(`role.${role.id}`)}
            </span>
          ))}
        </div>
      ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      cell: ({ row }) => (
        <span
          className={`badge badge-soft badge-sm ${row.original.status === 0 ? 'badge-success' : 'badge-error'}`}
        >
          {t(`status.${row.original.status}`)}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('fields.gmtCreate'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">{formatDateTime(row.original.gmtCreate)}</span>
      ),
    },
    {
      id: 'actions',
      header: t('fields.actions'),
      cell: ({ row }) => (
        <button
          type="button"
          className="btn btn-ghost btn-xs btn-square"
          title={t('list.editOf', { username: row.original.username })}
          aria-label={t('list.editOf', { username: row.original.username })}
          onClick={() => setEditing(row.original)}
        >
          <EditIcon size={16} />
        </button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <Panel
        title={t('title')}
        actions={
          <>
            <SearchBox
              variant="compact"
              value={keyword}
              label={t('list.keyword')}
              onChange={setKeyword}
              onSearch={(value) => {
                setSelected(new Set());
                setQuery({ keyword: value, currentPage: 1 });
              }}
              inputClassName="w-40 sm:w-56"
            />
            <Toggle
              label={t('list.onlyAdmin')}
              checked={query.onlyAdmin === 1}
              onChange={(on) => {
                setSelected(new Set());
                setQuery({ onlyAdmin: on ? 1 : 0, currentPage: 1 });
              }}
            />
            <button
              type="button"
              className="btn btn-sm btn-error"
              disabled={selected.size === 0}
              onClick={() => setConfirmDelete(true)}
            >
              {t('list.deleteSelected', { count: selected.size })}
            </button>
            <button type="button" className="btn btn-sm btn-primary" onClick={() => setGenerating(true)}>
              {t('generate.title')}
            </button>
          </>
        }
      >
        <DataTable data={rows} columns={columns} loading={list.isFetching} getRowId={(row) => row.uid} />
        <Pagination
          page={query.currentPage}
          pageSize={query.limit}
          total={list.data?.total ?? 0}
          pageSizes={[10, 30, 50, 100]}
          onChange={(currentPage, limit) => {
            setSelected(new Set());
            setQuery({ currentPage, limit });
          }}
        />
      </Panel>
      <Panel title={t('import.title')}>
        <ImportUsersPanel />
      </Panel>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <GenerateUsersDialog open={generating} onClose={() => setGenerating(false)} />
      <ConfirmDialog
        danger
        open={confirmDelete}
        title={t('list.deleteTitle')}
        message={t('list.deleteConfirm', { count: selected.size })}
        confirmLabel={t('list.delete')}
        busy={remove.isPending}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate([...selected], {
            onSuccess: () => {
              toast.success(t('messages.deleted'));
              setSelected(new Set());
              setConfirmDelete(false);
            },
          })
        }
      />
    </div>
  );
}
