import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { Avatar } from '@web/components/ui/avatar';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { UserTitleTag } from '@web/components/user-title-tag';
import { paths } from '@web/config/paths';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The AC rate HOJ shows as the rating column. */
export const acRate = (ac: number, total: number) =>
  total > 0 ? `${((ac / total) * 100).toFixed(2)}%` : '0.00%';

/** One page of a ranking numbered from its place in the whole list. */
export function useNumberedRanks<T>(records: T[] | undefined, currentPage: number, limit: number) {
  return useMemo(
    () =>
      (records ?? []).map((record, index) => ({
        ...record,
        seq: (currentPage - 1) * limit + index + 1,
      })),
    [records, currentPage, limit],
  );
}

export interface RankedUser {
  uid: string;
  username: string;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
}

/** The user column of a ranking: avatar, link to the user's page and title. */
export function RankUserCell({ user }: { user: RankedUser }) {
  return (
    <div className="flex items-center gap-2">
      <Avatar src={user.avatar} name={user.username} size={28} />
      <Link
        className="link link-hover font-medium"
        to={paths.userHome({ uid: user.uid, username: user.username })}
      >
        {user.username}
      </Link>
      <UserTitleTag name={user.titleName} color={user.titleColor} />
    </div>
  );
}

/**
 * The first columns of every ranking: the place, the user and their nickname. `t` is of the
 * rank namespace.
 */
export function rankUserColumns<T extends RankedUser & { seq: number; nickname: string | null }>(
  t: TFunction<'rank'>,
): ColumnDef<T>[] {
  const column = createColumnHelper<T>();
  return [
    column.display({
      id: 'seq',
      header: () => t('columns.rank'),
      size: 70,
      cell: ({ row }) => row.original.seq,
    }),
    column.display({
      id: 'user',
      header: () => t('columns.user'),
      cell: ({ row: { original } }) => <RankUserCell user={original} />,
    }),
    column.display({
      id: 'nickname',
      header: () => t('columns.nickname'),
      cell: ({ row }) => row.original.nickname || '',
    }),
  ];
}

export interface RankTableProps<T extends { uid: string }> {
  rows: T[];
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column, as in DataTable
  columns: ColumnDef<T, any>[];
  loading: boolean;
  total: number;
  page: number;
  limit: number;
  onPage: (currentPage: number, limit: number) => void;
}

/** One page of a ranking, one row a user, and its pagination. */
export function RankTable<T extends { uid: string }>({
  rows,
  columns,
  loading,
  total,
  page,
  limit,
  onPage,
}: RankTableProps<T>) {
  const { t } = useTranslation('rank');
  return (
    <>
      <DataTable
        data={rows}
        columns={columns}
        loading={loading}
        empty={t('empty')}
        getRowId={(row) => row.uid}
      />
      <Pagination page={page} pageSize={limit} total={total} onChange={onPage} />
    </>
  );
}
