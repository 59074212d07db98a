import type { ContestPrintItem } from '@contract/contest-activity';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { checkPrintStatus } from '../api/check-print-status';
import { downloadPrintText } from '../api/download-print-text';
import { getPrintList } from '../api/get-print-list';
import { RefreshControls, TOOLS_REFRESH_MS } from './refresh-controls';

/** Spec 2 §9: print list page size. */
export const PRINT_PAGE_SIZE = 15;

const column = createColumnHelper<ContestPrintItem>();

/** The admin print list: download a job's text, then mark it printed with OK. */
export function AdminPrintPage() {
  const { t } = useTranslation('contestTools');
  const contestId = useParams().contestID ?? '';
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const list = useQuery({
    queryKey: ['contest', 'print', contestId, page],
    queryFn: ({ signal }) =>
      getPrintList({ cid: contestId, currentPage: page, limit: PRINT_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? TOOLS_REFRESH_MS : false,
  });
  const printed = useMutation({
    mutationFn: (row: ContestPrintItem) => checkPrintStatus({ id: row.id, cid: row.cid }),
    onSuccess: () => {
      toast.success(t('updated'));
      void queryClient.invalidateQueries({ queryKey: ['contest', 'print', contestId] });
    },
  });

  const columns = useMemo(
    () => [
      column.accessor('username', { header: () => t('username') }),
      column.accessor('realname', { header: () => t('realname'), cell: (info) => info.getValue() ?? '' }),
      column.accessor('gmtCreate', {
        header: () => t('adminPrint.submitTime'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor('status', {
        header: () => t('status'),
        cell: (info) =>
          info.getValue() === 1 ? (
            <span className="badge badge-success">{t('adminPrint.printed')}</span>
          ) : (
            <span className="badge badge-warning">{t('adminPrint.notPrinted')}</span>
          ),
      }),
      column.display({
        id: 'option',
        header: () => t('option'),
        cell: ({ row: { original } }) => (
          <div className="flex flex-wrap gap-1">
            <button type="button" className="btn btn-xs" onClick={() => void downloadPrintText(original.id)}>
              {t('adminPrint.download')}
            </button>
            <button
              type="button"
              className="btn btn-xs btn-primary"
              disabled={printed.isPending || original.status === 1}
              onClick={() => printed.mutate(original)}
            >
              {t('adminPrint.ok')}
            </button>
          </div>
        ),
      }),
    ],
    [t, printed],
  );

  return (
    <Panel
      title={t('adminPrint.title')}
      actions={
        <RefreshControls
          autoRefresh={autoRefresh}
          onAutoRefreshChange={setAutoRefresh}
          onRefresh={() => void list.refetch()}
          busy={list.isFetching}
        />
      }
    >
      <DataTable
        data={list.data?.records ?? []}
        columns={columns}
        loading={list.isPending}
        getRowId={(row) => String(row.id)}
      />
      <Pagination
        page={page}
        pageSize={PRINT_PAGE_SIZE}
        total={list.data?.total ?? 0}
        simple
        onChange={setPage}
      />
    </Panel>
  );
}
