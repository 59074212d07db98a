import { ContestStatus, ContestType } from '@contract/contest';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { Panel } from '@web/components/ui/panel';
import { Toggle } from '@web/components/ui/toggle';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useContestInfo } from '../../api/get-contest-info';
import { useIsContestAdmin } from '../../lib/contest-access';
import { getContestRank } from '../api/get-contest-rank';
import { defaultMedals } from '../lib/scroll-reveal';

const MEDAL_KEYS = ['gold', 'silver', 'bronze'] as const;

/** The address of the ceremony window (HOJ's query: cid, removeStar and three medals[]). */
export function scrollBoardUrl(cid: string, removeStar: boolean, medals: readonly number[]): string {
  const search = new URLSearchParams({ cid, removeStar: String(removeStar) });
  for (const medal of medals) search.append('medals[]', String(medal));
  return `/scrollBoard?${search.toString()}`;
}

/** The Scroll board tab (contest admins, ACM): medal counts, star switch, then a new window. */
export function ScrollBoardConfig() {
  const { t } = useTranslation('scoreboard');
  const contestId = useParams().contestID ?? '';
  const contest = useContestInfo(contestId);
  const isContestAdmin = useIsContestAdmin(contest.data);
  const enabled = isContestAdmin && contest.data?.type === ContestType.ACM;
  // The ranked count: the real board without star users (forceRefresh needs a contest admin).
  const ranked = useQuery({
    queryKey: ['contest', 'rank', 'ranked-count', contestId],
    queryFn: ({ signal }) =>
      getContestRank(
        {
          cid: Number(contestId),
          currentPage: 1,
          limit: 10,
          forceRefresh: true,
          removeStar: true,
          concernedList: [],
        },
        signal,
      ),
    enabled,
  });
  const [medals, setMedals] = useState<number[] | null>(null);
  const [removeStar, setRemoveStar] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const total = ranked.data?.total;

  useEffect(() => {
    if (total !== undefined) setMedals((current) => current ?? defaultMedals(total));
  }, [total]);

  if (!contest.data) return null;
  if (!enabled) return <EmptyState>{t('scroll.onlyAcmAdmin')}</EmptyState>;
  const ended = contest.data.status === ContestStatus.ENDED;
  const values = medals ?? defaultMedals(total ?? 0);
  const open = () => window.open(scrollBoardUrl(contestId, removeStar, values), '_blank', 'noopener');

  return (
    <Panel title={t('scroll.title')}>
      <p className="text-sm opacity-75">{t('scroll.hint', { count: total ?? 0 })}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        {MEDAL_KEYS.map((key, index) => (
          <label key={key} className="flex flex-col gap-1">
            <span className="text-sm font-medium">{t(`scroll.medals.${key}`)}</span>
            <input
              type="number"
              min={0}
              max={100000}
              className="input input-sm w-full"
              value={values[index]}
              onChange={(event) => {
                const next = [...values];
                const number = Math.floor(Number(event.target.value));
                next[index] = Number.isFinite(number) ? Math.min(100000, Math.max(0, number)) : 0;
                setMedals(next);
              }}
            />
          </label>
        ))}
      </div>
      <Toggle label={t('scroll.removeStar')} checked={removeStar} onChange={setRemoveStar} />
      <div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => (ended ? open() : setConfirming(true))}
        >
          {t('scroll.start')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('scroll.title')}
        message={t('scroll.notEnded')}
        closeOnConfirm
        onConfirm={open}
        onClose={() => setConfirming(false)}
      />
    </Panel>
  );
}
