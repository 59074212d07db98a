import { Panel } from '@web/components/ui/panel';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  type GroupTrainingView,
  type GroupTrainingViewer,
  groupTrainingView,
  groupTrainingViewSearch,
} from '../lib/group-training-rules';
import { GroupTrainingAdminList } from './group-training-admin-list';
import { GroupTrainingEditor } from './group-training-editor';
import { GroupTrainingProblemsAdmin } from './group-training-problems-admin';
import { GroupTrainingTable } from './group-training-table';

/**
 * /group/:groupID/training (spec 3 §2 Group trainings): members see the group's trainings; group
 * admins and super admin switch to the admin list, the editor and a training's problems, each a
 * view of this page named in the query string.
 */
export function GroupTrainingsPage({
  viewer,
  editProblemPath,
}: {
  viewer: GroupTrainingViewer;
  editProblemPath: (pid: number) => string;
}) {
  const { t } = useTranslation('groupTraining');
  const [params, setParams] = useSearchParams();
  const view = groupTrainingView(params, viewer.isAdmin);
  const show = (next: GroupTrainingView) => setParams(new URLSearchParams(groupTrainingViewSearch(next)));

  const toggle = viewer.isAdmin && (
    <button
      type="button"
      className={`btn btn-sm ${view.kind === 'list' ? 'btn-primary' : 'btn-ghost'}`}
      aria-pressed={view.kind !== 'list'}
      onClick={() => show(view.kind === 'list' ? { kind: 'admin' } : { kind: 'list' })}
    >
      {t(view.kind === 'list' ? 'page.admin' : 'page.back')}
    </button>
  );
  const backToAdmin = view.kind !== 'list' && view.kind !== 'admin' && (
    <button type="button" className="btn btn-sm btn-ghost" onClick={() => show({ kind: 'admin' })}>
      {t('page.backToAdmin')}
    </button>
  );

  if (view.kind === 'list') {
    return (
      <Panel title={t('page.title')} actions={toggle}>
        <GroupTrainingTable gid={viewer.gid} />
      </Panel>
    );
  }
  const titles = {
    admin: 'page.adminTitle',
    create: 'editor.create',
    edit: 'editor.edit',
    problems: 'problems.heading',
  } as const;
  return (
    <Panel
      title={t(titles[view.kind])}
      actions={
        <>
          {backToAdmin}
          {toggle}
        </>
      }
    >
      {view.kind === 'admin' && <GroupTrainingAdminList viewer={viewer} onView={show} />}
      {view.kind === 'create' && <GroupTrainingEditor viewer={viewer} />}
      {view.kind === 'edit' && <GroupTrainingEditor key={view.tid} viewer={viewer} tid={view.tid} />}
      {view.kind === 'problems' && (
        <GroupTrainingProblemsAdmin
          key={view.tid}
          viewer={viewer}
          tid={view.tid}
          editProblemPath={editProblemPath}
        />
      )}
    </Panel>
  );
}
