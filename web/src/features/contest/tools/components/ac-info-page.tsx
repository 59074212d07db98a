import type { ContestAcInfoItem } from '@contract/contest-activity';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Balloon } from '../../board/components/balloon';
import { checkAcInfo } from '../api/check-ac-info';
import { getAcInfo } from '../api/get-ac-info';
import { RefreshControls, TOOLS_REFRESH_MS } from './refresh-controls';

/** Spec 2 §9: AC info page size. */
export const AC_INFO_PAGE_SIZE = 20;

const column = createColumnHelper<ContestAcInfoItem>();

/** The AC helper (balloons): first accepts, checked off as balloons go out. */
export function AcInfoPage() {
  const { t } = useTranslation('contestTools');
  const contestId = useParams().contestID ?? '';
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const queryKey = ['contest', 'ac-info', contestId, page];
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      getAcInfo({ cid: contestId, currentPage: page, limit: AC_INFO_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? TOOLS_REFRESH_MS : false,
  });
  const check = useMutation({
    mutationFn: (row: ContestAcInfoItem) => checkAcInfo({ id: row.id, cid: row.cid, checked: !row.checked }),
    onSuccess: () => {
      toast.success(t('updated'));
      void queryClient.invalidateQueries({ queryKey: ['contest', 'ac-info', contestId] });
    },
  });

  const columns = useMemo(
    () => [
      column.accessor('submitTime', {
        header: () => t('acInfo.acTime'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.accessor('displayId', {
        header: () => t('acInfo.problem'),
        cell: ({ row: { original } }) => (
          <span className="flex items-center gap-1 font-semibold">
            <Balloon color={original.color} size={14} />
            {original.displayId}
          </span>
        ),
      }),
      column.accessor('firstBlood', {
        header: () => t('acInfo.acStatus'),
        cell: (info) =>
          info.getValue() ? (
            <span className="badge badge-error">{t('acInfo.firstBlood')}</span>
          ) : (
            <span className="badge badge-success">{t('acInfo.accepted')}</span>
          ),
      }),
      column.accessor('username', {
        header: () => t('username'),
        cell: (info) => (
          <Link
            className="link link-hover"
            to={`/contest/${contestId}/submissions?username=${encodeURIComponent(info.getValue())}`}
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.accessor('realname', { header: () => t('realname'), cell: (info) => info.getValue() ?? '' }),
      column.accessor('checked', {
        header: () => t('status'),
        cell: (info) =>
          info.getValue() ? (
            <span className="badge badge-success">{t('acInfo.checked')}</span>
          ) : (
            <span className="badge badge-warning">{t('acInfo.notChecked')}</span>
          ),
      }),
      column.display({
        id: 'option',
        header: () => t('option'),
        cell: ({ row: { original } }) => (
          <button
            type="button"
            className="btn btn-xs btn-primary"
            disabled={check.isPending}
            onClick={() => check.mutate(original)}
          >
            {original.checked ? t('acInfo.uncheck') : t('acInfo.check')}
          </button>
        ),
      }),
    ],
    [t, contestId, check],
  );

  return (
    <Panel
      title={t('acInfo.title')}
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
        rowClassName={(row) => (row.checked ? 'opacity-60' : undefined)}
      />
      <Pagination
        page={page}
        pageSize={AC_INFO_PAGE_SIZE}
        total={list.data?.total ?? 0}
        simple
        onChange={(next) => setPage(next)}
      />
    </Panel>
  );
}
