import { isJudgeStatusCode, isPendingStatus, JUDGE_STATUS_INFO, JudgeStatus } from '@contract/judge-status';
import { LIMITS } from '@contract/limits';
import { useQueryClient } from '@tanstack/react-query';
import { CodeEditor, defaultEditorTheme } from '@web/components/code-editor';
import { CloseIcon, CopyIcon, EditIcon, RefreshIcon, RotateCcwIcon, ShareIcon } from '@web/components/icons';
import { LoadFailure, NotFoundState } from '@web/components/ui/load-failure';
import { Panel } from '@web/components/ui/panel';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { usePolling } from '@web/hooks/use-polling';
import { userIsAdmin, userIsRoot, useUser } from '@web/lib/auth';
import { copyText } from '@web/lib/clipboard';
import { formatDateTime } from '@web/lib/format';
import { useTheme } from '@web/lib/theme';
import { toast } from '@web/lib/toast';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { cancelJudge, rejudgeSubmission, resubmit } from '../api/admin-judge';
import { checkContestSubmissionsStatus } from '../api/check-contest-submissions-status';
import { checkSubmissionsStatus } from '../api/check-submissions-status';
import { useCaseResult } from '../api/get-all-case-result';
import { useSubmissionDetail } from '../api/get-submission-detail';
import { updateSubmissionShare } from '../api/update-submission-share';
import { formatLength, formatMemory, formatTime } from '../lib/format';
import { canCancelJudge, canManualJudge } from '../lib/manual-judge';
import type { Submission, SubmissionDetail } from '../types';
import { CaseResults } from './case-results';
import { ManualJudgeDialog } from './manual-judge-dialog';

/** Inside a contest the problem link opens the contest's problem (spec 2 §2). */
export interface SubmissionDetailContest {
  cid: number;
  problemPath: (displayId: string) => string;
  /** The contest's submission list, where a missing submission's page leads back to. */
  listPath?: string;
}

/** Inside a group the problem link opens the group's problem (spec 3 §2 submission-detail). */
export interface SubmissionDetailGroup {
  problemPath: (displayPid: string) => string;
  listPath?: string;
}

