// daisyUI's tab styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tab.css';
import { JudgeStatus } from '@contract/judge-status';
import type { FullScreenProblem } from '@contract/problem';
import { parseExamples } from '@contract/problem-rules';
import { useQueryClient } from '@tanstack/react-query';
import { ListIcon, MaximizeIcon, MessageIcon, PieChartIcon } from '@web/components/icons';
import { LoadFailure } from '@web/components/ui/load-failure';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { useMediaQuery } from '@web/hooks/use-media-query';
import { useUser } from '@web/lib/auth';
import { useRouteAvailable } from '@web/lib/route-availability';
import { useWebsiteConfig } from '@web/lib/site-config';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useContestProblemDetail } from '../api/get-contest-problem-detail';
import { useProblemDetail } from '../api/get-problem-detail';
import { statusOf, useUserProblemStatus } from '../api/get-user-problem-status';
import { editorProblemKey } from '../lib/editor-storage';
import { useProblemEditor } from '../lib/use-problem-editor';
import { type CheckSubmissionsStatus, useSubmitJudge } from '../lib/use-submit-judge';
import { AnnexTab, parseExtraFiles } from './annex-tab';
import { EditorPanel } from './editor-panel';
import { FocusNavBar } from './focus-nav-bar';
import type { MySubmissionsContest } from './my-submissions-tab';
import { ProblemStatement } from './problem-statement';
import { SplitPane } from './split-pane';
import { StatisticDialog } from './statistic-dialog';

// Only opened on request: its table library stays off the statement's first load.
const MySubmissionsTab = lazy(() =>
  import('./my-submissions-tab').then((module) => ({ default: module.MySubmissionsTab })),
);

type Tab = 'description' | 'mine' | 'annex';
const NO_LANGUAGES: string[] = [];
const NO_TEMPLATES: Record<string, string> = {};

/**
 * A problem opened inside a contest (spec 2 §2): `problemID` is the contest's display id, the
 * problem comes from get-contest-problem-details and submissions go to the contest.
 */
export interface ProblemPageContest {
  cid: number;
  containsEnd: boolean;
  /** Spec 2 §4: ended without allowEndSubmit, scheduled for non-admins, or logged out. */
  submitDisabled: boolean;
  /** The full-screen route: focus mode is the page itself, not `?focus=1`. */
  fullScreen: boolean;
  problemPath: (displayId: string, fullScreen: boolean) => string;
  problemsPath: string;
  /** The contest's submission list of this problem. */
  submissionsPath: (displayId: string) => string;
  submissionDetailPath: (displayId: string, submitId: number) => string;
  /** After a verdict: the contest refreshes its own counts. */
  onJudged?: () => void;
}

/**
 * A problem opened inside a training (spec 2 §2): the bank's problem, submitted with the
 * training's id so the training records it; its links stay inside the training.
 */
export interface ProblemPageTraining {
  tid: number;
  /** The full-screen route: focus mode is the page itself, not `?focus=1`. */
  fullScreen: boolean;
  problemPath: (problemId: string, fullScreen: boolean) => string;
  problemsPath: string;
  /** After a verdict: the training refreshes its progress. */
  onJudged?: () => void;
}

/**
 * A group's own problem opened inside the group (spec 3 §2): submitted with the group's id, its
 * links stay inside the group, and focus mode steps through the group's problems.
 */
export interface ProblemPageGroup {
  gid: number;
  /** The full-screen route: focus mode is the page itself, not `?focus=1`. */
  fullScreen: boolean;
  problemPath: (problemId: string, fullScreen: boolean) => string;
  problemsPath: string;
  /** The group's submission list of this problem. */
  submissionsPath: (problemId: string) => string;
  /** The problems focus mode's bar offers. */
  focusProblems: FullScreenProblem[];
}

/** Spec 1 §2.8: statement and editor side by side; focus mode (`?focus=1`) fills the window. */
/**
 * Focus mode covers the site's header and footer with the problem; while it does, they leave the
 * tab order and the accessibility tree (`inert`), so the keyboard never reaches what it cannot see.
 */
function useInertChromeWhile(covered: boolean) {
  useEffect(() => {
    if (!covered) return;
    const shell = document.querySelector('main')?.parentElement;
    const chrome = [...(shell?.children ?? [])].filter(
      (element): element is HTMLElement => element.tagName === 'HEADER' || element.tagName === 'FOOTER',
    );
    for (const element of chrome) element.inert = true;
    return () => {
      for (const element of chrome) element.inert = false;
    };
  }, [covered]);
}

