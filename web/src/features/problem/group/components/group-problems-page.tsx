import { PlusIcon, SettingsIcon } from '@web/components/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { groupProblemLinks, searchOf, viewOf } from '../lib/group-problem-links';
import { GroupProblemAdmin } from './group-problem-admin';
import { GroupProblemEditor } from './group-problem-editor';
import { GroupProblemList } from './group-problem-list';

export interface GroupProblemsPageProps {
  gid: number;
  shortName: string;
  /** Group admins, the owner and super admin get Create and Problem Admin (spec 3 §2). */
  isAdmin: boolean;
  isRoot: boolean;
  username: string;
}

/**
 * The group's Problem tab: the members' table, and for group admins the admin table and the
 * editor as in-page views (`?view=admin`, `?view=create`, `?view=edit&pid=`).
 */
export function GroupProblemsPage({ gid, shortName, isAdmin, isRoot, username }: GroupProblemsPageProps) {
  const { t } = useTranslation('groupProblem');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = viewOf(params);
  const view = isAdmin ? requested : { kind: 'list' as const };
  const list = groupProblemLinks(gid).list;
  const adminPath = `${list}${searchOf({ kind: 'admin' })}`;

  if (view.kind === 'create' || view.kind === 'edit')
    return (
      <GroupProblemEditor
        gid={gid}
        shortName={shortName}
        pid={view.kind === 'edit' ? view.pid : null}
        backTo={adminPath}
      />
    );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{t(view.kind === 'admin' ? 'admin.heading' : 'list.heading')}</h2>
        {isAdmin && (
          <div className="flex flex-wrap gap-2">
            <Link className="btn btn-sm btn-primary" to={`${list}${searchOf({ kind: 'create' })}`}>
              <PlusIcon size={14} />
              {t('actions.create')}
            </Link>
            {view.kind === 'admin' ? (
              <Link className="btn btn-sm" to={list}>
                {t('actions.backToList')}
              </Link>
            ) : (
              <Link className="btn btn-sm" to={adminPath}>
                <SettingsIcon size={14} />
                {t('actions.problemAdmin')}
              </Link>
            )}
          </div>
        )}
      </div>
      {view.kind === 'admin' ? (
        <GroupProblemAdmin
          gid={gid}
          isRoot={isRoot}
          username={username}
          onEdit={(pid) => navigate(`${list}${searchOf({ kind: 'edit', pid })}`)}
        />
      ) : (
        <GroupProblemList gid={gid} />
      )}
    </div>
  );
}
