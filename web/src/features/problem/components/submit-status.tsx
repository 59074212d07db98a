import { isPendingStatus, JudgeStatus } from '@contract/judge-status';
import { JudgeStatusBadge } from '@web/components/judge-status-badge';
import { paths } from '@web/config/paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubmitState } from '../lib/use-submit-judge';

/** The verdict of the last submission from this page, live while it is judged. */
export function SubmitStatus({ state }: { state: SubmitState }) {
  const { t } = useTranslation('problem');
  if (state.phase === 'idle') return null;
  const submission = state.submission;
  const status = submission?.status ?? JudgeStatus.SUBMITTING;
  const judging = state.phase !== 'done' && isPendingStatus(status);
  return (
    <output
      className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm"
      aria-live="polite"
      data-testid="submit-status"
      data-status={status}
    >
      <span className="opacity-70">{t('submit.status')}:</span>
      <span className="flex items-center gap-1.5">
        {(judging || state.phase === 'submitting') && <span className="loading loading-spinner loading-xs" />}
        <JudgeStatusBadge status={status} />
      </span>
      {state.phase === 'done' && submission && !state.unfinished && (
        <>
          {submission.time != null && (
            <span className="tabular-nums">
              {t('submit.time')}: {submission.time} ms
            </span>
          )}
          {submission.memory != null && (
            <span className="tabular-nums">
              {t('submit.memory')}: {submission.memory} KB
            </span>
          )}
          {submission.score != null && (
            <span className="tabular-nums">
              {t('submit.score')}: {submission.score}
            </span>
          )}
        </>
      )}
      {state.unfinished && <span className="text-warning">{t('submit.notFinished')}</span>}
      {submission && (
        <Link className="link link-primary" to={paths.submissionDetail(submission.submitId)}>
          {t('submit.viewDetail')}
        </Link>
      )}
    </output>
  );
}
