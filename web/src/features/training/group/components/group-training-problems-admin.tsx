import type { GroupTrainingPickProblem } from '@contract/group-training';
import type { AdminTrainingProblem } from '@contract/training-admin';
import type { ColumnDef } from '@tanstack/react-table';
import { AddPublicProblemDialog } from '@web/components/add-public-problem-dialog';
import { DownloadIcon, EditIcon, TrashIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { useUrlState } from '@web/hooks/use-url-state';
import { api } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/save-blob';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RankInput } from '../../admin/components/rank-input';
import {
  getGroupTrainingProblemList,
  useAddGroupTrainingGroupProblem,
  useAddGroupTrainingPublicProblem,
  useChangeGroupProblemAuth,
  useDeleteGroupProblem,
  useGroupTrainingProblemList,
  useRemoveGroupTrainingProblem,
  useUpdateGroupTrainingProblem,
} from '../api/group-training-problems';
import { groupTrainingKeys } from '../api/keys';
import {
  type GroupTrainingViewer,
  isOwnGroupProblem,
  PROBLEM_AUTH_OPTIONS,
  problemAuthLocked,
} from '../lib/group-training-rules';
import { AddGroupProblemDialog } from './add-group-problem-dialog';

const PAGE = { currentPage: 1, limit: 10, keyword: '' };

interface Row {
  problem: GroupTrainingPickProblem;
  link: AdminTrainingProblem | undefined;
}

/** GET /api/file/download-testcase?pid: the problem's test data as a zip. */
async function downloadTestcase(pid: number, problemId: string) {
  const { blob, fileName } = await api.download('/api/file/download-testcase', { pid });
  saveBlob(blob, fileName ?? `problem_${problemId}_testcase.zip`);
}

/**
 * Spec 3 §2 a group training's problems (admin view): id, display id, title, author, rank
 * (0..2147483647, saved in place), the auth select (Contest never chosen; locked for problems
 * not of this group), and remove from the training; edit, download and delete only for the
 * group's own problems. Problems come from the public bank or from this group by display id.
 */
export function GroupTrainingProblemsAdmin({
  viewer,
  tid,
  editProblemPath,
}: {
  viewer: GroupTrainingViewer;
  tid: number;
  /** Where the group's own problem is edited (the group's problem pages). */
  editProblemPath: (pid: number) => string;
}) {
  const { t } = useTranslation('groupTraining');
  const { gid } = viewer;
  const [query, setQuery] = useUrlState(PAGE);
  const [keyword, setKeyword] = useState(query.keyword);
  const [adding, setAdding] = useState<'public' | 'group' | null>(null);
  const [toRemove, setToRemove] = useState<Row | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const list = useGroupTrainingProblemList(gid, {
    tid,
    currentPage: query.currentPage,
    limit: query.limit,
    keyword: query.keyword || undefined,
    queryExisted: true,
  });
  const updateRank = useUpdateGroupTrainingProblem(gid);
  const changeAuth = useChangeGroupProblemAuth(gid);
  const remove = useRemoveGroupTrainingProblem(gid);
  const deleteProblem = useDeleteGroupProblem(gid);
  const addPublic = useAddGroupTrainingPublicProblem(gid);
  const addGroup = useAddGroupTrainingGroupProblem(gid);

  const map = list.data?.trainingProblemMap ?? {};
  const rows: Row[] = (list.data?.problemList.records ?? []).map((problem) => ({
    problem,
    link: map[String(problem.id)],
  }));
  const labelOf = (row: Row) => row.link?.displayId || row.problem.problemId;

  const download = async (row: Row) => {
    setDownloading(row.problem.id);
    try {
      await downloadTestcase(row.problem.id, row.problem.problemId);
      toast.success(t('problems.downloadStarted'));
    } finally {
      setDownloading(null);
    }
  };

  const columns: ColumnDef<Row>[] = [
    { id: 'id', header: t('problems.id'), cell: ({ row }) => row.original.problem.id },
    {
      id: 'displayId',
      header: t('problems.displayId'),
      cell: ({ row }) => <span className="font-mono font-semibold">{labelOf(row.original)}</span>,
    },
    {
      id: 'title',
      header: t('problems.title'),
      cell: ({ row }) => <span className="inline-block min-w-32">{row.original.problem.title}</span>,
    },
    { id: 'author', header: t('problems.author'), cell: ({ row }) => row.original.problem.author },
    {
      id: 'rank',
      header: t('problems.rank'),
      cell: ({ row }) => {
        const link = row.original.link;
        if (!link) return '--';
        return (
          <RankInput
            value={link.rank}
            label={t('problems.rankOf', { id: labelOf(row.original) })}
            disabled={updateRank.isPending && updateRank.variables?.id === link.id}
            onSave={(rank) =>
              updateRank.mutate(
                { id: link.id, tid: link.tid, pid: link.pid, rank },
                { onSuccess: () => toast.success(t('messages.updated')) },
              )
            }
          />
        );
      },
    },
    {
      id: 'auth',
      header: t('problems.auth'),
      cell: ({ row }) => {
        const { problem } = row.original;
        return (
          <select
            className="select select-sm w-28"
            aria-label={t('problems.authOf', { id: labelOf(row.original) })}
            value={problem.auth}
            disabled={problemAuthLocked(viewer, problem) || changeAuth.isPending}
            onChange={(event) =>
              changeAuth.mutate(
                { pid: problem.id, auth: Number(event.target.value), tid },
                { onSuccess: () => toast.success(t('messages.updated')) },
              )
            }
          >
            {PROBLEM_AUTH_OPTIONS.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {t(`problems.authOptions.${option.key}`)}
              </option>
            ))}
          </select>
        );
      },
    },
    {
      id: 'actions',
      header: t('admin.actions'),
      cell: ({ row }) => {
        const own = isOwnGroupProblem(viewer, row.original.problem);
        const id = labelOf(row.original);
        return (
          <div className="flex flex-nowrap items-center gap-1">
            {own && (
              <Link
                to={editProblemPath(row.original.problem.id)}
                className="btn btn-ghost btn-xs btn-square"
                title={t('problems.editOf', { id })}
                aria-label={t('problems.editOf', { id })}
              >
                <EditIcon size={16} />
              </Link>
            )}
            {own && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square"
                title={t('problems.downloadOf', { id })}
                aria-label={t('problems.downloadOf', { id })}
                disabled={downloading === row.original.problem.id}
                onClick={() => void download(row.original)}
              >
                <DownloadIcon size={16} />
              </button>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              aria-label={t('problems.removeOf', { id })}
              onClick={() => setToRemove(row.original)}
            >
              {t('actions.remove')}
            </button>
            {own && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square text-error"
                title={t('problems.deleteOf', { id })}
                aria-label={t('problems.deleteOf', { id })}
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
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <SearchBox
          variant="compact"
          value={keyword}
          label={t('problems.keyword')}
          onChange={setKeyword}
          onSearch={(value) => setQuery({ keyword: value, currentPage: 1 })}
          inputClassName="w-36 sm:w-48"
        />
        <button type="button" className="btn btn-sm btn-primary" onClick={() => setAdding('public')}>
          {t('problems.addFromPublic')}
        </button>
        <button type="button" className="btn btn-sm btn-secondary" onClick={() => setAdding('group')}>
          {t('problems.addFromGroup')}
        </button>
      </div>
      <DataTable
        data={rows}
        columns={columns}
        loading={list.isFetching}
        getRowId={(row) => String(row.problem.id)}
      />
      <Pagination
        page={query.currentPage}
        pageSize={query.limit}
        total={list.data?.problemList.total ?? 0}
        onChange={(currentPage) => setQuery({ currentPage })}
      />
      <AddPublicProblemDialog
        open={adding === 'public'}
        onClose={() => setAdding(null)}
        queryKey={[...groupTrainingKeys.problems(gid, tid), 'public']}
        fetchPage={(page, signal) =>
          getGroupTrainingProblemList({ ...page, tid, queryExisted: false }, signal).then(
            (answer) => answer.problemList,
          )
        }
        onAdd={(problem, displayId) => addPublic.mutateAsync({ pid: problem.id, tid, displayId })}
        displayIdLabel={t('problems.enterDisplayId')}
        defaultDisplayId={(problem) => problem.problemId}
      />
      <AddGroupProblemDialog
        open={adding === 'group'}
        onClose={() => setAdding(null)}
        onAdd={async (problemId) => {
          await addGroup.mutateAsync({ problemId, tid });
          toast.success(t('messages.added'));
        }}
      />
      <ConfirmDialog
        danger
        open={toRemove !== null}
        title={t('problems.removeTitle')}
        message={t('problems.removeConfirm', { id: toRemove ? labelOf(toRemove) : '' })}
        confirmLabel={t('actions.remove')}
        busy={remove.isPending}
        onClose={() => setToRemove(null)}
        onConfirm={() => {
          if (!toRemove) return;
          remove.mutate(
            { pid: toRemove.problem.id, tid },
            {
              onSuccess: () => {
                toast.success(t('messages.removed'));
                setToRemove(null);
              },
            },
          );
        }}
      />
      <ConfirmDialog
        danger
        open={toDelete !== null}
        title={t('problems.deleteTitle')}
        message={t('problems.deleteConfirm', { id: toDelete ? labelOf(toDelete) : '' })}
        confirmLabel={t('actions.delete')}
        busy={deleteProblem.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          deleteProblem.mutate(
            { pid: toDelete.problem.id, tid },
            {
              onSuccess: () => {
                toast.success(t('messages.deleted'));
                setToDelete(null);
              },
            },
          );
        }}
      />
    </div>
  );
}
