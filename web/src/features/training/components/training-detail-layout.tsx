// daisyUI's tooltip and tab styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tooltip.css';
import 'daisyui/components/tab.css';
import { LoadFailure } from '@web/components/ui/load-failure';
import { PageLoader } from '@web/components/ui/spinner';
import { useIsAuthenticated } from '@web/lib/auth';
import { useWebsiteConfig } from '@web/lib/site-config';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeTrainingTab, trainingProgress, trainingTabs } from '../lib/training-access';
import { TrainingProvider } from '../lib/training-context';
import { trainingLinks } from '../lib/training-links';
import { type TrainingGroup, useTrainingValue } from '../lib/use-training-value';

/**
 * Spec 2 §2 Training detail: the header with the caller's progress, the tabs and the page of
 * the current tab (`children`, the router's outlet). Pages inside read `useTrainingContext`.
 */
export function TrainingDetailLayout({
  trainingId,
  group = null,
  children,
}: {
  trainingId: string;
  /** Inside a group's pages: links stay under the group and its roots manage the training. */
  group?: TrainingGroup | null;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('training');
  const { pathname } = useLocation();
  const loggedIn = useIsAuthenticated();
  const { shortName } = useWebsiteConfig();
  const { detail, value, accessPending } = useTrainingValue(trainingId, group);
  const links = trainingLinks(trainingId, group?.id ?? null);
  const tabPath = { overview: links.detail, problems: links.problemsPath, rank: links.rank } as const;
  const training = detail.data;
  const active = activeTrainingTab(pathname, trainingId);
  const onProblem = pathname.includes('/problem/');

  // The route sets its generic title once its namespace is loaded; the training's own goes on
  // after it. A problem page names itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is the trigger, not an input
  useEffect(() => {
    if (!training || onProblem) return;
    const timer = setTimeout(() => {
      document.title = `${training.title} - ${shortName}`;
    }, 0);
    return () => clearTimeout(timer);
  }, [training, onProblem, shortName, i18n.language]);

  if (detail.isPending || accessPending) return <PageLoader />;
  if (!training || !value)
    return (
      <LoadFailure
        error={detail.error}
        notFoundTitle={t('detail.notFound')}
        failedText={t('detail.loadFailed')}
        onRetry={() => void detail.refetch()}
        backTo={links.list}
        backLabel={t('detail.backToList')}
      />
    );

  const { menuDisabled } = value;
  const blocked = menuDisabled && active !== 'overview';
  const percent = trainingProgress(training.acCount, training.problemCount);

  return (
    <TrainingProvider value={value}>
      <div className={`mx-auto w-full px-2 py-4 md:px-6 ${onProblem ? '' : 'max-w-7xl'}`}>
        <section className="rounded-box border border-base-300 bg-base-100 p-4 text-center shadow-sm md:p-6">
          <h1 className="text-xl font-bold break-words md:text-2xl">{training.title}</h1>
          {loggedIn && (
            <div className="mx-auto mt-4 max-w-3xl">
              <div
                className="tooltip tooltip-bottom block w-full"
                data-tip={`${training.acCount ?? 0}/${training.problemCount}`}
              >
                <div className="flex items-center gap-3">
                  <progress
                    className="progress progress-success h-3 flex-1"
                    value={percent}
                    max={100}
                    aria-label={t('detail.progress')}
                    data-testid="training-progress"
                    data-percent={percent.toFixed(2)}
                  />
                  <span className="w-16 text-right text-sm font-semibold tabular-nums">
                    {percent.toFixed(2)}%
                  </span>
                </div>
              </div>
              <p className="mt-2 text-lg font-bold tabular-nums" data-testid="training-solved">
                {t('detail.solved', { ac: training.acCount ?? 0, total: training.problemCount })}
              </p>
            </div>
          )}
        </section>
        <div
          role="tablist"
          aria-label={t('tabs.label')}
          className="tabs tabs-border mt-4 flex-nowrap overflow-x-auto border-b border-base-300"
        >
          {trainingTabs(training).map((tab) => {
            const disabled = menuDisabled && tab !== 'overview';
            const selected = tab === active;
            const className = `tab shrink-0 whitespace-nowrap ${selected ? 'tab-active' : ''} ${disabled ? 'tab-disabled' : ''}`;
            return disabled ? (
              <button
                key={tab}
                type="button"
                role="tab"
                disabled
                aria-selected={selected}
                className={className}
              >
                {t(`tabs.${tab}`)}
              </button>
            ) : (
              <Link key={tab} role="tab" aria-selected={selected} className={className} to={tabPath[tab]}>
                {t(`tabs.${tab}`)}
              </Link>
            );
          })}
        </div>
        <div className="mt-4">
          {blocked ? (
            <div className="alert alert-warning" role="alert">
              <span>{t('detail.needPassword')}</span>
              <Link className="btn btn-sm" to={links.detail}>
                {t('tabs.overview')}
              </Link>
            </div>
          ) : (
            children
          )}
        </div>
      </div>
    </TrainingProvider>
  );
}
