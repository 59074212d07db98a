import type { ColumnDef } from '@tanstack/react-table';
import { AddPublicProblemDialog } from '@web/components/add-public-problem-dialog';
import { RemoteImportDialog } from '@web/components/remote-judge/remote-import-dialog';
import { RemoteProblemOrigin } from '@web/components/remote-judge/remote-judge-badge';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { SearchBox } from '@web/components/ui/search-box';
import { paths } from '@web/config/paths';
import { useUrlState } from '@web/hooks/use-url-state';
import { useUser } from '@web/lib/auth';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAddTrainingProblem } from '../api/add-training-problem';
import { useAdminTraining } from '../api/get-training';
import { getTrainingProblemList, useTrainingProblemList } from '../api/get-training-problem-list';
import { useImportRemoteTrainingProblem } from '../api/import-remote-training-problem';
import { trainingAdminKeys } from '../api/keys';
import { useRemoveTrainingProblem } from '../api/remove-training-problem';
import { useUpdateTrainingProblem } from '../api/update-training-problem';
import { trainingAdminAbilities } from '../lib/permissions';
import type { TrainingPickProblem, TrainingProblemLink } from '../lib/types';
import { RankInput } from './rank-input';

// Spec 3 §9: the training-problem admin list shows 10 a page.
const LIST_DEFAULTS = { currentPage: 1, limit: 10, keyword: '' };

interface Row {
  problem: TrainingPickProblem;
  link: TrainingProblemLink | undefined;
}

/**
 * /admin/training/:trainingId/problems (spec 3 §2): the training's problems in rank order with
 * their display id; the rank is edited in place. HOJ lets root and problem admins change ranks
 * and remove problems; every manager of the training adds them.
 */
export function TrainingProblemsPage() {
  const { t } = useTranslation(['trainingAdmin', 'remoteJudge']);
  const can = trainingAdminAbilities(useUser());
  const tid = Number(useParams().trainingId);
  const valid = Number.isSafeInteger(tid) && tid > 0;
  const [query, setQuery] = useUrlState(LIST_DEFAULTS);
  const [keyword, setKeyword] = useState(query.keyword);
  const [adding, setAdding] = useState(false);
  const [importingRemote, setImportingRemote] = useState(false);
  const [toRemove, setToRemove] = useState<Row | null>(null);
  const training = useAdminTraining(tid, valid);
  const list = useTrainingProblemList(
    {
      tid,
      currentPage: query.currentPage,
      limit: query.limit,
      keyword: query.keyword || undefined,
      queryExisted: true,
    },
    valid,
  );
  const updateRank = useUpdateTrainingProblem();
  const remove = useRemoveTrainingProblem();
  const add = useAddTrainingProblem();
  const importRemote = useImportRemoteTrainingProblem();

  if (!valid) return <EmptyState>{t('form.notFound')}</EmptyState>;
  const map = list.data?.trainingProblemMap ?? {};
  const rows: Row[] = (list.data?.problemList.records ?? []).map((problem) => ({
    problem,
    link: map[String(problem.id)],
  }));
  const labelOf = (row: Row) => row.link?.displayId || row.problem.problemId;

  const columns: ColumnDef<Row>[] = [
    { id: 'id', header: t('fields.id'), cell: ({ row }) => row.original.problem.id },
    {
      id: 'displayId',
      header: t('fields.displayId'),
      cell: ({ row }) => <span className="font-mono font-semibold">{labelOf(row.original)}</span>,
    },
    {
      id: 'title',
      header: t('fields.problemTitle'),
      cell: ({ row }) => (
        <div className="flex min-w-32 flex-col text-sm">
          <span>{row.original.problem.title}</span>
          <span className="flex flex-wrap items-center gap-1 text-xs">
            <span className="opacity-60">
              <span className="font-mono">{row.original.problem.problemId}</span>
              {row.original.problem.author && ` · ${row.original.problem.author}`}
            </span>
            <RemoteProblemOrigin
              problemId={row.original.problem.problemId}
              isRemote={row.original.problem.isRemote}
              compact
            />
          </span>
        </div>
      ),
    },
    {
      id: 'rank',
      header: t('fields.problemRank'),
      cell: ({ row }) => {
        const link = row.original.link;
        if (!link) return '--';
        if (!can.editProblems) return <span className="font-mono">{link.rank}</span>;
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
    ...(can.editProblems
      ? [
          {
            id: 'actions',
            header: t('fields.actions'),
            cell: ({ row }) => (
              <button
                type="button"
                className="btn btn-ghost btn-xs text-error"
                aria-label={t('problems.removeOf', { id: labelOf(row.original) })}
                onClick={() => setToRemove(row.original)}
              >
                {t('actions.remove')}
              </button>
            ),
          } satisfies ColumnDef<Row>,
        ]
      : []),
  ];

  return (
    <Panel
      title={
        <span>
          {t('title.problems')}
          {training.data && (
            <span className="ml-2 text-sm font-normal opacity-70">{training.data.training.title}</span>
          )}
        </span>
      }
      actions={
        <>
          <SearchBox
            variant="compact"
            value={keyword}
            label={t('problems.keyword')}
            onChange={setKeyword}
            onSearch={(value) => setQuery({ keyword: value, currentPage: 1 })}
            inputClassName="w-36 sm:w-48"
          />
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={!training.data}
            onClick={() => setAdding(true)}
          >
            {t('problems.addFromPublic')}
          </button>
          <button
            type="button"
            className="btn btn-sm"
            disabled={!training.data}
            onClick={() => setImportingRemote(true)}
          >
            {t('remoteJudge:import.open')}
          </button>
          <Link to={paths.adminTrainings} className="btn btn-sm btn-ghost">
            {t('actions.backToList')}
          </Link>
        </>
      }
    >
      {training.isError ? (
        <EmptyState>{t('common:states.loadFailed')}</EmptyState>
      ) : (
        <>
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
            pageSizes={[10, 30, 50, 100]}
            onChange={(currentPage, limit) => setQuery({ currentPage, limit })}
          />
        </>
      )}
      {/* The bank problems not yet in the training; HOJ adds them under their own id, offered here first. */}
      <AddPublicProblemDialog
        open={adding}
        onClose={() => setAdding(false)}
        queryKey={[...trainingAdminKeys.problems(tid), 'public']}
        fetchPage={(page, signal) =>
          getTrainingProblemList({ ...page, tid, queryExisted: false }, signal).then(
            (answer) => answer.problemList,
          )
        }
        onAdd={(problem, displayId) => add.mutateAsync({ pid: problem.id, tid, displayId })}
        displayIdLabel={t('problems.enterDisplayId')}
        defaultDisplayId={(problem) => problem.problemId}
      />
      <RemoteImportDialog
        open={importingRemote}
        onClose={() => setImportingRemote(false)}
        onImport={({ judge, problemId }, signal) =>
          importRemote.mutateAsync({ judge, problemId, tid, signal })
        }
      />
      <ConfirmDialog
        danger
        open={toRemove !== null}
        title={t('problems.removeTitle')}
        message={t('problems.removeConfirm', {
          id: toRemove ? labelOf(toRemove) : '',
          title: toRemove?.problem.title ?? '',
        })}
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
    </Panel>
  );
}
