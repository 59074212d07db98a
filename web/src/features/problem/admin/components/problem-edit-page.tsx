import { EmptyState } from '@web/components/ui/empty-state';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { formatDateTime } from '@web/lib/format';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useJudgeLanguages, useLanguages } from '../../api/get-languages';
import { useAdminProblem } from '../api/get-admin-problem';
import { type ProblemDraft, problemDraft } from '../lib/draft';
import { emptyProblemForm, formFromProblem, type ProblemFormState } from '../lib/problem-form';
import { ProblemForm, type ProblemFormContext } from './problem-form/problem-form';

/** The editor opened from another area (a contest): its endpoints, fields, title and defaults. */
export interface ProblemEditContext extends ProblemFormContext {
  /** GET path of the stored problem. */
  problemPath: string;
  /** Shown beside the page title (e.g. the contest's name). */
  subtitle?: ReactNode;
  /** Field values a new problem starts with (e.g. the contest's type). */
  defaults?: Partial<ProblemFormState>;
}

function CreateProblem({ context }: { context?: ProblemEditContext }) {
  const { t } = useTranslation('admin');
  const languages = useLanguages();
  const [draft, setDraft] = useState<ProblemDraft | null>(() => (context ? null : problemDraft.load()));
  // Remounts the form when the admin discards the draft.
  const [generation, setGeneration] = useState(0);

  if (languages.isPending) return <PageLoader />;
  if (languages.isError) return <EmptyState>{t('common:states.loadFailed')}</EmptyState>;
  const initial = draft?.form ?? {
    ...emptyProblemForm(languages.data.map((l) => l.name)),
    ...context?.defaults,
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">
          {t('title.createProblem')}{' '}
          {context?.subtitle && <span className="font-normal opacity-70">{context.subtitle}</span>}
        </h1>
        <Link to={context?.backTo ?? paths.adminProblems} className="btn btn-ghost btn-sm">
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
      <ProblemForm
        key={generation}
        initial={initial}
        languages={languages.data}
        isEdit={false}
        context={context}
      />
    </div>
  );
}

function EditProblem({ pid, context }: { pid: number; context?: ProblemEditContext }) {
  const { t } = useTranslation('admin');
  const languages = useLanguages();
  const problem = useAdminProblem(pid, Number.isSafeInteger(pid) && pid > 0, context?.problemPath);
  // A remote problem accepts only its judge's languages, which the site's list leaves out.
  const isRemote = problem.data?.problem.isRemote === true;
  const judgeLanguages = useJudgeLanguages(pid, isRemote);
  if (!Number.isSafeInteger(pid) || pid <= 0) return <EmptyState>{t('form.notFound')}</EmptyState>;
  if (problem.isPending) return <PageLoader />;
  if (problem.isError) return <EmptyState>{t('common:states.loadFailed')}</EmptyState>;
  const offered = isRemote ? judgeLanguages : languages;
  if (offered.isPending) return <PageLoader />;
  if (offered.isError) return <EmptyState>{t('common:states.loadFailed')}</EmptyState>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">
          {t('title.editProblem')}{' '}
          <span className="font-normal opacity-70">
            {problem.data.problem.problemId} · {problem.data.problem.title}
          </span>{' '}
          {context?.subtitle && <span className="font-normal opacity-70">{context.subtitle}</span>}
        </h1>
        <Link to={context?.backTo ?? paths.adminProblems} className="btn btn-ghost btn-sm">
          {t('form.backToList')}
        </Link>
      </div>
      <ProblemForm
        key={pid}
        initial={formFromProblem(problem.data)}
        languages={offered.data}
        isEdit
        context={context}
      />
    </div>
  );
}

/**
 * /admin/problem/create and /admin/problem/edit/:problemId; with a `context`, the same editor
 * inside another area (/admin/contest/:contestId/problem/…). `pid` names the problem to edit
 * where the route has no :problemId (a group's in-page editor); null creates one.
 */
export function ProblemEditPage({
  context,
  pid,
}: {
  context?: ProblemEditContext;
  pid?: number | null;
} = {}) {
  const { problemId } = useParams();
  const editing = pid === undefined ? (problemId === undefined ? null : Number(problemId)) : pid;
  if (editing === null) return <CreateProblem context={context} />;
  return <EditProblem pid={editing} context={context} />;
}