export function ProblemPage({
  checkSubmissionsStatus,
  contest,
  training,
  group,
}: {
  checkSubmissionsStatus: CheckSubmissionsStatus;
  contest?: ProblemPageContest;
  training?: ProblemPageTraining;
  group?: ProblemPageGroup;
}) {
  const { t, i18n } = useTranslation('problem');
  const { problemID = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const focus = contest
    ? contest.fullScreen
    : training
      ? training.fullScreen
      : group
        ? group.fullScreen
        : searchParams.get('focus') === '1';
  useInertChromeWhile(focus);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUser();
  const wide = useMediaQuery('(min-width: 768px)');
  const isAvailable = useRouteAvailable();
  const { shortName, openPublicDiscussion } = useWebsiteConfig();
  const publicDetail = useProblemDetail(problemID, group?.gid, !contest);
  const contestDetail = useContestProblemDetail(
    contest?.cid ?? 0,
    problemID,
    contest?.containsEnd ?? false,
    Boolean(contest),
  );
  const detail = contest ? contestDetail : publicDetail;
  const problem = detail.data?.problem;
  // Inside a contest the problem is known by its contest display id.
  const shownId = contest ? problemID : (problem?.problemId ?? problemID);

  // The route sets its generic title once its namespace is loaded (a microtask at least), and
  // again when the language changes; the problem's own title goes on after it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is the trigger, not an input
  useEffect(() => {
    if (!problem) return;
    const timer = setTimeout(() => {
      document.title = `${shownId} ${problem.title} - ${shortName}`;
    }, 0);
    return () => clearTimeout(timer);
  }, [problem, shownId, shortName, i18n.language]);

  const [tab, setTab] = useState<Tab>('description');
  const [statisticOpen, setStatisticOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new problem opens on its statement
  useEffect(() => setTab('description'), [problemID]);

  const myStatus = useUserProblemStatus(
    user?.uid,
    problem ? [problem.id] : [],
    contest ? { cid: contest.cid, containsEnd: contest.containsEnd } : undefined,
  );
  const status = problem ? statusOf(myStatus.data, problem.id).status : JudgeStatus.NOT_SUBMITTED;

  const editor = useProblemEditor(
    editorProblemKey(
      shownId,
      contest ? { cid: contest.cid } : training ? { tid: training.tid } : group ? { gid: group.gid } : {},
    ),
    detail.data?.languages ?? NO_LANGUAGES,
    detail.data?.codeTemplate ?? NO_TEMPLATES,
  );
  const examples = useMemo(
    () => parseExamples(problem?.examples, { trimEdgeNewlines: true }),
    [problem?.examples],
  );
  const annex = useMemo(() => parseExtraFiles(problem?.userExtraFile), [problem?.userExtraFile]);

  const onSubmitted = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['problem', 'my-submissions'] });
  }, [queryClient]);
  const onJudged = contest?.onJudged ?? training?.onJudged;
  const onFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['problem', 'detail', contest ? 'contest' : problemID] });
    void queryClient.invalidateQueries({ queryKey: ['problem', 'user-status'] });
    void queryClient.invalidateQueries({ queryKey: ['problem', 'my-submissions'] });
    onJudged?.();
  }, [queryClient, problemID, contest, onJudged]);
  const {
    state: submitState,
    submit,
    reset,
  } = useSubmitJudge(checkSubmissionsStatus, onSubmitted, onFinished);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the status panel belongs to one problem
  useEffect(() => reset(), [problemID, reset]);

  const scoped = contest ?? training ?? group;
  const setFocus = (on: boolean) =>
    scoped
      ? navigate(scoped.problemPath(problemID, on))
      : setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (on) next.set('focus', '1');
            else next.delete('focus');
            return next;
          },
          { replace: true },
        );

  if (detail.isPending) return <PageLoader />;
  if (!problem || !detail.data)
    return (
      <LoadFailure
        error={detail.error}
        notFoundTitle={t('detail.notFound')}
        failedText={t('detail.loadFailed')}
        onRetry={() => void detail.refetch()}
        backTo={scoped ? scoped.problemsPath : paths.problemList}
        backLabel={t('detail.backToList')}
      />
    );

  const statusHint =
    status === JudgeStatus.ACCEPTED ? (
      <span className="badge h-auto min-h-5 badge-success badge-soft">{t('status.solved')}</span>
    ) : status !== JudgeStatus.NOT_SUBMITTED ? (
      <span className="badge h-auto min-h-5 badge-warning badge-soft">{t('status.tried')}</span>
    ) : null;

  const discussionPath = paths.problemDiscussion(problem.problemId);
  const solutionsPath = contest
    ? contest.submissionsPath(problemID)
    : group
      ? group.submissionsPath(problem.problemId)
      : `${paths.status}?problemID=${encodeURIComponent(problem.problemId)}`;
  const actions: ReactNode = (
    <>
      <Link className="btn btn-ghost btn-sm" to={solutionsPath}>
        <ListIcon size={14} /> {t('detail.solutions')}
      </Link>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setStatisticOpen(true)}>
        <PieChartIcon size={14} /> {t('detail.statistic')}
      </button>
      {!contest && !group && openPublicDiscussion && isAvailable(discussionPath) && (
        <Link className="btn btn-ghost btn-sm" to={discussionPath}>
          <MessageIcon size={14} /> {t('detail.discussion')}
        </Link>
      )}
      {!focus && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setFocus(true)}>
          <MaximizeIcon size={14} /> {t('focus.enter')}
        </button>
      )}
    </>
  );

  const mineScope: MySubmissionsContest | undefined = contest && {
    cid: contest.cid,
    containsEnd: contest.containsEnd,
    detailPath: (submitId) => contest.submissionDetailPath(problemID, submitId),
  };

  const tabs: { id: Tab; label: string }[] = [
    { id: 'description', label: t('tabs.description') },
    { id: 'mine', label: t('tabs.mine') },
    ...(annex.length > 0 ? [{ id: 'annex' as const, label: t('tabs.annex') }] : []),
  ];

  const left = (
    <div className={`flex min-h-0 flex-col ${wide ? 'h-full' : ''}`}>
      <div
        role="tablist"
        className="tabs tabs-border shrink-0 border-b border-base-300 px-2"
        aria-label={t('tabs.label')}
      >
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            className={`tab ${tab === item.id ? 'tab-active' : ''}`}
            aria-selected={tab === item.id}
            onClick={() => setTab(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className={`min-h-0 flex-1 px-4 py-4 md:px-6 ${wide ? 'overflow-y-auto' : ''}`} role="tabpanel">
        {tab === 'description' && (
          <ProblemStatement
            detail={contest ? { ...detail.data, problem: { ...problem, problemId: shownId } } : detail.data}
            language={editor.language}
            actions={actions}
            statusHint={statusHint}
          />
        )}
        {tab === 'mine' && (
          <Suspense fallback={<PageLoader />}>
            <MySubmissionsTab problemId={shownId} problemType={problem.type} contest={mineScope} />
          </Suspense>
        )}
        {tab === 'annex' && <AnnexTab files={annex} />}
      </div>
    </div>
  );

  const right = (
    <EditorPanel
      editor={editor}
      languages={detail.data.languages}
      pid={problem.id}
      cid={contest?.cid}
      isRemote={problem.isRemote}
      examples={examples}
      submitState={submitState}
      submitDisabled={detail.isError || Boolean(contest?.submitDisabled)}
      statusHint={statusHint}
      fill={wide}
      onSubmit={() =>
        void submit({
          pid: shownId,
          language: editor.language ?? '',
          code: editor.code,
          isRemote: problem.isRemote,
          ...(contest ? { cid: contest.cid } : {}),
          ...(training ? { tid: training.tid } : {}),
          ...(group ? { gid: group.gid } : {}),
        })
      }
    />
  );

  const body = wide ? (
    <SplitPane left={left} right={right} />
  ) : (
    <div className="flex flex-col">
      {left}
      <div className="border-t border-base-300">{right}</div>
    </div>
  );

  return (
    <div
      className={
        focus ? 'fixed inset-0 z-50 flex flex-col bg-base-100' : wide ? 'h-[calc(100dvh-3.5rem-1px)]' : ''
      }
      data-testid="problem-page"
    >
      {focus && (
        <FocusNavBar
          currentProblemId={shownId}
          onSelect={(next) =>
            navigate(scoped ? scoped.problemPath(next, true) : `${paths.problem(next)}?focus=1`)
          }
          onExit={() => setFocus(false)}
          scope={contest ? { cid: contest.cid } : training ? { tid: training.tid } : undefined}
          problems={group?.focusProblems}
        />
      )}
      <div
        className={
          focus ? (wide ? 'min-h-0 flex-1' : 'min-h-0 flex-1 overflow-y-auto') : wide ? 'h-full' : ''
        }
      >
        {body}
      </div>
      <StatisticDialog
        open={statisticOpen}
        onClose={() => setStatisticOpen(false)}
        counts={detail.data.problemCount}
      />
    </div>
  );
}
