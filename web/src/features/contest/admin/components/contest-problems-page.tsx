import type { ColumnDef } from '@tanstack/react-table';
import { AddPublicProblemDialog } from '@web/components/add-public-problem-dialog';
import { EditIcon } from '@web/components/icons';
import { RemoteImportDialog } from '@web/components/remote-judge/remote-import-dialog';
import { RemoteProblemOrigin } from '@web/components/remote-judge/remote-judge-badge';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { SearchBox } from '@web/components/ui/search-box';
import { useUrlState } from '@web/hooks/use-url-state';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAddProblemFromPublic } from '../api/add-problem-from-public';
import { useDeleteContestProblem } from '../api/delete-contest-problem';
import { useAdminContest } from '../api/get-contest';
import { getContestProblemList, useContestProblemList } from '../api/get-contest-problem-list';
import { useImportRemoteContestProblem } from '../api/import-remote-contest-problem';
import { useSetContestProblemLink } from '../api/set-contest-problem-link';
import {
  editorTargetOf,
  useContestAdminScope,
  useContestProblemEditorSlot,
  withEditorTarget,
} from '../lib/admin-scope';
import type { ContestAdminProblem, ContestProblemLink } from '../lib/types';
import { AddGroupProblemDialog } from './add-group-problem-dialog';
import { BalloonColorDialog } from './balloon-color-dialog';

const LIST_DEFAULTS = { currentPage: 1, limit: 10, keyword: '' };

interface Row {
  problem: ContestAdminProblem;
  link: ContestProblemLink | undefined;
}

/**
 * /admin/contest/:contestId/problems (spec 3 §2): the contest's problems with display id, title
 * and balloon. A group's contest tab passes `contestId`; there problems also come from the
 * group's own, and are written in the editor its route puts in the editor slot, which opens
 * here in the list's place.
 */