/** Spec 1 §2.10; inside a contest with `contest`, inside a group with `group`. */
export function SubmissionDetailPage({
  contest,
  group,
}: {
  contest?: SubmissionDetailContest;
  group?: SubmissionDetailGroup;
} = {}) {
  const { t } = useTranslation('submission');
  const { submitID = '' } = useParams();
  const submitId = Number(submitID);
  const queryClient = useQueryClient();
  const user = useUser();
  const isRoot = userIsRoot(user);
  const pageTheme = useTheme();
  const detail = useSubmissionDetail(submitId);
  const submission = detail.data?.submission;
  const pending = submission ? isPendingStatus(submission.status) : false;
  const cases = useCaseResult(submitId, Boolean(submission) && !pending);
  const [manualOpen, setManualOpen] = useState(false);
  const [busy, setBusy] = useState<'share' | 'cancel' | 'rejudge' | 'resubmit' | null>(null);
  const { start, stop } = usePolling();

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['submission', 'detail', submitId] });
    void queryClient.invalidateQueries({ queryKey: ['submission', 'cases', submitId] });
  };

  // While it is judged, follow the verdict (spec 1 §4: every 2 s, at most 300 polls).
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart only when the pending state changes
  useEffect(() => {
    if (!submission || !pending) {
      stop();
      return;
    }
    start({
      intervalMs: LIMITS.statusPollMs,
      maxPolls: LIMITS.statusPollMax,
      poll: (signal) =>
        submission.cid
          ? checkContestSubmissionsStatus([submitId], submission.cid, signal)
          : checkSubmissionsStatus([submitId], 0, signal),
      isDone: (map) => {
        const update = map[String(submitId)];
        return update !== undefined && !isPendingStatus(update.status);
      },
      onStop: (reason) => {
        if (reason === 'done') reload();
      },
    });
  }, [pending, submitId]);

  const listPath = contest?.listPath ?? group?.listPath ?? paths.status;
  if (!Number.isSafeInteger(submitId) || submitId <= 0)
    return (
      <NotFoundState title={t('detail.notFound')} backTo={listPath} backLabel={t('detail.backToList')} />
    );
  if (detail.isPending) return <PageLoader />;
  if (!submission)
    return (
      <LoadFailure
        error={detail.error}
        notFoundTitle={t('detail.notFound')}
        failedText={t('detail.loadFailed')}
        onRetry={() => void detail.refetch()}
        backTo={listPath}
        backLabel={t('detail.backToList')}
      />
    );

  const isOwner = Boolean(user && user.uid === submission.uid);
  const submitFailed = submission.status === JudgeStatus.SUBMITTED_FAILED;
  const withScore = submission.score != null;
  const code = submission.code ?? null;

  const toggleShare = async () => {
    if (!user) return;
    setBusy('share');
    try {
      await updateSubmissionShare(submission.submitId, !submission.share, user.uid);
      toast.success(submission.share ? t('share.unshared') : t('share.shared'));
      reload();
    } catch {
      // The api client has told the user why.
    } finally {
      setBusy(null);
    }
  };

  const runAdmin = async (kind: 'cancel' | 'rejudge' | 'resubmit') => {
    setBusy(kind);
    try {
      if (kind === 'cancel') {
        await cancelJudge(submission.submitId);
        toast.success(t('manual.cancelled'));
      } else if (kind === 'rejudge') {
        await rejudgeSubmission(submission.submitId);
        toast.success(t('rejudge.done'));
      } else {
        const { data, msg } = await resubmit(submission.submitId);
        toast.success(msg || t('resubmit.done'));
        // The answer's status (Pending) starts the verdict polling at once, before the detail reloads.
        queryClient.setQueryData<SubmissionDetail>(['submission', 'detail', submitId], (current) =>
          current && data
            ? {
                ...current,
                submission: {
                  ...current.submission,
                  status: data.status,
                  score: data.score,
                  time: data.time,
                  memory: data.memory,
                  errorMessage: null,
                  vjudgeSubmitId: null,
                },
              }
            : current,
        );
      }
      reload();
    } catch {
      // The api client has told the user why.
    } finally {
      setBusy(null);
    }
  };

  const copyCode = async () => {
    if (code !== null && (await copyText(code))) toast.success(t('copy.success'));
    else toast.error(t('copy.failed'));
  };

  const color = isJudgeStatusCode(submission.status) ? JUDGE_STATUS_INFO[submission.status].color : '#909399';

  return (
    <div className="space-y-5">
      <section
        className="rounded-box border-l-8 bg-base-200/60 p-5"
        style={{ borderColor: color }}
        data-testid="submission-banner"
        data-status={submission.status}
        aria-live="polite"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            {pending && <span className="loading loading-spinner" style={{ color }} />}
            <h1
              className="text-legible text-2xl font-bold"
              style={{ '--legible-color': color } as CSSProperties}
            >
              {t(`common:judgeStatus.${submission.status}`, { defaultValue: String(submission.status) })}
            </h1>
            {submission.isManual && <span className="badge badge-ghost">{t('manual.marker')}</span>}
          </div>
          <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm tabular-nums">
            <span>
              {t('columns.time')}: {formatTime(submission.time)}
            </span>
            <span>
              {t('columns.memory')}: {formatMemory(submission.memory)}
            </span>
            {withScore && (
              <span>
                {t('columns.score')}: {submission.score}
              </span>
            )}
          </div>
        </div>
      </section>

      <SummaryTable submission={submission} contest={contest} group={group} />

      {isRoot && (
        <div className="flex flex-wrap gap-2" data-testid="admin-actions">
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={!canManualJudge(submission.status)}
            onClick={() => setManualOpen(true)}
          >
            <EditIcon size={14} /> {t('manual.open')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error btn-outline"
            disabled={!canCancelJudge(submission.status) || busy === 'cancel'}
            onClick={() => void runAdmin('cancel')}
          >
            <CloseIcon size={14} /> {t('manual.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-warning btn-outline"
            disabled={busy === 'rejudge' || pending}
            onClick={() => void runAdmin('rejudge')}
          >
            <RotateCcwIcon size={14} /> {t('rejudge.action')}
          </button>
        </div>
      )}

      {submitFailed && (
        <div className="alert alert-warning flex flex-wrap items-start" data-testid="submitted-failed">
          <div className="min-w-0 flex-1 space-y-1">
            <p>{isOwner ? t('resubmit.hint') : t('resubmit.failed')}</p>
            {submission.errorMessage && (
              <p className="text-sm">
                <span className="font-semibold">{t('resubmit.reason')}: </span>
                <span className="font-mono whitespace-pre-wrap break-words" data-testid="error-message">
                  {submission.errorMessage}
                </span>
              </p>
            )}
          </div>
          {isOwner && (
            <button
              type="button"
              className="btn btn-sm"
              disabled={busy === 'resubmit'}
              onClick={() => void runAdmin('resubmit')}
            >
              {busy === 'resubmit' ? (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              ) : (
                <RefreshIcon size={14} />
              )}
              {t('resubmit.action')}
            </button>
          )}
        </div>
      )}

      {cases.data && (cases.data.judgeCaseList?.length || cases.data.subTaskJudgeCaseVoList?.length) ? (
        <Panel title={t('cases.title')}>
          <CaseResults data={cases.data} showScore={withScore} />
        </Panel>
      ) : null}

      {submission.errorMessage && !submitFailed && (
        <Panel
          title={
            submission.status === JudgeStatus.COMPILE_ERROR ? t('detail.compileError') : t('detail.message')
          }
        >
          <pre
            className="max-h-96 overflow-auto rounded-box bg-base-200 p-3 font-mono text-xs whitespace-pre-wrap"
            data-testid="error-message"
          >
            {submission.errorMessage}
          </pre>
        </Panel>
      )}

      <Panel
        title={t('detail.code')}
        actions={
          code !== null && (
            <div className="flex items-center gap-2">
              {isOwner && !submission.cid && (
                <button
                  type="button"
                  className={`btn btn-sm ${submission.share ? 'btn-warning btn-outline' : 'btn-success btn-outline'}`}
                  disabled={busy === 'share'}
                  onClick={() => void toggleShare()}
                >
                  <ShareIcon size={14} /> {submission.share ? t('share.unshare') : t('share.share')}
                </button>
              )}
              <button type="button" className="btn btn-sm btn-ghost" onClick={() => void copyCode()}>
                <CopyIcon size={14} /> {t('copy.action')}
              </button>
            </div>
          )
        }
      >
        {code !== null ? (
          <CodeEditor
            value={code}
            language={submission.language}
            theme={defaultEditorTheme(pageTheme)}
            readOnly
            minHeight="8rem"
            maxHeight="70vh"
            className="rounded-box border border-base-300"
            ariaLabel={t('detail.code')}
          />
        ) : (
          <p className="py-6 text-center text-sm opacity-70">{t('detail.codeHidden')}</p>
        )}
      </Panel>

      {isRoot && (
        <ManualJudgeDialog
          open={manualOpen}
          onClose={() => setManualOpen(false)}
          submission={submission}
          withScore={withScore}
          onDone={() => {
            toast.success(t('manual.done'));
            reload();
          }}
        />
      )}
    </div>
  );
}

function SummaryTable({
  submission,
  contest,
  group,
}: {
  submission: Submission;
  contest?: SubmissionDetailContest;
  group?: SubmissionDetailGroup;
}) {
  const { t } = useTranslation('submission');
  const isAdmin = userIsAdmin(useUser());
  const cells: [string, ReactNode][] = [
    [
      t('columns.runId'),
      <span key="id" className="font-mono">
        {submission.submitId}
      </span>,
    ],
    [
      t('columns.problem'),
      <Link
        key="problem"
        className="link link-primary font-mono"
        to={
          contest
            ? contest.problemPath(submission.displayId || submission.displayPid)
            : group
              ? group.problemPath(submission.displayPid)
              : paths.problem(submission.displayPid)
        }
      >
        {contest ? submission.displayId || submission.displayPid : submission.displayPid}
        {submission.title ? ` ${submission.title}` : ''}
      </Link>,
    ],
    [
      t('columns.author'),
      <Link
        key="author"
        className="link link-hover"
        to={paths.userHome({ uid: submission.uid, username: submission.username })}
      >
        {submission.username}
      </Link>,
    ],
    [t('columns.time'), formatTime(submission.time)],
    [t('columns.memory'), formatMemory(submission.memory)],
    [t('columns.length'), formatLength(submission.length)],
    [t('columns.language'), submission.language],
    [t('columns.judger'), submission.judger || '--'],
    [t('columns.submitTime'), formatDateTime(submission.submitTime)],
  ];
  if (submission.vjudgeSubmitId)
    cells.push([
      t('columns.remoteRunId'),
      <span key="remote-run" className="font-mono" data-testid="remote-run-id">
        {submission.vjudgeSubmitId}
      </span>,
    ]);
  // The server sends the account to admins only; the page does not show it to anyone else either.
  if (isAdmin && submission.vjudgeUsername)
    cells.push([
      t('columns.remoteAccount'),
      <span key="remote-account" className="font-mono" data-testid="remote-account">
        {submission.vjudgeUsername}
      </span>,
    ]);
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-box border border-base-300 p-3 text-sm md:hidden">
        {cells.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs opacity-60">{label}</dt>
            <dd className="truncate">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="hidden overflow-x-auto rounded-box border border-base-300 md:block">
        <table className="table table-sm">
          <thead>
            <tr>
              {cells.map(([label]) => (
                <th key={label} className="whitespace-nowrap">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {cells.map(([label, value]) => (
                <td key={label} className="whitespace-nowrap">
                  {value}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
