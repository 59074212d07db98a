import { useUser } from '@web/lib/auth';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ContestAnnouncementsPage } from '../admin/components/contest-announcements-page';
import { ContestEditPage } from '../admin/components/contest-edit-page';
import { ContestListPage as ContestAdminListPage } from '../admin/components/contest-list-page';
import { ContestProblemsPage } from '../admin/components/contest-problems-page';
import { type ContestAdminScope, ContestAdminScopeProvider } from '../admin/lib/admin-scope';
import { GroupContestList } from './group-contest-list';

/** The admin views live in the query string of the group's contest tab (no routes of their own). */
const ADMIN = '?admin=1';
const view = (name: string, cid?: number) => `${ADMIN}&view=${name}${cid === undefined ? '' : `&cid=${cid}`}`;

/**
 * The scope the shared contest admin pages work in inside one group: its calls, links into the
 * tab's views, and spec 3 §6's row rule (the group's root or the contest's creator).
 */
export function groupContestScope(gid: number, isRoot: boolean, uid: string | undefined): ContestAdminScope {
  return {
    gid,
    links: {
      list: ADMIN,
      create: view('create'),
      edit: (cid) => view('edit', cid),
      problems: (cid) => view('problems', cid),
      announcements: (cid) => view('announcements', cid),
      problemCreate: () => null,
      problemEdit: () => null,
    },
    canManage: (row) => isRoot || (uid !== undefined && row.uid === uid),
  };
}

function AdminView({ contestId }: { contestId: string | null }) {
  const [params] = useSearchParams();
  const name = params.get('view');
  if (name === 'create') return <ContestEditPage key="create" />;
  if (contestId !== null) {
    if (name === 'edit') return <ContestEditPage key={contestId} contestId={contestId} />;
    if (name === 'problems') return <ContestProblemsPage key={contestId} contestId={contestId} />;
    if (name === 'announcements') return <ContestAnnouncementsPage key={contestId} contestId={contestId} />;
  }
  return <ContestAdminListPage />;
}

/**
 * Spec 3 §2 Group contests: the members' cards, and for the group's admins (and super admin) a
 * toggle into the admin views: the contest table, the form, a contest's problems and announcements.
 */
export function GroupContestsPage({
  gid,
  isAdmin,
  isRoot,
}: {
  gid: number;
  isAdmin: boolean;
  isRoot: boolean;
}) {
  const { t } = useTranslation('groupContest');
  const user = useUser();
  const [params] = useSearchParams();
  const adminOpen = isAdmin && params.get('admin') === '1';
  const scope = useMemo(() => groupContestScope(gid, isRoot, user?.uid), [gid, isRoot, user?.uid]);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{t(adminOpen ? 'adminTitle' : 'title')}</h2>
        {isAdmin && (
          <Link to={adminOpen ? '?' : ADMIN} className="btn btn-sm btn-outline btn-primary">
            {t(adminOpen ? 'backToContests' : 'manage')}
          </Link>
        )}
      </div>
      {adminOpen ? (
        <ContestAdminScopeProvider value={scope}>
          <AdminView contestId={params.get('cid')} />
        </ContestAdminScopeProvider>
      ) : (
        <GroupContestList gid={gid} />
      )}
    </div>
  );
}