export function ContestProblemsPage({ contestId }: { contestId?: string }) {
  const { t } = useTranslation(['contestAdmin', 'remoteJudge']);
  const { gid, links } = useContestAdminScope();
  const params = useParams();
  const [search] = useSearchParams();
  const slot = useContestProblemEditorSlot();
  const cid = Number(contestId ?? params.contestId);
  const valid = Number.isSafeInteger(cid) && cid > 0;
  const [query, setQuery] = useUrlState(LIST_DEFAULTS);
  const [keyword, setKeyword] = useState(query.keyword);
  const [adding, setAdding] = useState(false);
  const [addingFromGroup, setAddingFromGroup] = useState(false);
  const [importingRemote, setImportingRemote] = useState(false);
  const [coloring, setColoring] = useState<Row | null>(null);
  const [toRemove, setToRemove] = useState<Row | null>(null);
  const contest = useAdminContest(cid, valid);
  const list = useContestProblemList(
    { cid, currentPage: query.currentPage, limit: query.limit, keyword: query.keyword || undefined },
    valid,
  );
  const setLink = useSetContestProblemLink();
  const remove = useDeleteContestProblem();
  const add = useAddProblemFromPublic();
  const importRemote = useImportRemoteContestProblem();

  if (!valid) return <EmptyState>{t('form.notFound')}</EmptyState>;
  const target = slot && editorTargetOf(search);
  if (slot && target) return slot.render({ cid, pid: target.pid, backTo: withEditorTarget(search, null) });
  const createTo = links.problemCreate(cid) ?? (slot && withEditorTarget(search, 'new'));
  const map = list.data?.contestProblemMap ?? {};
  const rows: Row[] = (list.data?.problemList.records ?? []).map((problem) => ({
    problem,
    link: map[String(problem.id)],
  }));

  const columns: ColumnDef<Row>[] = [
    { id: 'id', header: t('fields.id'), cell: ({ row }) => row.original.problem.id },
    {
      id: 'original',
      header: t('problems.original'),
      cell: ({ row }) => (
        <div className="flex flex-col text-xs">
          <span className="flex flex-wrap items-center gap-1">
            <span className="font-mono">{row.original.problem.problemId}</span>
            <RemoteProblemOrigin
              problemId={row.original.problem.problemId}
              isRemote={row.original.problem.isRemote}
              compact
            />
          </span>
          <span className="opacity-70">{row.original.problem.title}</span>
        </div>
      ),
    },
    {
      id: 'displayId',
      header: t('problems.displayId'),
      cell: ({ row }) => (
        <span className="font-mono font-semibold">{row.original.link?.displayId ?? '--'}</span>
      ),
    },
    {
      id: 'displayTitle',
      header: t('problems.displayTitle'),
      cell: ({ row }) => row.original.link?.displayTitle ?? '--',
    },
    {
      id: 'color',
      header: t('problems.balloonColor'),
      cell: ({ row }) =>
        row.original.link ? (
          <button
            type="button"
            className="btn btn-ghost btn-xs gap-2"
            aria-label={t('problems.colorOf', { id: row.original.link.displayId })}
            onClick={() => setColoring(row.original)}
          >
            <span
              className="inline-block h-4 w-4 rounded-full border border-base-300"
              style={{ background: row.original.link.color || 'transparent' }}
            />
            <span className="font-mono text-xs">{row.original.link.color || t('problems.noColor')}</span>
          </button>
        ) : (
          '--'
        ),
    },
    {
      id: 'actions',
      header: t('fields.actions'),
      cell: ({ row }) => {
        const label = row.original.link?.displayId ?? row.original.problem.problemId;
        const { id } = row.original.problem;
        const editTo =
          links.problemEdit(cid, id) ??
          (slot?.canEdit(row.original.problem) ? withEditorTarget(search, String(id)) : null);
        return (
          <div className="flex flex-nowrap gap-1">
            {editTo && (
              <Link
                to={editTo}
                className="btn btn-ghost btn-xs btn-square"
                title={t('actions.edit')}
                aria-label={t('problems.editOf', { id: label })}
              >
                <EditIcon size={16} />
              </Link>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-xs text-error"
              aria-label={t('problems.removeOf', { id: label })}
              onClick={() => setToRemove(row.original)}
            >
              {t('actions.remove')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <Panel
      title={
        <span>
          {t('title.problems')}
          {contest.data && <span className="ml-2 text-sm font-normal opacity-70">{contest.data.title}</span>}
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
          {createTo && (
            <Link to={createTo} className="btn btn-sm btn-primary">
              {t('problems.create')}
            </Link>
          )}
          <button
            type="button"
            className="btn btn-sm"
            disabled={!contest.data}
            onClick={() => setAdding(true)}
          >
            {t('problems.addFromPublic')}
          </button>
          {/* Importing from a remote judge is a site admin's call; a group's contest has no such route. */}
          {gid === null && (
            <button
              type="button"
              className="btn btn-sm"
              disabled={!contest.data}
              onClick={() => setImportingRemote(true)}
            >
              {t('remoteJudge:import.open')}
            </button>
          )}
          {gid !== null && (
            <button
              type="button"
              className="btn btn-sm"
              disabled={!contest.data}
              onClick={() => setAddingFromGroup(true)}
            >
              {t('problems.addFromGroup')}
            </button>
          )}
          <Link to={links.list} className="btn btn-sm btn-ghost">
            {t('actions.backToList')}
          </Link>
        </>
      }
    >
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
      {contest.data && (
        // The server offers public problems of the contest's rule type (or remote) not yet in it.
        <AddPublicProblemDialog
          open={adding}
          onClose={() => setAdding(false)}
          queryKey={['admin', 'contest', 'problems', cid, 'public', gid]}
          fetchPage={(page, signal) =>
            getContestProblemList({ ...page, cid, problemType: contest.data.type }, signal, gid).then(
              (answer) => answer.problemList,
            )
          }
          onAdd={(problem, displayId) => add.mutateAsync({ pid: problem.id, cid, displayId })}
          displayIdLabel={t('problems.enterDisplayId')}
        />
      )}
      {gid === null && (
        <RemoteImportDialog
          open={importingRemote}
          onClose={() => setImportingRemote(false)}
          displayIdLabel={t('problems.displayId')}
          onImport={({ judge, problemId, displayId = '' }, signal) =>
            importRemote.mutateAsync({ judge, problemId, cid, displayId, signal })
          }
        />
      )}
      {addingFromGroup && <AddGroupProblemDialog cid={cid} onClose={() => setAddingFromGroup(false)} />}
      {coloring?.link && (
        <BalloonColorDialog
          title={t('problems.colorOf', { id: coloring.link.displayId })}
          initial={coloring.link.color ?? null}
          busy={setLink.isPending}
          onClose={() => setColoring(null)}
          onSave={(color) => {
            const link = coloring.link!;
            setLink.mutate(
              { ...link, cid: link.cid ?? cid, pid: link.pid ?? coloring.problem.id, color },
              {
                onSuccess: () => {
                  toast.success(t('messages.colorUpdated'));
                  setColoring(null);
                },
              },
            );
          }}
        />
      )}
      <ConfirmDialog
        danger
        open={toRemove !== null}
        title={t('problems.removeTitle')}
        message={t(gid === null ? 'problems.removeConfirm' : 'problems.removeConfirmKeep', {
          id: toRemove?.link?.displayId ?? toRemove?.problem.problemId ?? '',
          title: toRemove?.link?.displayTitle ?? toRemove?.problem.title ?? '',
        })}
        confirmLabel={t('actions.remove')}
        busy={remove.isPending}
        onClose={() => setToRemove(null)}
        onConfirm={() => {
          if (!toRemove) return;
          remove.mutate(
            { pid: toRemove.problem.id, cid },
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
