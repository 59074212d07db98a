import { type ContestListItem, ContestStatus, ContestType } from '@contract/contest';
import { ClockIcon, UsersIcon } from '@web/components/icons';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { paths } from '@web/config/paths';
import { useIsAuthenticated } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { formatDateTime, formatDuration } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useContestList } from '../api/get-contest-list';
import { ContestAuthTag, ContestStatusTag, ContestTrophy, ruleLabel } from './contest-badges';

/** Spec 2 §9. */
export const CONTEST_PAGE_SIZE = 10;

const TYPES = ['', String(ContestType.ACM), String(ContestType.OI)] as const;
const STATUSES = [
  '',
  String(ContestStatus.SCHEDULED),
  String(ContestStatus.RUNNING),
  String(ContestStatus.ENDED),
] as const;

/** A filter value from the URL, or undefined when absent or not one of the offered values. */
function pick(value: string | null, allowed: readonly string[]): number | undefined {
  return value && allowed.includes(value) ? Number(value) : undefined;
}

function ContestCard({ contest, onOpen }: { contest: ContestListItem; onOpen: (id: number) => void }) {
  const { t } = useTranslation('contest');
  const board =
    contest.type === ContestType.ACM
      ? paths.contestAcmScoreboard(contest.id)
      : paths.contestOiScoreboard(contest.id);
  return (
    <li className="flex gap-3 rounded-box border border-base-300 bg-base-100 p-3 transition hover:border-primary sm:p-4">
      <ContestTrophy type={contest.type} className="hidden h-12 w-12 shrink-0 sm:block" />
      <div className="min-w-0 flex-1">
        <button
          type="button"
          className="link link-hover block max-w-full truncate text-left text-lg font-semibold"
          onClick={() => onOpen(contest.id)}
        >
          {contest.title}
        </button>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="opacity-70">{formatDateTime(contest.startTime)}</span>
          <span className="flex items-center gap-1 opacity-70">
            <ClockIcon size={14} />
            {formatDuration(contest.duration, (key, values) => t(`common:${key}`, values))}
          </span>
          <Link
            to={paths.contestListOfType(contest.type)}
            className="btn btn-xs btn-outline btn-primary"
            title={t('list.filterByRule')}
          >
            {ruleLabel(contest.type)}
          </Link>
          <ContestAuthTag auth={contest.auth} />
          <span className="flex items-center gap-1 opacity-70">
            <UsersIcon size={14} />
            {t('list.participants', { count: contest.count })}
          </span>
          {contest.openRank && (
            <Link to={board} className="btn btn-xs btn-ghost" target="_blank" rel="noreferrer">
              {t('list.outsideBoard')}
            </Link>
          )}
        </div>
      </div>
      <div className="shrink-0">
        <ContestStatusTag status={contest.status} />
      </div>
    </li>
  );
}

/** Spec 2 §2 Contest list: filters and page live in the query string. */
export function ContestListPage() {
  const { t } = useTranslation('contest');
  const navigate = useNavigate();
  const loggedIn = useIsAuthenticated();
  const [searchParams, setSearchParams] = useSearchParams();
  const currentPage = Math.max(1, Number.parseInt(searchParams.get('currentPage') ?? '1', 10) || 1);
  const type = pick(searchParams.get('type'), TYPES);
  const status = pick(searchParams.get('status'), STATUSES);
  const keyword = searchParams.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);

  const list = useContestList({
    currentPage,
    limit: CONTEST_PAGE_SIZE,
    type,
    status,
    keyword: keyword || undefined,
  });

  const update = (patch: Record<string, string | number | undefined>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('currentPage' in patch)) next.delete('currentPage');
      return next;
    });

  // Spec 2 §2: entering a contest needs an account.
  const open = (id: number) => {
    if (!loggedIn) {
      toast.warning(t('common:errors.loginFirst'));
      openAuthDialog('login');
      return;
    }
    navigate(paths.contestDetail(id));
  };

  const records = list.data?.records ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl px-3 py-4 md:px-6">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <h1 className="mr-auto text-2xl font-bold">{t('list.title')}</h1>
        <label className="flex items-center gap-2 text-sm">
          {t('list.rule')}
          <select
            className="select select-sm w-28"
            aria-label={t('list.rule')}
            value={type === undefined ? '' : String(type)}
            onChange={(event) => update({ type: event.target.value })}
          >
            <option value="">{t('list.all')}</option>
            <option value={ContestType.ACM}>ACM</option>
            <option value={ContestType.OI}>OI</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          {t('list.status')}
          <select
            className="select select-sm w-32"
            aria-label={t('list.status')}
            value={status === undefined ? '' : String(status)}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">{t('list.all')}</option>
            <option value={ContestStatus.SCHEDULED}>{t('status.scheduled')}</option>
            <option value={ContestStatus.RUNNING}>{t('status.running')}</option>
            <option value={ContestStatus.ENDED}>{t('status.ended')}</option>
          </select>
        </label>
        <SearchBox
          value={draft}
          onChange={setDraft}
          label={t('list.keyword')}
          size="sm"
          onSearch={(value) => update({ keyword: value })}
          className="w-full sm:w-72"
        />
      </div>
      {list.isPending ? (
        <div className="skeleton h-40 w-full" />
      ) : records.length === 0 ? (
        <EmptyState>{t('list.empty')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="contest-list">
          {records.map((contest) => (
            <ContestCard key={contest.id} contest={contest} onOpen={open} />
          ))}
        </ul>
      )}
      <div className="mt-4 flex justify-center">
        <Pagination
          page={currentPage}
          pageSize={CONTEST_PAGE_SIZE}
          simple
          total={list.data?.total ?? 0}
          onChange={(page) => update({ currentPage: page > 1 ? page : undefined })}
        />
      </div>
    </div>
  );
}
