// daisyUI's tab styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tab.css';
import { ContestStatus } from '@contract/contest';
import { LoadFailure } from '@web/components/ui/load-failure';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { useUser } from '@web/lib/auth';
import { useRouteAvailable } from '@web/lib/route-availability';
import { useWebsiteConfig } from '@web/lib/site-config';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAnnouncementPoll } from '../lib/announcement-poll';
import { ContestProvider } from '../lib/contest-context';
import { resetContestState, setContainsEnd, useContestState } from '../lib/contest-state';
import { activeTabOf, contestTabs } from '../lib/contest-tabs';
import { useContestValue } from '../lib/use-contest-value';
import { ContestHeader } from './contest-header';

/**
 * Spec 2 §2 Contest detail: the header, the tabs and the page of the current tab (`children`,
 * the router's outlet). Pages inside read the contest through `useContestContext`.
 */
export function ContestDetailLayout({ contestId, children }: { contestId: string; children: ReactNode }) {
  const { t } = useTranslation('contest');
  const { pathname } = useLocation();
  const user = useUser();
  const isAvailable = useRouteAvailable();
  const { openContestComment } = useWebsiteConfig();
  const { info, value, accessPending } = useContestValue(contestId);
  const contest = info.data;
  const { containsEnd } = useContestState(contestId);

  // Spec 2 §4: the contest state is cleared on leaving the contest (the route keys this page by contest).
  useEffect(() => resetContestState, []);

  const menuDisabled = value?.menuDisabled ?? true;
  useAnnouncementPoll(user?.uid, contest?.id, Boolean(contest) && !menuDisabled, t('announcement.new'));

  if (info.isPending || accessPending) return <PageLoader />;
  if (!contest || !value)
    return (
      <LoadFailure
        error={info.error}
        notFoundTitle={t('detail.notFound')}
        failedText={t('detail.loadFailed')}
        onRetry={() => void info.refetch()}
        backTo={paths.contest}
        backLabel={t('detail.backToList')}
      />
    );

  const { isContestAdmin, isSuperAdmin, now } = value;
  const tabs = contestTabs(contest, { isContestAdmin, isSuperAdmin, openContestComment, isAvailable });
  const active = activeTabOf(pathname, contestId);
  const blocked = menuDisabled && active !== 'overview';
  const showSettings = contest.allowEndSubmit && (value.status === ContestStatus.ENDED || isContestAdmin);

  return (
    <ContestProvider value={value}>
      <div className="mx-auto w-full max-w-7xl px-2 py-4 md:px-6">
        <ContestHeader
          contest={contest}
          status={value.status}
          now={now}
          showSettings={showSettings}
          containsEnd={containsEnd}
          onContainsEnd={(on) => setContainsEnd(contestId, on)}
        />
        <div
          role="tablist"
          aria-label={t('tabs.label')}
          className="tabs tabs-border mt-4 flex-nowrap overflow-x-auto border-b border-base-300"
        >
          {tabs.map((tab) => {
            const disabled = menuDisabled && tab.id !== 'overview';
            const selected = tab.id === active;
            const className = `tab shrink-0 whitespace-nowrap ${selected ? 'tab-active' : ''} ${disabled ? 'tab-disabled' : ''}`;
            return disabled ? (
              <button
                key={tab.id}
                type="button"
                role="tab"
                disabled
                aria-selected={selected}
                className={className}
              >
                {t(`tabs.${tab.id}`)}
              </button>
            ) : (
              <Link
                key={tab.id}
                role="tab"
                aria-selected={selected}
                className={className}
                to={paths.contestTab(contestId, tab.route)}
              >
                {t(`tabs.${tab.id}`)}
              </Link>
            );
          })}
        </div>
        <div className="mt-4">
          {blocked ? (
            <div className="alert alert-warning" role="alert">
              <span>
                {t(value.status === ContestStatus.SCHEDULED ? 'detail.notStarted' : 'detail.needPassword')}
              </span>
              <Link className="btn btn-sm" to={paths.contestDetail(contestId)}>
                {t('tabs.overview')}
              </Link>
            </div>
          ) : (
            children
          )}
        </div>
      </div>
    </ContestProvider>
  );
}
