// daisyUI's tab styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tab.css';
import { GROUP_MEMBER_PAGE_SIZE, GroupMemberAuth, type GroupMemberRow } from '@contract/group';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckIcon, CloseIcon } from '@web/components/icons';
import { formatDateTime } from '@web/lib/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupApplications } from '../api/get-group-applications';
import { useGroupContext } from '../lib/group-context';
import { canApproveApplication, canRefuseApplication, canRemoveMember } from '../lib/member-rules';
import { useMemberActions, useMemberActor } from './member-actions';
import { MemberAuthBadge } from './member-auth-select';
import { MemberListView, RemoveMemberButton } from './member-list-view';
import { MemberUserCell } from './member-user-cell';

/** The filters of the admin view: pending applications first, then refused ones, then both. */
const FILTERS = [
  { auth: GroupMemberAuth.APPLYING, label: 'filters.applying' },
  { auth: GroupMemberAuth.REFUSED, label: 'filters.refused' },
  { auth: 0, label: 'filters.all' },
] as const;

/**
 * The member admin view (group admins, spec 3 §2): applications with their reasons, approved
 * (level 3) or refused (level 2) in one click, or removed, as the rules of spec 3 §6 allow.
 */
export function MemberApplications() {
  const { t } = useTranslation('groupMember');
  const { gid, group } = useGroupContext();
  const actor = useMemberActor();
  const [query, setQuery] = useState<{ auth: number; currentPage: number; limit: number }>({
    auth: GroupMemberAuth.APPLYING,
    currentPage: 1,
    limit: GROUP_MEMBER_PAGE_SIZE,
  });
  const list = useGroupApplications({ gid, ...query });
  const { changeAuth, isUpdating, askRemove, removeDialog } = useMemberActions();
  const rows = list.data?.records ?? [];

  const reason = (member: GroupMemberRow) =>
    member.reason ? (
      <p className="max-w-xs whitespace-pre-wrap break-words text-sm">{member.reason}</p>
    ) : (
      <span className="text-sm opacity-50">{t('table.noReason')}</span>
    );

  const actions = (member: GroupMemberRow) => {
    const busy = isUpdating(member);
    return (
      <div className="flex flex-nowrap gap-1">
        {canApproveApplication(actor, member, group.uid) && (
          <button
            type="button"
            className="btn btn-success btn-soft btn-xs"
            aria-label={t('applications.approveOf', { username: member.username })}
            disabled={busy}
            onClick={() => changeAuth(member, GroupMemberAuth.MEMBER, t('messages.approved'))}
          >
            <CheckIcon size={14} />
            {t('applications.approve')}
          </button>
        )}
        {canRefuseApplication(actor, member, group.uid) && (
          <button
            type="button"
            className="btn btn-warning btn-soft btn-xs"
            aria-label={t('applications.refuseOf', { username: member.username })}
            disabled={busy}
            onClick={() => changeAuth(member, GroupMemberAuth.REFUSED, t('messages.refused'))}
          >
            <CloseIcon size={14} />
            {t('applications.refuse')}
          </button>
        )}
        {canRemoveMember(actor, member, group.uid) && (
          <RemoveMemberButton member={member} onRemove={() => askRemove(member)} />
        )}
      </div>
    );
  };

  const columns: ColumnDef<GroupMemberRow>[] = [
    { id: 'username', header: t('table.username'), cell: ({ row }) => <MemberUserCell row={row.original} /> },
    { id: 'reason', header: t('table.reason'), cell: ({ row }) => reason(row.original) },
    {
      id: 'status',
      header: t('table.status'),
      cell: ({ row }) => <MemberAuthBadge auth={row.original.auth} />,
    },
    {
      id: 'applied',
      header: t('table.applied'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-xs">{formatDateTime(row.original.gmtCreate)}</span>
      ),
    },
    { id: 'actions', header: t('table.actions'), cell: ({ row }) => actions(row.original) },
  ];

  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={t('filters.label')} className="tabs tabs-box tabs-sm w-fit">
        {FILTERS.map((filter) => (
          <button
            key={filter.auth}
            type="button"
            role="tab"
            aria-selected={query.auth === filter.auth}
            className={`tab ${query.auth === filter.auth ? 'tab-active' : ''}`}
            onClick={() => setQuery({ ...query, auth: filter.auth, currentPage: 1 })}
          >
            {t(filter.label)}
          </button>
        ))}
      </div>
      <MemberListView
        rows={rows}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        empty={t('applications.empty')}
        columns={columns}
        renderCard={(member) => (
          <>
            <div className="flex items-center justify-between gap-2">
              <MemberUserCell row={member} />
              <MemberAuthBadge auth={member.auth} />
            </div>
            {reason(member)}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-xs opacity-70">
                {t('table.applied')}: {formatDateTime(member.gmtCreate)}
              </span>
              {actions(member)}
            </div>
          </>
        )}
        page={query.currentPage}
        limit={query.limit}
        onPage={(currentPage, limit) => setQuery({ ...query, currentPage, limit })}
      />
      {removeDialog}
    </div>
  );
}
