// daisyUI's tab styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tab.css';
import type { UserHomeInfo } from '@contract/account';
import { ClockIcon, FemaleIcon, GithubIcon, LinkIcon, MaleIcon, RefreshIcon } from '@web/components/icons';
import { Markdown } from '@web/components/markdown';
import { Avatar } from '@web/components/ui/avatar';
import { EmptyState } from '@web/components/ui/empty-state';
import { PageLoader } from '@web/components/ui/spinner';
import { UserTitleTag } from '@web/components/user-title-tag';
import { paths } from '@web/config/paths';
import { useUser } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { formatRelative } from '@web/lib/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCalendarHeatmap } from '../api/get-calendar-heatmap';
import { type UserRef, useUserHomeInfo } from '../api/get-user-home-info';
import { CalendarHeatmap } from './calendar-heatmap';

const DIFFICULTY_CLASS = { '0': 'badge-success', '1': 'badge-warning', '2': 'badge-error' } as const;

const safeUrl = (url: string | null) =>
  url && /^https?:\/\//i.test(url) ? url : url ? `https://${url}` : null;

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="stat place-items-center px-2 py-3">
      <div className="stat-title text-xs">{label}</div>
      <div className="stat-value text-2xl">{value}</div>
    </div>
  );
}

function SolvedProblems({
  info,
  refreshing,
  onRefresh,
}: {
  info: UserHomeInfo;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('user');
  const groups = (['0', '1', '2'] as const).map((difficulty) => ({
    difficulty,
    problems: info.solvedGroupByDifficulty?.[difficulty] ?? [],
  }));
  const total = groups.reduce((sum, group) => sum + group.problems.length, 0);
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <span className="text-sm opacity-75">{t('home.solvedCount', { count: total })}</span>
        <button
          type="button"
          className="btn btn-ghost btn-sm gap-1"
          disabled={refreshing}
          onClick={onRefresh}
        >
          <RefreshIcon size={14} className={refreshing ? 'animate-spin' : undefined} />
          {t('common:actions.refresh')}
        </button>
      </div>
      {total === 0 ? (
        <EmptyState>{t('home.noSolved')}</EmptyState>
      ) : (
        groups
          .filter((group) => group.problems.length > 0)
          .map((group) => (
            <section key={group.difficulty}>
              <h3 className="mb-2 flex items-center gap-2 font-semibold">
                <span className={`badge ${DIFFICULTY_CLASS[group.difficulty]}`}>
                  {t(`common:difficulty.${group.difficulty}`)}
                </span>
                <span className="text-sm opacity-60">{group.problems.length}</span>
              </h3>
              <div className="flex flex-wrap gap-2">
                {group.problems.map((problem) => (
                  <Link
                    key={problem.pid}
                    to={paths.problem(problem.problemId)}
                    title={problem.title}
                    className="btn btn-outline btn-xs font-mono"
                  >
                    {problem.problemId}
                  </Link>
                ))}
              </div>
            </section>
          ))
      )}
    </div>
  );
}

