import {
  isPendingStatus,
  JUDGE_STATUS_INFO,
  JudgeStatus,
  type JudgeStatusCode,
} from '@contract/judge-status';
import { LIMITS } from '@contract/limits';
import { createColumnHelper } from '@tanstack/react-table';
import { RefreshIcon, RotateCcwIcon } from '@web/components/icons';
import { JudgeStatusBadge } from '@web/components/judge-status-badge';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { SearchInput } from '@web/components/ui/search-box';
import { paths } from '@web/config/paths';
import { useUrlState } from '@web/hooks/use-url-state';
import { userIsRoot, useUser } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rejudgeSubmission, resubmit } from '../api/admin-judge';
import { useContestSubmissionList } from '../api/get-contest-submission-list';
import { useSubmissionList } from '../api/get-submission-list';
import { formatLength, formatMemory, formatTime } from '../lib/format';
import { usePendingRows } from '../lib/use-pending-rows';
import type { Submission } from '../types';

const URL_DEFAULTS: {
  onlyMine: string;
  status: string;
  problemID: string;
  username: string;
  currentPage: number;
  limit: number;
} = {
  onlyMine: '',
  status: '',
  problemID: '',
  username: '',
  currentPage: 1,
  limit: LIMITS.submissionListPageSize,
};

/** Verdicts offered by the status filter: every state a submission can be in. */
const STATUS_FILTER: JudgeStatusCode[] = (Object.keys(JUDGE_STATUS_INFO).map(Number) as JudgeStatusCode[])
  .filter((code) => code !== JudgeStatus.NOT_SUBMITTED)
  .sort((a, b) => a - b);

const column = createColumnHelper<Submission>();

/** The list inside a contest (spec 2 §2 Submissions tab): its calls and its own links. */
export interface StatusPageContest {
  cid: number;
  containsEnd: boolean;
  problemPath: (displayId: string) => string;
  detailPath: (displayId: string, submitId: number) => string;
}

/** The list inside a group (spec 3 §2 status): the group's submissions, linking to its pages. */
export interface StatusPageGroup {
  gid: number;
  problemPath: (displayPid: string) => string;
  detailPath: (submitId: number) => string;
}

