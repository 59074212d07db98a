import { Panel } from '@web/components/ui/panel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupContext } from '../lib/group-context';
import { MemberApplications } from './member-applications';
import { MemberTable } from './member-table';

/** /group/:groupID/member (spec 3 §2): the members; group admins switch to the member admin view. */
export function GroupMemberListPage() {
  const { t } = useTranslation('groupMember');
  const { isAdmin } = useGroupContext();
  const [adminView, setAdminView] = useState(false);
  const showAdmin = isAdmin && adminView;

  return (
    <Panel
      title={t(showAdmin ? 'title.admin' : 'title.list')}
      actions={
        isAdmin && (
          <button
            type="button"
            className={`btn btn-sm ${showAdmin ? 'btn-ghost' : 'btn-outline btn-primary'}`}
            aria-pressed={showAdmin}
            onClick={() => setAdminView(!showAdmin)}
          >
            {t(showAdmin ? 'actions.back' : 'actions.admin')}
          </button>
        )
      }
    >
      {showAdmin ? <MemberApplications /> : <MemberTable />}
    </Panel>
  );
}
