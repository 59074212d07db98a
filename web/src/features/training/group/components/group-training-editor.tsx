import { EmptyState } from '@web/components/ui/empty-state';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrainingCategories } from '../../admin/api/get-training-categories';
import { TrainingForm } from '../../admin/components/training-form';
import { emptyTrainingForm, formFromTraining } from '../../admin/lib/training-form';
import { useGroupTraining, useSaveGroupTraining } from '../api/group-trainings';
import { type GroupTrainingViewer, groupTrainingViewSearch } from '../lib/group-training-rules';

/**
 * Spec 3 §2 the group's training editor: the admin form (rank, title, description, category, auth,
 * password) saved through the group's calls, back to the group's admin list afterwards. Group
 * trainings pick the site's categories, as HOJ's group editor does.
 */
export function GroupTrainingEditor({ viewer, tid }: { viewer: GroupTrainingViewer; tid?: number }) {
  const { t } = useTranslation('groupTraining');
  const categories = useTrainingCategories();
  const save = useSaveGroupTraining(viewer.gid);
  const isEdit = tid !== undefined;
  const training = useGroupTraining(viewer.gid, tid ?? 0, isEdit);
  const backTo = `${paths.groupTrainings(viewer.gid)}${groupTrainingViewSearch({ kind: 'admin' })}`;
  const created = useMemo(emptyTrainingForm, []);

  if (categories.isPending || (isEdit && training.isPending)) return <PageLoader />;
  if (categories.isError || (isEdit && training.isError)) {
    return <EmptyState>{t('common:states.loadFailed')}</EmptyState>;
  }
  if (categories.data.length === 0) return <EmptyState>{t('editor.noCategory')}</EmptyState>;
  const initial = isEdit && training.data ? formFromTraining(training.data) : created;
  return (
    <div className="flex flex-col gap-3">
      {isEdit && training.data && (
        <p className="opacity-70">{`${training.data.training.id} · ${training.data.training.title}`}</p>
      )}
      <TrainingForm
        key={tid ?? 'new'}
        initial={initial}
        isEdit={isEdit}
        categories={categories.data}
        save={save}
        backTo={backTo}
      />
    </div>
  );
}
