import type { RankRecord } from '@contract/account';
import { LIMITS } from '@contract/limits';
import { createColumnHelper } from '@tanstack/react-table';
import { SearchBox } from '@web/components/ui/search-box';
import { useUrlState } from '@web/hooks/use-url-state';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RankType, useRankList, useRankTop } from '../api/get-rank-list';
import { RankChart } from './rank-chart';
import { acRate, RankTable, rankUserColumns, useNumberedRanks } from './rank-table';

const URL_DEFAULTS: { currentPage: number; limit: number; searchUser: string } = {
  currentPage: 1,
  limit: LIMITS.rankPageSize,
  searchUser: '',
};

/** Signatures are Markdown; the table shows them as one line of plain text. */
const plainText = (markdown: string | null) =>
  (markdown ?? '')
    .replace(/[#>*_`~[\]()!|-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type Row = RankRecord & { seq: number };

const column = createColumnHelper<Row>();

export function RankPage({ type }: { type: RankType }) {
  const { t } = useTranslation('rank');
  const [state, setState] = useUrlState(URL_DEFAULTS);
  const [search, setSearch] = useState(state.searchUser);
  const list = useRankList({ type, ...state, searchUser: state.searchUser || undefined });
  const top = useRankTop(type);

  useEffect(() => setSearch(state.searchUser), [state.searchUser]);

  const rows = useNumberedRanks(list.data?.records, state.currentPage, state.limit);

  const columns = useMemo(
    () => [
      ...rankUserColumns<Row>(t),
      ...(type === 'ACM'
        ? [
            column.accessor('ac', { header: () => t('columns.ac') }),
            column.accessor('total', { header: () => t('columns.total') }),
            column.display({
              id: 'rating',
              header: () => t('columns.rating'),
              cell: ({ row: { original } }) => acRate(original.ac, original.total),
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
                <span title={acRate(original.ac, original.total)}>
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
          <RankTable
            rows={rows}
            columns={columns}
            loading={list.isFetching}
            total={list.data?.total ?? 0}
            page={state.currentPage}
            limit={state.limit}
            onPage={(currentPage, limit) => setState({ currentPage, limit })}
          />
        </div>
      </section>
    </div>
  );
}
