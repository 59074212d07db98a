import { JudgeStatus } from '@contract/judge-status';
import { DEFAULT_TRAINING_COLOR } from '@contract/training';
import { CheckIcon, MinusIcon } from '@web/components/icons';
import { RemoteProblemOrigin } from '@web/components/remote-judge/remote-judge-badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { useUser } from '@web/lib/auth';
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useTrainingProblemList } from '../api/get-training-problem-list';
import { trainingStatusOf, useTrainingProblemStatus } from '../api/get-training-problem-status';
import { passingRate } from '../lib/training-access';
import { useTrainingContext } from '../lib/training-context';
import { DifficultyTag, PercentBar } from './training-badges';

/** Spec 2 §2: solved is a check, other attempts a minus, never submitted (-10) blank. */
function StatusIcon({ status }: { status: number }) {
  const { t } = useTranslation('training');
  if (status === JudgeStatus.ACCEPTED)
    return (
      <span
        className="text-success"
        role="img"
        aria-label={t('problems.solved')}
        title={t('problems.solved')}
      >
        <CheckIcon size={18} />
      </span>
    );
  if (status === JudgeStatus.NOT_SUBMITTED) return null;
  return (
    <span className="text-warning" role="img" aria-label={t('problems.tried')} title={t('problems.tried')}>
      <MinusIcon size={18} />
    </span>
  );
}

/** The Problems tab: a row opens the problem inside the training. */
export function TrainingProblemList() {
  const { t } = useTranslation('training');
  const user = useUser();
  const navigate = useNavigate();
  const { trainingId, links } = useTrainingContext();
  const problems = useTrainingProblemList(trainingId);
  const pidList = useMemo(() => (problems.data ?? []).map((p) => p.pid), [problems.data]);
  const statuses = useTrainingProblemStatus(user?.uid, pidList);
  const [showTags, setShowTags] = useState(false);

  if (problems.isPending) return <div className="skeleton h-40 w-full" />;
  const rows = problems.data ?? [];
  if (rows.length === 0) return <EmptyState>{t('problems.empty')}</EmptyState>;

  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table table-zebra" data-testid="training-problem-list">
        <thead>
          <tr>
            {user && (
              <th className="w-10">
                <span className="sr-only">{t('problems.status')}</span>
              </th>
            )}
            <th className="w-32">{t('problems.problemId')}</th>
            <th>{t('problems.title')}</th>
            <th className="text-center">{t('problems.level')}</th>
            <th>
              <button
                type="button"
                className={`btn btn-link btn-xs px-0 no-underline ${showTags ? 'text-error' : ''}`}
                aria-pressed={showTags}
                onClick={() => setShowTags((shown) => !shown)}
              >
                {t(showTags ? 'problems.hideTags' : 'problems.showTags')}
              </button>
            </th>
            <th>{t('problems.acRate')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const to = links.problemPath(row.problemId);
            return (
              <tr key={row.pid} className="hover cursor-pointer" onClick={() => navigate(to)}>
                {user && (
                  <td>{statuses.data && <StatusIcon status={trainingStatusOf(statuses.data, row.pid)} />}</td>
                )}
                <td className="font-semibold whitespace-nowrap">
                  <span className="inline-flex items-center gap-1.5">
                    <Link className="link link-hover" to={to} onClick={(event) => event.stopPropagation()}>
                      {row.problemId}
                    </Link>
                    <RemoteProblemOrigin problemId={row.problemId} compact />
                  </span>
                </td>
                <td className="min-w-40">
                  <Link className="link link-hover" to={to} onClick={(event) => event.stopPropagation()}>
                    {row.title}
                  </Link>
                </td>
                <td className="text-center">
                  <DifficultyTag difficulty={row.difficulty} />
                </td>
                <td>
                  {showTags && (
                    <span className="flex flex-wrap gap-1">
                      {row.tags.map((tag) => (
                        <span
                          key={tag.id}
                          className="badge bg-legible badge-sm border-0 whitespace-nowrap text-white"
                          style={{ '--legible-color': tag.color || DEFAULT_TRAINING_COLOR } as CSSProperties}
                        >
                          {tag.name}
                        </span>
                      ))}
                    </span>
                  )}
                </td>
                <td>
                  <PercentBar
                    percent={passingRate(row.ac, row.total)}
                    counts={`${row.ac}/${row.total}`}
                    label={t('problems.acRateOf', { id: row.problemId })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
