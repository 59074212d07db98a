import type { RankRecord } from '@contract/account';
import { LIMITS } from '@contract/limits';
import { createColumnHelper } from '@tanstack/react-table';
import { Avatar } from '@web/components/ui/avatar';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { UserTitleTag } from '@web/components/user-title-tag';
import { paths } from '@web/config/paths';
import { useUrlState } from '@web/hooks/use-url-state';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RankType, useRankList, useRankTop } from '../api/get-rank-list';
import { RankChart } from './rank-chart';

const URL_DEFAULTS: { currentPage: number; limit: number; searchUser: string } = {
  currentPage: 1,
  limit: LIMITS.rankPageSize,
  searchUser: '',
};

const percent = (ac: number, total: number) => (total > 0 ? `${((ac / total) * 100).toFixed(2)}%` : '0.00%');

/** Signatures are Markdown; the table shows them as one line of plain text. */
const plainText = (markdown: string | null) =>
  (markdown ?? '')
    .replace(/[#>*_`~[\]()!|-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const column = createColumnHelper<RankRecord & { seq: number }>();

export function RankPage({ type }: { type: RankType }) {
  const { t } = useTranslation('rank');
  const [state, setState] = useUrlState(URL_DEFAULTS);
  const [search, setSearch] = useState(state.searchUser);
  const list = useRankList({ type, ...state, searchUser: state.searchUser || undefined });
  const top = useRankTop(type);

  useEffect(() => setSearch(state.searchUser), [state.searchUser]);

  const rows = useMemo(
    () =>
      (list.data?.records ?? []).map((record, index) => ({
        ...record,
        seq: (state.currentPage - 1) * state.limit + index + 1,
      })),
    [list.data, state.currentPage, state.limit],
  );

  const columns = useMemo(
    () => [
      column.accessor('seq', { header: () => t('columns.rank'), size: 70 }),
      column.display({
        id: 'user',
        header: () => t('columns.user'),
        cell: ({ row: { original } }) => (
          <div className="flex items-center gap-2">
            <Avatar src={original.avatar} name={original.username} size={28} />
            <Link
              className="link link-hover font-medium"
              to={paths.userHome({ uid: original.uid, username: original.username })}
            >
              {original.username}
            </Link>
            <UserTitleTag name={original.titleName} color={original.titleColor} />
          </div>
        ),
      }),
      column.accessor('nickname', {
        header: () => t('columns.nickname'),
        cell: (info) => info.getValue() || '',
      }),
      ...(type === 'ACM'
        ? [
            column.accessor('ac', { header: () => t('columns.ac') }),
            column.accessor('total', { header: () => t('columns.total') }),
            column.display({
              id: 'rating',
              header: () => t('columns.rating'),
              cell: ({ row: { original } }) => percent(original.ac, original.total),
            }),
          ]
        : [
            column.accessor('score', {
              header: () => t('columns.score'),
              cell: (info) => info.getValue() ?? 0,
            }),
            column.display({
              id: 'acTotal',
              header: () => t('columns.acTotal'),
              cell: ({ row: { original } }) => (
                <span title={percent(original.ac, original.total)}>
                  {original.ac} / {original.total}
                </span>
              ),
            }),
          ]),
      column.accessor('signature', {
        header: () => t('columns.signature'),
        cell: (info) => (
          <span className="line-clamp-1 max-w-xs opacity-75">{plainText(info.getValue())}</span>
        ),
      }),
    ],
    [t, type],
  );

  return (
    <div className="space-y-5">
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body p-4">
          <h1 className="card-title text-xl">{t(type === 'ACM' ? 'acmTitle' : 'oiTitle')}</h1>
          {top.data && top.data.records.length > 0 ? (
            <RankChart type={type} records={top.data.records} />
          ) : (
            <div className="flex h-40 items-center justify-center opacity-60">
              {top.isPending ? <span className="loading loading-spinner" /> : t('empty')}
            </div>
          )}
        </div>
      </section>
      <section className="card border border-base-300 bg-base-100">
        <div className="card-body gap-4 p-4">
          <SearchBox
            size="md"
            value={search}
            label={t('searchPlaceholder')}
            onChange={setSearch}
            onSearch={(value) => setState({ searchUser: value, currentPage: 1 })}
            className="max-w-md"
          />
          <DataTable
            data={rows}
            columns={columns}
            loading={list.isFetching}
            empty={t('empty')}
            getRowId={(row) => row.uid}
          />
          <Pagination
            page={state.currentPage}
            pageSize={state.limit}
            total={list.data?.total ?? 0}
            onChange={(currentPage, limit) => setState({ currentPage, limit })}
          />
        </div>
      </section>
    </div>
  );
}
