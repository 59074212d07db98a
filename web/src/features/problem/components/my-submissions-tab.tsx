import { PROBLEM_TYPE } from '@contract/limits';
import { createColumnHelper } from '@tanstack/react-table';
import { JudgeStatusBadge } from '@web/components/judge-status-badge';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { paths } from '@web/config/paths';
import { useUser } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MySubmissionRow, useMySubmissions } from '../api/get-my-submissions';

/** Spec 1 §9: the problem page's submissions tab shows 10 a page. */
const PAGE_SIZE = 10;
const column = createColumnHelper<MySubmissionRow>();

/** Inside a contest: its submissions of the problem, each linking to the contest's detail page. */
export interface MySubmissionsContest {
  cid: number;
  containsEnd: boolean;
  detailPath: (submitId: number) => string;
}

export function MySubmissionsTab({
  problemId,
  problemType,
  contest,
}: {
  problemId: string;
  problemType: number;
  contest?: MySubmissionsContest;
}) {
  const { t } = useTranslation('problem');
  const user = useUser();
  const [page, setPage] = useState(1);
  const list = useMySubmissions(
    user?.uid,
    contest
      ? {
          problemID: problemId,
          currentPage: page,
          limit: PAGE_SIZE,
          contestID: contest.cid,
          containsEnd: contest.containsEnd,
        }
      : { problemID: problemId, currentPage: page, limit: PAGE_SIZE },
    true,
  );
  const detailPath = contest?.detailPath ?? paths.submissionDetail;

  const columns = useMemo(
    () => [
      column.accessor('submitId', {
        header: () => t('mine.runId'),
        cell: (info) => (
          <Link className="link link-primary" to={detailPath(info.getValue())}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('status', {
        header: () => t('mine.status'),
        cell: (info) => (
          <Link to={detailPath(info.row.original.submitId)}>
            <JudgeStatusBadge status={info.getValue()} short />
          </Link>
        ),
      }),
      ...(problemType === PROBLEM_TYPE.OI
        ? [
            column.accessor('score', {
              header: () => t('submit.score'),
              cell: (info) => info.getValue() ?? '--',
            }),
          ]
        : []),
      column.accessor('time', {
        header: () => t('submit.time'),
        cell: (info) => (info.getValue() == null ? '--' : `${info.getValue()} ms`),
      }),
      column.accessor('memory', {
        header: () => t('submit.memory'),
        cell: (info) => (info.getValue() == null ? '--' : `${info.getValue()} KB`),
      }),
      column.accessor('language', { header: () => t('mine.language') }),
      column.accessor('submitTime', {
        header: () => t('mine.submitTime'),
        cell: (info) => (
          <span className="whitespace-nowrap" title={formatDateTime(info.getValue())}>
            {formatRelative(info.getValue())}
          </span>
        ),
      }),
    ],
    [t, problemType, detailPath],
  );

  if (!user)
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-sm">
        <p className="opacity-70">{t('mine.loginFirst')}</p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => openAuthDialog('login')}>
          {t('common:auth.login')}
        </button>
      </div>
    );

  return (
    <div className="space-y-3">
      <DataTable
        data={list.data?.records ?? []}
        columns={columns}
        loading={list.isFetching}
        empty={t('mine.empty')}
        getRowId={(row) => String(row.submitId)}
      />
      <Pagination
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        simple
        onChange={(next) => setPage(next)}
      />
    </div>
  );
}