/** Spec 1 §2.11 `/user-home?uid&username`; without either, the logged-in user's own page. */
export function UserHomePage() {
  const { t } = useTranslation('user');
  const [params] = useSearchParams();
  const me = useUser();
  const [tab, setTab] = useState<'profile' | 'solved'>('profile');
  const requested: UserRef = {
    uid: params.get('uid') || undefined,
    username: params.get('username') || undefined,
  };
  const ref: UserRef =
    requested.uid || requested.username ? requested : { uid: me?.uid, username: me?.username };
  const known = Boolean(ref.uid || ref.username);
  const home = useUserHomeInfo(ref, known);
  const calendar = useCalendarHeatmap(ref, known);

  if (!known) {
    return (
      <EmptyState className="py-20">
        <p className="mb-4">{t('home.loginToSee')}</p>
        <button type="button" className="btn btn-primary" onClick={() => openAuthDialog('login')}>
          {t('common:auth.login')}
        </button>
      </EmptyState>
    );
  }
  if (home.isPending) return <PageLoader />;
  if (!home.data) return <EmptyState className="py-20">{t('home.notFound')}</EmptyState>;

  const info = home.data;
  const scoreSum = (info.scoreList ?? []).reduce((sum, score) => sum + score, 0);
  const github = safeUrl(info.github);
  const blog = safeUrl(info.blog);

  return (
    <div className="mx-auto max-w-5xl pt-12">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="-mt-12 flex justify-center">
          <div className="rounded-full ring-4 ring-base-100">
            <Avatar src={info.avatar} name={info.username} size={96} />
          </div>
        </div>
        <div className="card-body items-center gap-3 pt-3 text-center">
          {info.recentLoginTime && (
            <p className="flex items-center gap-1 text-xs opacity-60">
              <ClockIcon size={12} />
              {t('home.lastLogin', { time: formatRelative(info.recentLoginTime) })}
            </p>
          )}
          <h1 className="flex flex-wrap items-center justify-center gap-2 text-2xl font-bold">
            {info.username}
            {info.gender === 'male' && (
              <MaleIcon className="text-info" aria-label={t('profile.gender.male')} />
            )}
            {info.gender === 'female' && (
              <FemaleIcon className="text-secondary" aria-label={t('profile.gender.female')} />
            )}
            <UserTitleTag name={info.titleName} color={info.titleColor} />
          </h1>
          {info.nickname && <p className="opacity-80">{info.nickname}</p>}
          {info.school && <p className="text-sm opacity-70">{info.school}</p>}
          {(github || blog || info.cfUsername) && (
            <div className="flex flex-wrap justify-center gap-2">
              {github && (
                <a
                  className="btn btn-ghost btn-sm gap-1"
                  href={github}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <GithubIcon size={16} /> GitHub
                </a>
              )}
              {blog && (
                <a
                  className="btn btn-ghost btn-sm gap-1"
                  href={blog}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <LinkIcon size={16} /> {t('common:fields.blog')}
                </a>
              )}
              {info.cfUsername && (
                <a
                  className="btn btn-ghost btn-sm gap-1"
                  href={`https://codeforces.com/profile/${encodeURIComponent(info.cfUsername)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <LinkIcon size={16} /> Codeforces
                </a>
              )}
            </div>
          )}
          <div className="stats stats-vertical w-full border border-base-300 sm:stats-horizontal">
            <Stat label={t('home.totalSubmissions')} value={info.total} />
            <Stat label={t('home.solved')} value={(info.solvedList ?? []).length} />
            <Stat label={t('home.score')} value={scoreSum} />
            <Stat label={t('home.rating')} value={info.rating ?? '--'} />
          </div>
          <div className="w-full text-left">
            <h2 className="mb-1 text-sm font-semibold opacity-75">{t('home.heatmapTitle')}</h2>
            {calendar.data ? (
              <CalendarHeatmap data={calendar.data} />
            ) : (
              <div className="skeleton h-[150px] w-full" />
            )}
          </div>
          <div className="w-full text-left">
            <div role="tablist" className="tabs tabs-border mb-4">
              <button
                type="button"
                role="tab"
                aria-selected={tab === 'profile'}
                className={`tab ${tab === 'profile' ? 'tab-active' : ''}`}
                onClick={() => setTab('profile')}
              >
                {t('home.profileTab')}
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={tab === 'solved'}
                className={`tab ${tab === 'solved' ? 'tab-active' : ''}`}
                onClick={() => setTab('solved')}
              >
                {t('home.solvedTab')}
              </button>
            </div>
            {tab === 'profile' ? (
              info.signature?.trim() ? (
                <Markdown source={info.signature} />
              ) : (
                <EmptyState>{t('common:states.notSet')}</EmptyState>
              )
            ) : (
              <SolvedProblems
                info={info}
                refreshing={home.isFetching}
                onRefresh={() => void home.refetch()}
              />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
