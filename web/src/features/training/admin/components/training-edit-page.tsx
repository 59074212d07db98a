import { EmptyState } from '@web/components/ui/empty-state';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { toast } from '@web/lib/toast';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAdminTraining } from '../api/get-training';
import { useTrainingCategories } from '../api/get-training-categories';
import { emptyTrainingForm, formFromTraining } from '../lib/training-form';
import type { TrainingCategory } from '../lib/types';
import { TrainingForm } from './training-form';

function Header({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation('trainingAdmin');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-xl font-bold">
        {title} {subtitle && <span className="font-normal opacity-70">{subtitle}</span>}
      </h1>
      <Link to={paths.adminTrainings} className="btn btn-ghost btn-sm">
        {t('actions.backToList')}
      </Link>
    </div>
  );
}

function CreateTraining({ categories }: { categories: TrainingCategory[] }) {
  const { t } = useTranslation('trainingAdmin');
  const initial = useMemo(emptyTrainingForm, []);
  return (
    <div className="flex flex-col gap-3">
      <Header title={t('title.create')} />
      <TrainingForm initial={initial} isEdit={false} categories={categories} />
    </div>
  );
}

function EditTraining({ tid, categories }: { tid: number; categories: TrainingCategory[] }) {
  const { t } = useTranslation('trainingAdmin');
  const valid = Number.isSafeInteger(tid) && tid > 0;
  const training = useAdminTraining(tid, valid);
  if (!valid) return <EmptyState>{t('form.notFound')}</EmptyState>;
  if (training.isPending) return <PageLoader />;
  if (training.isError) return <EmptyState>{t('common:states.loadFailed')}</EmptyState>;
  const { id, title } = training.data.training;
  return (
    <div className="flex flex-col gap-3">
      <Header title={t('title.edit')} subtitle={`${id} · ${title}`} />
      <TrainingForm key={tid} initial={formFromTraining(training.data)} isEdit categories={categories} />
    </div>
  );
}

/**
 * /admin/training/create and /admin/training/:trainingId/edit. Spec 3 §5: a training needs a
 * category, so with none yet the page sends the admin to the category page first.
 */
export function TrainingEditPage() {
  const { t } = useTranslation('trainingAdmin');
  const { trainingId } = useParams();
  const navigate = useNavigate();
  const categories = useTrainingCategories();
  const none = categories.isSuccess && categories.data.length === 0;

  useEffect(() => {
    if (!none) return;
    toast.warning(t('messages.noCategory'));
    navigate(paths.adminTrainingCategory, { replace: true });
  }, [none, navigate, t]);

  if (categories.isPending || none) return <PageLoader />;
  if (categories.isError) return <EmptyState>{t('common:states.loadFailed')}</EmptyState>;
  if (trainingId === undefined) return <CreateTraining categories={categories.data} />;
  return <EditTraining key={trainingId} tid={Number(trainingId)} categories={categories.data} />;
}