/** Spec 1 §2.9: the global submission list, a contest's with `contest`, a group's with `group`. */
export function StatusPage({
  contest,
  group,
}: {
  contest?: StatusPageContest;
  group?: StatusPageGroup;
} = {}) {
  const { t } = useTranslation('submission');
  const user = useUser();
  const isRoot = userIsRoot(user);
  const [state, setState] = useUrlState(URL_DEFAULTS);
  const onlyMine = state.onlyMine === 'true' && Boolean(user);
  // A guest's "mine" (a shared link, a bookmark, a session that ended) is not everyone's list:
  // the page asks them to log in and fetches nothing until they have.
  const guestAsksForMine = state.onlyMine === 'true' && !user;
  const [problemSearch, setProblemSearch] = useState(state.problemID);
  const [userSearch, setUserSearch] = useState(state.username);
  const [rejudging, setRejudging] = useState<number | null>(null);
  const [resubmitting, setResubmitting] = useState<number | null>(null);

  useEffect(() => setProblemSearch(state.problemID), [state.problemID]);
  useEffect(() => setUserSearch(state.username), [state.username]);

  const statusFilter = state.status === '' ? '' : Number(state.status);
  const params = {
    currentPage: state.currentPage,
    limit: state.limit,
    onlyMine: onlyMine || undefined,
    status: Number.isFinite(statusFilter) ? statusFilter : '',
    problemID: state.problemID || undefined,
    username: onlyMine ? undefined : state.username || undefined,
    gid: group?.gid,
  } as const;
  const publicList = useSubmissionList(params, !contest && !guestAsksForMine);
  const contestList = useContestSubmissionList(
    { ...params, contestID: contest?.cid ?? 0, containsEnd: contest?.containsEnd ?? false },
    Boolean(contest) && !guestAsksForMine,
  );
  const list = contest ? contestList : publicList;
  const { rows, track } = usePendingRows(list.data?.records, contest?.cid ?? 0);
  const detailPath = useCallback(
    (row: Submission) =>
      contest
        ? contest.detailPath(row.displayId || row.displayPid, row.submitId)
        : group
          ? group.detailPath(row.submitId)
          : paths.submissionDetail(row.submitId),
    [contest, group],
  );

  const setMine = (mine: boolean) => {
    if (mine && !user) {
      toast.error(t('common:errors.loginFirst'));
      openAuthDialog('login');
      return;
    }
    setState({ onlyMine: mine ? 'true' : '', currentPage: 1 });
  };

  const rejudge = useCallback(
    async (submitId: number) => {
      setRejudging(submitId);
      try {
        const updated = await rejudgeSubmission(submitId);
        toast.success(t('rejudge.done'));
        track(submitId, {
          status: updated?.status ?? JudgeStatus.PENDING,
          score: updated?.score ?? null,
          time: updated?.time ?? null,
          memory: updated?.memory ?? null,
        });
      } catch {
        // The api client has told the user why.
      } finally {
        setRejudging(null);
      }
    },
    [t, track],
  );

  // Spec 1 §4: the owner of a Submitted Failed remote submission sends it again and the row is polled anew.
  const resubmitRow = useCallback(
    async (submitId: number) => {
      setResubmitting(submitId);
      try {
        const { data, msg } = await resubmit(submitId);
        toast.success(msg || t('resubmit.done'));
        track(submitId, {
          status: data?.status ?? JudgeStatus.PENDING,
          score: data?.score ?? null,
          time: data?.time ?? null,
          memory: data?.memory ?? null,
        });
      } catch {
        // The api client has told the user why.
      } finally {
        setResubmitting(null);
      }
    },
    [t, track],
  );

  const columns = useMemo(
    () => [
      column.accessor('submitId', {
        header: () => t('columns.runId'),
        cell: (info) => (
          <Link className="link link-hover font-mono" to={detailPath(info.row.original)}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('displayPid', {
        header: () => t('columns.problem'),
        cell: ({ row: { original } }) => (
          <Link
            className="link link-primary font-mono"
            to={
              contest
                ? contest.problemPath(original.displayId || original.displayPid)
                : group
                  ? group.problemPath(original.displayPid)
                  : paths.problem(original.displayPid)
            }
            title={original.title ?? undefined}
          >
            {contest ? original.displayId || original.displayPid : original.displayPid}
          </Link>
        ),
      }),
      column.accessor('status', {
        header: () => t('columns.status'),
        cell: ({ row: { original } }) => (
          <span className="inline-flex items-center gap-1">
            <Link
              to={detailPath(original)}
              className="inline-flex items-center gap-1.5"
              data-testid="row-status"
              data-status={original.status}
            >
              {isPendingStatus(original.status) && <span className="loading loading-spinner loading-xs" />}
              <JudgeStatusBadge status={original.status} />
              {original.isManual && (
                <span className="badge badge-xs badge-ghost" title={t('manual.marker')}>
                  M
                </span>
              )}
            </Link>
            {original.status === JudgeStatus.SUBMITTED_FAILED && user?.uid === original.uid && (
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-square"
                title={t('resubmit.action')}
                aria-label={t('resubmit.actionOf', { id: original.submitId })}
                disabled={resubmitting === original.submitId}
                onClick={() => void resubmitRow(original.submitId)}
              >
                {resubmitting === original.submitId ? (
                  <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                ) : (
                  <RefreshIcon size={14} />
                )}
              </button>
            )}
          </span>
        ),
      }),
      column.accessor('score', {
        header: () => t('columns.score'),
        cell: (info) => (info.getValue() == null ? '--' : info.getValue()),
      }),
      column.accessor('time', {
        header: () => t('columns.time'),
        cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatTime(info.getValue())}</span>,
      }),
      column.accessor('memory', {
        header: () => t('columns.memory'),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{formatMemory(info.getValue())}</span>
        ),
      }),
      column.accessor('length', {
        header: () => t('columns.length'),
        cell: (info) => (
          <span className="whitespace-nowrap tabular-nums">{formatLength(info.getValue())}</span>
        ),
      }),
      column.accessor('language', {
        header: () => t('columns.language'),
        cell: ({ row: { original } }) => (
          <Link
            className="link link-hover whitespace-nowrap"
            to={detailPath(original)}
            title={t('columns.viewDetail')}
          >
            {original.language}
          </Link>
        ),
      }),
      column.accessor('judger', {
        header: () => t('columns.judger'),
        cell: (info) => (
          <span className="whitespace-nowrap text-xs opacity-75">{info.getValue() || '--'}</span>
        ),
      }),
      column.accessor('username', {
        header: () => t('columns.author'),
        cell: ({ row: { original } }) => (
          <Link
            className="link link-hover whitespace-nowrap"
            to={paths.userHome({ uid: original.uid, username: original.username })}
          >
            {original.username}
          </Link>
        ),
      }),
      column.accessor('submitTime', {
        header: () => t('columns.submitTime'),
        cell: (info) => (
          <time
            className="whitespace-nowrap"
            dateTime={info.getValue()}
            title={formatDateTime(info.getValue())}
          >
            {formatRelative(info.getValue())}
          </time>
        ),
      }),
      ...(isRoot
        ? [
            column.display({
              id: 'rejudge',
              header: () => t('columns.rejudge'),
              cell: ({ row: { original } }) => (
                <button
                  type="button"
                  className="btn btn-xs btn-warning btn-outline"
                  disabled={rejudging === original.submitId}
                  onClick={() => void rejudge(original.submitId)}
                >
                  {rejudging === original.submitId ? (
                    <span className="loading loading-spinner loading-xs" />
                  ) : (
                    <RotateCcwIcon size={12} />
                  )}
                  {t('rejudge.action')}
                </button>
              ),
            }),
          ]
        : []),
    ],
    [t, isRoot, rejudging, rejudge, resubmitting, resubmitRow, user, contest, group, detailPath],
  );

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setState({
      problemID: problemSearch.trim(),
      username: onlyMine ? state.username : userSearch.trim(),
      currentPage: 1,
    });
  };

  return (
    <section className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="card-title text-xl">{t('title.list')}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <fieldset className="join" aria-label={t('filters.scope')}>
              <button
                type="button"
                className={`join-item btn btn-sm ${onlyMine || guestAsksForMine ? '' : 'btn-primary'}`}
                aria-pressed={!onlyMine && !guestAsksForMine}
                onClick={() => setMine(false)}
              >
                {t('filters.all')}
              </button>
              <button
                type="button"
                className={`join-item btn btn-sm ${onlyMine || guestAsksForMine ? 'btn-primary' : ''}`}
                aria-pressed={onlyMine || guestAsksForMine}
                onClick={() => setMine(true)}
              >
                {t('filters.mine')}
              </button>
            </fieldset>
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              onClick={() => void list.refetch()}
              disabled={list.isFetching}
            >
              <RefreshIcon size={14} /> {t('common:actions.refresh')}
            </button>
          </div>
        </div>

        <form onSubmit={submitSearch} className="flex flex-wrap items-center gap-2">
          <select
            className="select select-sm w-auto"
            value={state.status}
            aria-label={t('filters.status')}
            onChange={(event) => setState({ status: event.target.value, currentPage: 1 })}
          >
            <option value="">{t('filters.allStatus')}</option>
            {STATUS_FILTER.map((code) => (
              <option key={code} value={String(code)}>
                {t(`common:judgeStatus.${code}`)}
              </option>
            ))}
          </select>
          <SearchInput
            value={problemSearch}
            label={t('filters.problemId')}
            onChange={setProblemSearch}
            className="w-40"
          />
          <SearchInput
            value={onlyMine ? (user?.username ?? '') : userSearch}
            label={t('filters.author')}
            disabled={onlyMine}
            onChange={setUserSearch}
            className={`w-40 ${onlyMine ? 'input-disabled opacity-60' : ''}`}
          />
          <button type="submit" className="btn btn-sm btn-primary">
            {t('common:actions.search')}
          </button>
        </form>

        {guestAsksForMine ? (
          <div
            className="flex flex-col items-center gap-3 py-12 text-center"
            data-testid="status-login-prompt"
          >
            <p className="opacity-80">{t('loginToSeeMine')}</p>
            <button type="button" className="btn btn-primary" onClick={() => openAuthDialog('login')}>
              {t('common:auth.login')}
            </button>
          </div>
        ) : (
          <>
            <DataTable
              data={rows}
              columns={columns}
              loading={list.isFetching && !list.data}
              empty={t('empty')}
              getRowId={(row) => String(row.submitId)}
            />
            <Pagination
              page={state.currentPage}
              pageSize={state.limit}
              total={list.data?.total ?? 0}
              onChange={(currentPage, limit) => setState({ currentPage, limit })}
            />
          </>
        )}
      </div>
    </section>
  );
}
