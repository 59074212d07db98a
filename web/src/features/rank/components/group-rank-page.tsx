import { type GroupRankRecord, GroupRankType } from '@contract/group-rank';
import { LIMITS } from '@contract/limits';
import { createColumnHelper } from '@tanstack/react-table';
import { SearchBox } from '@web/components/ui/search-box';
import { useUrlState } from '@web/hooks/use-url-state';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupRankList } from '../api/get-group-rank-list';
import { acRate, RankTable, rankUserColumns, useNumberedRanks } from './rank-table';

const URL_DEFAULTS: { currentPage: number; limit: number; searchUser: string; type: number } = {
  currentPage: 1,
  limit: LIMITS.rankPageSize,
  searchUser: '',
  type: GroupRankType.ACM,
};

type Row = GroupRankRecord & { seq: number };

const column = createColumnHelper<Row>();

/**
 * /group/:groupID/rank (spec 3 §2 Group rank): the group's members ranked on its problems, with
 * a search box and an ACM/OI switch; page, limit, searchUser and type stay in the URL.
 */
export function GroupRankPage({ gid }: { gid: number }) {
  const { t } = useTranslation(['groupRank', 'rank']);
  const { t: rankT } = useTranslation('rank');
  const [state, setState] = useUrlState(URL_DEFAULTS);
  const type = state.type === GroupRankType.OI ? GroupRankType.OI : GroupRankType.ACM;
  const [search, setSearch] = useState(state.searchUser);
  useEffect(() => setSearch(state.searchUser), [state.searchUser]);
  const list = useGroupRankList({
    gid,
    type,
    currentPage: state.currentPage,
    limit: state.limit,
    searchUser: state.searchUser || undefined,
  });

  const rows = useNumberedRanks(list.data?.records, state.currentPage, state.limit);

  const columns = useMemo(
    () => [
      ...rankUserColumns<Row>(rankT),
      column.accessor('ac', { header: () => t('rank:columns.ac') }),
      column.accessor('total', { header: () => t('rank:columns.total') }),
      column.accessor('score', { header: () => t('rank:columns.score') }),
      column.display({
        id: 'rating',
        header: () => t('rank:columns.rating'),
        cell: ({ row: { original } }) => acRate(original.ac, original.total),
      }),
    ],
    [t, rankT],
  );

  return (
    <section className="flex flex-col gap-4" aria-labelledby="group-rank-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="group-rank-heading" className="mr-auto text-xl font-bold">
          {t('heading')}
        </h2>
        <fieldset aria-label={t('type')} className="join">
          {[GroupRankType.ACM, GroupRankType.OI].map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={type === value}
              className={`btn btn-sm join-item ${type === value ? 'btn-primary' : ''}`}
              onClick={() => setState({ type: value, currentPage: 1 })}
            >
              {value === GroupRankType.ACM ? 'ACM' : 'OI'}
            </button>
          ))}
        </fieldset>
        <SearchBox
          value={search}
          label={t('search')}
          onChange={setSearch}
          onSearch={(value) => setState({ searchUser: value, currentPage: 1 })}
          className="w-full sm:w-72"
        />
      </div>
      <RankTable
        rows={rows}
        columns={columns}
        loading={list.isFetching}
        total={list.data?.total ?? 0}
        page={state.currentPage}
        limit={state.limit}
        onPage={(currentPage, limit) => setState({ currentPage, limit })}
      />
    </section>
  );
}
