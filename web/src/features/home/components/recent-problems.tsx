import type { RecentUpdatedProblem } from '@contract/site';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@web/components/ui/data-table';
import { Panel } from '@web/components/ui/panel';
import { paths } from '@web/config/paths';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecentUpdatedProblems } from '../api/get-recent-updated-problems';

const column = createColumnHelper<RecentUpdatedProblem>();

export function RecentProblems() {
  const { t } = useTranslation('home');
  const { data = [], isPending } = useRecentUpdatedProblems();
  const columns = useMemo(
    () => [
      column.accessor('problemId', {
        header: () => t('problems.id'),
        cell: (info) => (
          <Link className="link link-primary font-mono" to={paths.problem(info.getValue())}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('title', {
        header: () => t('problems.problemTitle'),
        cell: (info) => (
          <Link className="link link-hover" to={paths.problem(info.row.original.problemId)}>
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('gmtModified', {
        header: () => t('problems.updated'),
        cell: (info) => (
          <span className="whitespace-nowrap opacity-75" title={formatDateTime(info.getValue())}>
            {formatRelative(info.getValue())}
          </span>
        ),
      }),
    ],
    [t],
  );

  return (
    <Panel className="shadow-sm" title={t('problems.title')}>
      <DataTable
        data={data}
        columns={columns}
        loading={isPending}
        empty={t('problems.empty')}
        getRowId={(row) => String(row.id)}
      />
    </Panel>
  );
}
