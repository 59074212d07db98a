import { EmptyState } from '@web/components/ui/empty-state';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { formatDateTime } from '@web/lib/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguages } from '../../api/get-languages';
import { useAdminProblem } from '../api/get-admin-problem';
import { type ProblemDraft, problemDraft } from '../lib/draft';
import { emptyProblemForm, formFromProblem } from '../lib/problem-form';
import { ProblemForm } from './problem-form/problem-form';

function CreateProblem() {
  const { t } = useTranslation('admin');
  const languages = useLanguages();
  const [draft, setDraft] = useState<ProblemDraft | null>(problemDraft.load);
  // Remounts the form when the admin discards the draft.
  const [generation, setGeneration] = useState(0);

  if (languages.isPending) return <PageLoader />;
  if (languages.isError) return <EmptyState>{t('common:states.loadFailed')}</EmptyState>;
  const initial = draft?.form ?? emptyProblemForm(languages.data.map((l) => l.name));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{t('title.createProblem')}</h1>
        <Link to={paths.adminProblems} className="btn btn-ghost btn-sm">
          {t('form.backToList')}
        </Link>
      </div>
      {draft && (
        <div role="status" className="alert alert-info alert-soft flex flex-wrap py-2 text-sm">
          <span className="flex-1">{t('form.draftRestored', { time: formatDateTime(draft.savedAt) })}</span>
          <button
            type="button"
            className="btn btn-xs"
            onClick={() => {
              problemDraft.clear();
              setDraft(null);
              setGeneration((g) => g + 1);
            }}
          >
            {t('form.discardDraft')}
          </button>
        </div>
      )}
      <ProblemForm key={generation} initial={initial} languages={languages.data} isEdit={false} />
    </div>
  );
}

function EditProblem({ pid }: { pid: number }) {
  const { t } = useTranslation('admin');
  const languages = useLanguages();
  const problem = useAdminProblem(pid, Number.isSafeInteger(pid) && pid > 0);
  if (!Number.isSafeInteger(pid) || pid <= 0) return <EmptyState>{t('form.notFound')}</EmptyState>;
  if (languages.isPending || problem.isPending) return <PageLoader />;
  if (languages.isError || problem.isError) return <EmptyState>{t('common:states.loadFailed')}</EmptyState>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">
          {t('title.editProblem')}{' '}
          <span className="font-normal opacity-70">
            {problem.data.problem.problemId} · {problem.data.problem.title}
          </span>
        </h1>
        <Link to={paths.adminProblems} className="btn btn-ghost btn-sm">
          {t('form.backToList')}
        </Link>
      </div>
      <ProblemForm key={pid} initial={formFromProblem(problem.data)} languages={languages.data} isEdit />
    </div>
  );
}

/** /admin/problem/create and /admin/problem/edit/:problemId. */
export function ProblemEditPage() {
  const { problemId } = useParams();
  if (problemId === undefined) return <CreateProblem />;
  return <EditProblem pid={Number(problemId)} />;
}
