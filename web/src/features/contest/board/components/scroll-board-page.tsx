import { useQuery } from '@tanstack/react-query';
import { Avatar } from '@web/components/ui/avatar';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getScrollBoardInfo } from '../api/get-scroll-board-info';
import { getScrollBoardSubmissions } from '../api/get-scroll-board-submissions';
import { formatSeconds } from '../lib/cells';
import {
  buildScrollBoard,
  type Medal,
  nextReveal,
  parseMedals,
  placeTeams,
  type RevealStep,
  type ScrollBoardState,
  type ScrollCell,
} from '../lib/scroll-reveal';
import { Balloon } from './balloon';

const ROW_HEIGHT = 64;
const MEDAL_CLASSES: Record<Medal, string> = {
  gold: 'bg-yellow-400 text-black',
  silver: 'bg-slate-300 text-black',
  bronze: 'bg-amber-700 text-white',
};

/** /scrollBoard?cid&removeStar&medals[]…: the award-ceremony window (outside the site shell). */
export function ScrollBoardPage() {
  const { t } = useTranslation('scoreboard');
  const [params] = useSearchParams();
  const cid = params.get('cid') ?? '';
  const removeStar = params.get('removeStar') === 'true';
  const medalValues = params.getAll('medals[]');
  const data = useQuery({
    queryKey: ['contest', 'scroll-board', cid, removeStar],
    queryFn: async ({ signal }) => {
      const [info, submissions] = await Promise.all([
        getScrollBoardInfo(cid, signal),
        getScrollBoardSubmissions(cid, removeStar, signal),
      ]);
      return buildScrollBoard(info, submissions);
    },
    enabled: /^\d+$/.test(cid),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  if (!/^\d+$/.test(cid)) return <Message text={t('scroll.badLink')} />;
  if (data.isPending) return <Message text={t('loading')} busy />;
  if (!data.data) return <Message text={t('loadFailed')} />;
  return <Ceremony initial={data.data} medalValues={medalValues} />;
}

function Message({ text, busy }: { text: string; busy?: boolean }) {
  return (
    <div className="flex min-h-screen items-center justify-center gap-3 bg-base-200 text-lg">
      {busy && <span className="loading loading-spinner" />}
      {text}
    </div>
  );
}

/** The board with its step control: Enter, Space, the down arrow or a click opens the next cell. */
export function Ceremony({
  initial,
  medalValues,
}: {
  initial: ScrollBoardState;
  medalValues: readonly string[];
}) {
  const { t } = useTranslation('scoreboard');
  const [{ state, last }, setShown] = useState<{ state: ScrollBoardState; last: RevealStep | null }>({
    state: initial,
    last: null,
  });
  const ranked = useMemo(() => initial.teams.filter((team) => !team.star).length, [initial]);
  const medals = useMemo(() => parseMedals(medalValues, ranked), [medalValues, ranked]);
  const places = useMemo(() => placeTeams(state.teams, medals), [state.teams, medals]);
  const done = useMemo(() => nextReveal(state) === null, [state]);

  const step = useCallback(() => {
    setShown((current) => {
      const next = nextReveal(current.state);
      return next ? { state: next.state, last: next.step } : current;
    });
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        step();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  const focusIndex = last ? state.teams.findIndex((team) => team.uid === last.uid) : -1;
  useEffect(() => {
    if (focusIndex < 0) return;
    document
      .getElementById(`scroll-row-${focusIndex}`)
      ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [focusIndex]);

  const columns = `4rem minmax(12rem, 2fr) 4rem 5rem repeat(${state.problemIds.length}, minmax(3.5rem, 1fr))`;
  const positions = new Map(state.teams.map((team, index) => [team.uid, index]));
  const stable = [...initial.teams].sort((a, b) => a.uid.localeCompare(b.uid));

  return (
    <div className="min-h-screen bg-base-200 p-2 md:p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm opacity-70">{done ? t('scroll.finished') : t('scroll.keyHint')}</span>
        <button type="button" className="btn btn-sm btn-primary" onClick={step} disabled={done}>
          {t('scroll.next')}
        </button>
      </div>
      <div className="overflow-x-auto">
        <div className="min-w-[48rem]">
          <div
            className="grid items-center gap-1 rounded-t-box bg-base-300 px-2 py-2 text-sm font-semibold"
            style={{ gridTemplateColumns: columns }}
          >
            <span>{t('columns.rank')}</span>
            <span>{t('columns.team')}</span>
            <span className="text-center">{t('columns.solved')}</span>
            <span className="text-center">{t('columns.penalty')}</span>
            {state.problemIds.map((id) => (
              <span key={id} className="flex items-center justify-center gap-1">
                <Balloon color={state.colors[id]} />
                {id}
              </span>
            ))}
          </div>
          <ol
            className="relative"
            style={{ height: state.teams.length * ROW_HEIGHT }}
            aria-label={t('scroll.title')}
          >
            {stable.map((original) => {
              const index = positions.get(original.uid)!;
              const team = state.teams[index]!;
              const place = places[index]!;
              const focused = last?.uid === team.uid;
              return (
                <li
                  key={team.uid}
                  id={`scroll-row-${index}`}
                  data-testid={`scroll-row-${team.uid}`}
                  data-index={index}
                  className={`absolute inset-x-0 grid items-center gap-1 border-b border-base-300 bg-base-100 px-2 transition-[top] duration-1000 ease-in-out ${
                    focused ? 'z-10 outline outline-2 outline-primary' : ''
                  }`}
                  style={{ top: index * ROW_HEIGHT, height: ROW_HEIGHT, gridTemplateColumns: columns }}
                >
                  <span
                    className={`inline-flex h-8 w-10 items-center justify-center rounded font-bold ${
                      place.medal ? MEDAL_CLASSES[place.medal] : ''
                    }`}
                    data-medal={place.medal ?? ''}
                  >
                    {place.rank ?? '*'}
                  </span>
                  <span
                    className={`flex min-w-0 items-center gap-2 ${team.star ? 'opacity-70' : ''} ${team.girl ? 'text-secondary' : ''}`}
                  >
                    <Avatar src={team.avatar} name={team.name} size={36} />
                    <span className="min-w-0">
                      <span className="block truncate font-semibold" title={team.name}>
                        {team.name}
                      </span>
                      <span className="block truncate text-xs opacity-70">{team.school}</span>
                    </span>
                  </span>
                  <span className="text-center text-lg font-bold">{team.solved}</span>
                  <span className="text-center" title={formatSeconds(team.penalty)}>
                    {Math.floor(team.penalty / 60)}
                  </span>
                  {state.problemIds.map((id) => (
                    <ScrollCellView
                      key={id}
                      cell={team.cells[id]}
                      flash={focused && last?.displayId === id}
                    />
                  ))}
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </div>
  );
}

function ScrollCellView({ cell, flash }: { cell: ScrollCell | undefined; flash: boolean }) {
  const { t } = useTranslation('scoreboard');
  if (!cell) return <span />;
  const tries = t(cell.tries === 1 ? 'cell.try' : 'cell.tries', { count: cell.tries });
  const [kind, main] = cell.pending
    ? ['bg-warning text-warning-content', '?']
    : cell.accepted
      ? [
          cell.firstBlood ? 'bg-success text-success-content' : 'bg-success/40',
          String(Math.floor((cell.acceptedSeconds ?? 0) / 60)),
        ]
      : ['bg-error/70 text-error-content', '×'];
  return (
    <span
      className={`flex h-12 flex-col items-center justify-center rounded text-sm leading-tight ${kind} ${
        flash ? 'animate-pulse' : ''
      }`}
      data-state={cell.pending ? 'pending' : cell.accepted ? 'accepted' : 'rejected'}
    >
      <span className="font-bold">{main}</span>
      <span className="text-xs">{tries}</span>
    </span>
  );
}
