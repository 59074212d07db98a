import { GROUP_MEMBER_PAGE_SIZE, type GroupMemberRow } from '@contract/group';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDateTime } from '@web/lib/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupMembers } from '../api/get-group-members';
import { useGroupContext } from '../lib/group-context';
import { canRemoveMember, managesMembers } from '../lib/member-rules';
import { useMemberActions, useMemberActor } from './member-actions';
import { MemberAuthSelect } from './member-auth-select';
import { MemberListView, RemoveMemberButton } from './member-list-view';
import { MemberUserCell } from './member-user-cell';

const dateText = (value: string) => (
  <span className="whitespace-nowrap text-xs">{formatDateTime(value)}</span>
);

/**
 * The group's members (levels 3 to 5), newest first. Those who manage members change levels
 * in place and remove members the rules let them (spec 3 §6); everyone else sees tags.
 */
export function MemberTable() {
  const { t } = useTranslation('groupMember');
  const { gid, group } = useGroupContext();
  const actor = useMemberActor();
  const [paging, setPaging] = useState({ currentPage: 1, limit: GROUP_MEMBER_PAGE_SIZE });
  const list = useGroupMembers({ gid, ...paging });
  const { changeAuth, isUpdating, askRemove, removeDialog } = useMemberActions();
  const manages = managesMembers(actor);
  const rows = list.data?.records ?? [];

  const authCell = (member: GroupMemberRow) => (
    <MemberAuthSelect
      row={member}
      actor={actor}
      ownerUid={group.uid}
      busy={isUpdating(member)}
      onChange={(auth) => changeAuth(member, auth)}
    />
  );
  const removeButton = (member: GroupMemberRow) =>
    canRemoveMember(actor, member, group.uid) && (
      <RemoveMemberButton member={member} onRemove={() => askRemove(member)} />
    );

  const columns: ColumnDef<GroupMemberRow>[] = [
    { id: 'username', header: t('table.username'), cell: ({ row }) => <MemberUserCell row={row.original} /> },
    { id: 'joined', header: t('table.joined'), cell: ({ row }) => dateText(row.original.gmtCreate) },
    { id: 'changed', header: t('table.changed'), cell: ({ row }) => dateText(row.original.gmtModify) },
    { id: 'auth', header: t('table.auth'), cell: ({ row }) => authCell(row.original) },
  ];
  if (manages) {
    columns.push({
      id: 'actions',
      header: t('table.actions'),
      cell: ({ row }) => removeButton(row.original),
    });
  }

  return (
    <div className="flex flex-col gap-3">
      <MemberListView
        rows={rows}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        empty={t('table.empty')}
        columns={columns}
        renderCard={(member) => (
          <>
            <div className="flex items-center justify-between gap-2">
              <MemberUserCell row={member} />
              <div className="flex shrink-0 items-center gap-1">
                {authCell(member)}
                {removeButton(member)}
              </div>
            </div>
            <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs opacity-70">
              <span>
                {t('table.joined')}: {formatDateTime(member.gmtCreate)}
              </span>
              <span>
                {t('table.changed')}: {formatDateTime(member.gmtModify)}
              </span>
            </div>
          </>
        )}
        page={paging.currentPage}
        limit={paging.limit}
        onPage={(currentPage, limit) => setPaging({ currentPage, limit })}
      />
      {removeDialog}
    </div>
  );
}
