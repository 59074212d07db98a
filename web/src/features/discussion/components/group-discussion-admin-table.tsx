import { DISCUSSION_PAGE_SIZE, type DiscussionListItem, DiscussionStatus } from '@contract/discussion';
import { EyeIcon, TrashIcon } from '@web/components/icons';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteGroupDiscussion } from '../api/delete-group-discussion';
import { useGroupAdminDiscussionList } from '../api/get-group-admin-discussion-list';
import { useUpdateGroupDiscussionFlags } from '../api/update-group-discussion';
import { groupDiscussionLinks } from '../lib/group-discussion-links';
import { DeleteDiscussionDialog } from './delete-discussion-dialog';

export interface GroupDiscussionAdminTableProps {
  gid: number;
  page: number;
  onPage: (page: number) => void;
}

/**
 * The group admins' view (spec 3 §2): every discussion of the group, disabled ones included;
 * the status and top switches save at once.
 */
export function GroupDiscussionAdminTable({ gid, page, onPage }: GroupDiscussionAdminTableProps) {
  const { t } = useTranslation(['groupDiscussion', 'discussion']);
  const links = groupDiscussionLinks(gid);
  const list = useGroupAdminDiscussionList({ gid, currentPage: page, limit: DISCUSSION_PAGE_SIZE });
  const flags = useUpdateGroupDiscussionFlags();
  const remove = useDeleteGroupDiscussion();
  const [toDelete, setToDelete] = useState<DiscussionListItem | null>(null);
  const rows = list.data?.records ?? [];
  const busyRow = (id: number) => flags.isPending && flags.variables?.id === id;
  const save = (id: number, patch: { topPriority?: boolean; status?: number }) =>
    flags.mutate({ id, ...patch }, { onSuccess: () => toast.success(t('discussion:messages.updated')) });

  if (list.isPending) return <div className="skeleton h-48 w-full" />;
  if (rows.length === 0) return <EmptyState>{t('discussion:list.empty')}</EmptyState>;
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-box border border-base-300">
        <table className="table table-sm" data-testid="group-discussion-admin-table">
          <thead>
            <tr>
              <th>ID</th>
              <th>{t('admin.title')}</th>
              <th>{t('admin.author')}</th>
              <th>{t('discussion:list.likes')}</th>
              <th>{t('discussion:list.views')}</th>
              <th>{t('admin.created')}</th>
              <th>{t('admin.status')}</th>
              <th>{t('admin.top')}</th>
              <th>{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="font-mono">{row.id}</td>
                <td className="max-w-64 truncate" title={row.title}>
                  {row.title}
                </td>
                <td>{row.author}</td>
                <td>{row.likeNum}</td>
                <td>{row.viewNum}</td>
                <td className="whitespace-nowrap">{formatDateTime(row.gmtCreate)}</td>
                <td>
                  <select
                    className="select select-sm w-28"
                    aria-label={t('admin.statusOf', { title: row.title })}
                    value={row.status}
                    disabled={busyRow(row.id)}
                    onChange={(event) => save(row.id, { status: Number(event.target.value) })}
                  >
                    <option value={DiscussionStatus.NORMAL}>{t('admin.normal')}</option>
                    <option value={DiscussionStatus.DISABLED}>{t('admin.disabled')}</option>
                  </select>
                </td>
                <td>
                  <input
                    type="checkbox"
                    className="toggle toggle-primary toggle-sm"
                    aria-label={t('admin.topOf', { title: row.title })}
                    checked={row.topPriority}
                    disabled={busyRow(row.id)}
                    onChange={(event) => save(row.id, { topPriority: event.target.checked })}
                  />
                </td>
                <td>
                  <div className="flex gap-1">
                    <Link
                      to={links.detail(row.id)}
                      className="btn btn-primary btn-xs btn-square"
                      aria-label={t('admin.viewOf', { title: row.title })}
                    >
                      <EyeIcon size={14} />
                    </Link>
                    <button
                      type="button"
                      className="btn btn-error btn-xs btn-square"
                      aria-label={t('admin.deleteOf', { title: row.title })}
                      onClick={() => setToDelete(row)}
                    >
                      <TrashIcon size={14} />
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex justify-center">
        <Pagination
          page={page}
          pageSize={DISCUSSION_PAGE_SIZE}
          simple
          total={list.data?.total ?? 0}
          onChange={(next) => onPage(next)}
        />
      </div>
      <DeleteDiscussionDialog discussion={toDelete} remove={remove} onClose={() => setToDelete(null)} />
    </div>
  );
}
