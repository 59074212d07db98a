import type { GroupMemberRow } from '@contract/group';
import type { ColumnDef } from '@tanstack/react-table';
import { TrashIcon } from '@web/components/icons';
import { DataTable } from '@web/components/ui/data-table';
import { IconButton } from '@web/components/ui/icon-button';
import { Pagination } from '@web/components/ui/pagination';
import { useMediaQuery } from '@web/hooks/use-media-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberCardList } from './member-card-list';

export interface MemberListViewProps {
  rows: GroupMemberRow[];
  total: number;
  loading: boolean;
  empty: string;
  /** The table's columns on wide screens. */
  columns: ColumnDef<GroupMemberRow>[];
  /** One member's card on phones. */
  renderCard: (member: GroupMemberRow) => ReactNode;
  page: number;
  limit: number;
  onPage: (currentPage: number, limit: number) => void;
}

/** A page of members: a table from 768 px up, stacked cards below (spec 3 §9), and its pagination. */
export function MemberListView({
  rows,
  total,
  loading,
  empty,
  columns,
  renderCard,
  page,
  limit,
  onPage,
}: MemberListViewProps) {
  const desktop = useMediaQuery('(min-width: 768px)');
  return (
    <>
      {desktop ? (
        <DataTable
          data={rows}
          columns={columns}
          loading={loading}
          empty={empty}
          getRowId={(row) => row.uid}
        />
      ) : (
        <MemberCardList rows={rows} loading={loading} empty={empty} renderItem={renderCard} />
      )}
      <Pagination
        page={page}
        pageSize={limit}
        total={total}
        pageSizes={[10, 30, 50, 100]}
        onChange={onPage}
        simple={!desktop}
      />
    </>
  );
}

/** Removes a member, once the caller has checked the rules allow it. */
export function RemoveMemberButton({ member, onRemove }: { member: GroupMemberRow; onRemove: () => void }) {
  const { t } = useTranslation('groupMember');
  return (
    <IconButton label={t('remove.of', { username: member.username })} danger onClick={onRemove}>
      <TrashIcon size={16} />
    </IconButton>
  );
}
