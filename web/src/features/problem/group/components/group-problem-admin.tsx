import { ApplyPublicProgress, type GroupAdminProblemRow } from '@contract/group-problem';
import { PROBLEM_AUTH } from '@contract/limits';
import type { ColumnDef } from '@tanstack/react-table';
import { DownloadIcon, EditIcon, ShareIcon, TrashIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { messageOf } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTestcase } from '../../admin/api/downloads';
import {
  useApplyGroupProblemPublic,
  useChangeGroupProblemAuth,
  useDeleteGroupProblem,
  useGroupAdminProblemList,
} from '../api/group-problems';

export interface GroupProblemAdminProps {
  gid: number;
  /** Group root, owner or super admin: manages every problem of the group (spec 3 §6). */
  isRoot: boolean;
  /** The signed-in user: other group admins manage the problems they wrote. */
  username: string;
  onEdit: (pid: number) => void;
}

type Pending = { kind: 'apply' | 'cancel' | 'delete'; row: GroupAdminProblemRow } | null;

/** The group's public and private choices; contest is set only inside a contest (spec 3 §4). */
const AUTH_CHOICES = [PROBLEM_AUTH.PUBLIC, PROBLEM_AUTH.PRIVATE, PROBLEM_AUTH.CONTEST] as const;

/**
 * The group admins' problem table (spec 3 §2): every problem of the group. Edit, delete, the
 * visibility and the public application are for the group root and the problem's author, and
 * only for problems whose gid is this group.
 */
export function GroupProblemAdmin({ gid, isRoot, username, onEdit }: GroupProblemAdminProps) {
  const { t } = useTranslation('groupProblem');
  const [paging, setPaging] = useState({ currentPage: 1, limit: 10 });
  const [pending, setPending] = useState<Pending>(null);
  const list = useGroupAdminProblemList({ gid, ...paging });
  const changeAuth = useChangeGroupProblemAuth();
  const apply = useApplyGroupProblemPublic();
  const remove = useDeleteGroupProblem(gid);
  const manages = (row: GroupAdminProblemRow) => row.gid === gid && (isRoot || row.author === username);

  const failed = (failure: unknown) => toast.error(messageOf(failure, t('messages.failed')));

  const confirm = () => {
    if (!pending) return;
    const { kind, row } = pending;
    const done = {
      onSuccess: () => {
        toast.success(t(`messages.${kind}`));
        setPending(null);
      },
      onError: failed,
    };
    if (kind === 'delete') remove.mutate(row.id, done);
    else apply.mutate({ pid: row.id, isApplied: kind === 'apply' }, done);
  };

  const publicCell = (row: GroupAdminProblemRow) => {
    const progress = row.applyPublicProgress;
    if (progress === ApplyPublicProgress.PUBLIC)
      return <span className="badge badge-success badge-soft whitespace-nowrap">{t('apply.public')}</span>;
    const canAct = manages(row);
    if (progress === ApplyPublicProgress.APPLYING)
      return (
        <div className="flex items-center gap-1">
          <span className="badge badge-warning badge-soft whitespace-nowrap">{t('apply.applying')}</span>
          {canAct && (
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              onClick={() => setPending({ kind: 'cancel', row })}
            >
              {t('apply.cancel')}
            </button>
          )}
        </div>
      );
    return (
      <div className="flex items-center gap-1">
        {progress === ApplyPublicProgress.REFUSED && (
          <span className="badge badge-error badge-soft whitespace-nowrap">{t('apply.refused')}</span>
        )}
        {canAct && (
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            title={t('apply.applyOf', { id: row.problemId })}
            aria-label={t('apply.applyOf', { id: row.problemId })}
            onClick={() => setPending({ kind: 'apply', row })}
          >
            <ShareIcon size={14} />
            {t('apply.apply')}
          </button>
        )}
      </div>
    );
  };

  const columns: ColumnDef<GroupAdminProblemRow>[] = [
    { id: 'id', header: t('admin.id'), cell: ({ row }) => row.original.id },
    {
      id: 'problemId',
      header: t('admin.problemId'),
      cell: ({ row }) => <span className="font-mono">{row.original.problemId}</span>,
    },
    {
      id: 'title',
      header: t('admin.titleField'),
      cell: ({ row }) => <span className="inline-block min-w-32 break-words">{row.original.title}</span>,
    },
    { id: 'author', header: t('admin.author'), cell: ({ row }) => row.original.author },
    {
      id: 'created',
      header: t('admin.created'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">{formatDateTime(row.original.gmtCreate)}</span>
      ),
    },
    { id: 'modifiedUser', header: t('admin.modifiedUser'), cell: ({ row }) => row.original.modifiedUser },
    {
      id: 'auth',
      header: t('admin.auth'),
      cell: ({ row }) => (
        <select
          className="select select-sm w-28"
          aria-label={t('admin.authOf', { id: row.original.problemId })}
          value={row.original.auth}
          disabled={!manages(row.original) || changeAuth.isPending}
          onChange={(event) =>
            changeAuth.mutate(
              { pid: row.original.id, auth: Number(event.target.value) },
              { onSuccess: () => toast.success(t('messages.updated')), onError: failed },
            )
          }
        >
          {AUTH_CHOICES.map((auth) => (
            <option key={auth} value={auth} disabled={auth === PROBLEM_AUTH.CONTEST}>
              {t(`auth.${auth}`)}
            </option>
          ))}
        </select>
      ),
    },
    { id: 'public', header: t('admin.applyPublic'), cell: ({ row }) => publicCell(row.original) },
    {
      id: 'actions',
      header: t('admin.actions'),
      cell: ({ row }) => {
        const problem = row.original;
        // As HOJ's table: edit, download and delete for the group's root and the author.
        if (!manages(problem)) return null;
        return (
          <div className="flex flex-nowrap gap-1">
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-square"
              title={t('admin.editOf', { id: problem.problemId })}
              aria-label={t('admin.editOf', { id: problem.problemId })}
              onClick={() => onEdit(problem.id)}
            >
              <EditIcon size={16} />
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-square"
              title={t('admin.downloadOf', { id: problem.problemId })}
              aria-label={t('admin.downloadOf', { id: problem.problemId })}
              onClick={() =>
                downloadTestcase(problem.id, problem.problemId).then(
                  () => toast.success(t('messages.downloaded')),
                  failed,
                )
              }
            >
              <DownloadIcon size={16} />
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-xs btn-square text-error"
              title={t('admin.deleteOf', { id: problem.problemId })}
              aria-label={t('admin.deleteOf', { id: problem.problemId })}
              onClick={() => setPending({ kind: 'delete', row: problem })}
            >
              <TrashIcon size={16} />
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <DataTable
        data={list.data?.records ?? []}
        columns={columns}
        loading={list.isFetching}
        empty={t('admin.empty')}
        getRowId={(row) => String(row.id)}
      />
      <Pagination
        page={paging.currentPage}
        pageSize={paging.limit}
        total={list.data?.total ?? 0}
        pageSizes={[10, 30, 50]}
        onChange={(currentPage, limit) => setPaging({ currentPage, limit })}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`confirm.${pending.kind}Title`) : ''}
        message={pending ? t(`confirm.${pending.kind}`, { id: pending.row.problemId }) : ''}
        danger={pending?.kind === 'delete'}
        busy={remove.isPending || apply.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </div>
  );
}
