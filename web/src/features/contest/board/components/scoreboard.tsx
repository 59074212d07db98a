import { type ContestInfo, ContestStatus, ContestType } from '@contract/contest';
import type {
  AcmContestRankRow,
  ContestRankRequest,
  ContestRankRow,
  OiContestRankRow,
} from '@contract/contest-board';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Avatar } from '@web/components/ui/avatar';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { Toggle } from '@web/components/ui/toggle';
import { paths } from '@web/config/paths';
import { useUser } from '@web/lib/auth';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadContestRank } from '../api/download-contest-rank';
import { getContestRank } from '../api/get-contest-rank';
import { getOutsideScoreboard } from '../api/get-outside-scoreboard';
import { acmCellKind, CELL_CLASSES, formatSeconds, oiCellKind, rankShowName } from '../lib/cells';
import { useConcernedList } from '../lib/follow-stars';
import { Balloon, StarIcon } from './balloon';
import { RankBox } from './rank-box';

/** Spec 2 §9: scoreboard page sizes, 50 by default; refreshed every 30 s. */
export const BOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;
export const BOARD_PAGE_SIZE = 50;
export const BOARD_REFRESH_MS = 30_000;

export interface BoardProblem {
  displayId: string;
  displayTitle?: string;
  color: string | null;
  /** The contest's own counts (the in-contest problem list has them). */
  ac?: number;
  total?: number;
}

export interface ScoreboardProps {
  contest: ContestInfo;
  problems: readonly BoardProblem[];
  /** Inside the contest (login) or the public outside scoreboard. */
  source: 'inside' | 'outside';
  isContestAdmin: boolean;
  containsEnd: boolean;
  onContainsEndChange: (containsEnd: boolean) => void;
  /** Where a problem's header links to, inside the contest. */
  problemLink?: (displayId: string) => string;
}

type Row = ContestRankRow & { key: string; concerned: boolean; showName: string };

/** The ACM or OI board of a contest with its controls (spec 2 §2 Outside scoreboards, Rank tab). */
export function Scoreboard({
  contest,
  problems,
  source,
  isContestAdmin,
  containsEnd,
  onContainsEndChange,
  problemLink,
}: ScoreboardProps) {
  const { t } = useTranslation('scoreboard');
  const user = useUser();
  const cid = String(contest.id);
  const isAcm = contest.type === ContestType.ACM;
  const ended = contest.status === ContestStatus.ENDED;
  const concerned = useConcernedList(cid);
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, size: BOARD_PAGE_SIZE });
  const [showStar, setShowStar] = useState(true);
  const [forceRefresh, setForceRefresh] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(!ended);

  const body: ContestRankRequest = {
    cid: contest.id,
    currentPage: page.current,
    limit: page.size,
    forceRefresh: isContestAdmin && forceRefresh,
    removeStar: !showStar,
    concernedList: concerned.list,
    keyword: keyword || undefined,
    containsEnd,
  };
  const board = useQuery({
    queryKey: ['contest', 'rank', source, body],
    queryFn: ({ signal }) => (source === 'inside' ? getContestRank : getOutsideScoreboard)(body, signal),
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? BOARD_REFRESH_MS : false,
  });

  // Spec 2 §4: a load error switches auto refresh off.
  useEffect(() => {
    if (board.isError) setAutoRefresh(false);
  }, [board.isError]);

  const rows: Row[] = useMemo(
    () =>
      (board.data?.records ?? []).map((record, index) => ({
        ...record,
        key: `${index}-${record.uid}`,
        concerned: concerned.list.includes(record.uid),
        showName: rankShowName(
          record as unknown as Record<string, unknown> & { username: string },
          contest.rankShowName,
        ),
      })),
    [board.data, concerned.list, contest.rankShowName],
  );

  const columns = useMemo(() => {
    const list: ColumnDef<Row>[] = [
      {
        id: 'rank',
        header: () => t('columns.rank'),
        size: 64,
        cell: ({ row: { original } }) => (
          <RankBox
            rank={original.rank}
            award={
              original.isWinAward
                ? {
                    name: original.awardName,
                    background: original.awardBackground,
                    color: original.awardColor,
                  }
                : null
            }
          />
        ),
      },
      {
        id: 'user',
        header: () => t('columns.user'),
        cell: ({ row: { original } }) => (
          <UserCell
            row={original}
            own={original.uid === user?.uid}
            onToggleFollow={() => concerned.toggle(original.uid)}
          />
        ),
      },
    ];
    if (isContestAdmin)
      list.push({
        id: 'realname',
        header: () => t('columns.realname'),
        cell: ({ row }) => row.original.realname ?? '',
      });
    if (isAcm) {
      list.push(
        {
          id: 'ac',
          header: () => t('columns.ac'),
          cell: ({ row }) => (row.original as AcmContestRankRow).ac,
        },
        {
          id: 'totalTime',
          header: () => t('columns.totalTime'),
          cell: ({ row }) => {
            const seconds = (row.original as AcmContestRankRow).totalTime;
            return <span title={formatSeconds(seconds)}>{Math.floor(seconds / 60)}</span>;
          },
        },
      );
    } else {
      list.push(
        {
          id: 'totalScore',
          header: () => t('columns.totalScore'),
          cell: ({ row }) => (
            <span className="font-semibold">{(row.original as OiContestRankRow).totalScore}</span>
          ),
        },
        {
          id: 'totalTime',
          header: () => t('columns.totalTimeMs'),
          cell: ({ row }) => (row.original as OiContestRankRow).totalTime,
        },
      );
    }
    for (const problem of problems)
      list.push({
        id: `problem:${problem.displayId}`,
        header: () => <ProblemHeader problem={problem} link={problemLink?.(problem.displayId)} />,
        cell: ({ row }) =>
          isAcm ? (
            <AcmCell row={row.original as AcmContestRankRow} displayId={problem.displayId} />
          ) : (
            <OiCell row={row.original as OiContestRankRow} displayId={problem.displayId} />
          ),
      });
    return list;
  }, [t, isAcm, isContestAdmin, problems, problemLink, user?.uid, concerned.toggle]);

  const cellClassName = (row: Row, columnId: string) => {
    if (columnId.startsWith('problem:')) {
      const id = columnId.slice('problem:'.length);
      const kind = isAcm
        ? acmCellKind((row as AcmContestRankRow).submissionInfo[id])
        : oiCellKind((row as OiContestRankRow).submissionInfo[id], (row as OiContestRankRow).timeInfo?.[id]);
      return kind ? `${CELL_CLASSES[kind]} text-center` : 'text-center';
    }
    if (row.uid === user?.uid) return 'bg-primary/15';
    if (columnId === 'user' && row.rank === -1) return 'bg-base-200';
    if (row.concerned) return 'bg-warning/10';
    return undefined;
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <SearchBox
          value={search}
          label={t('searchPlaceholder')}
          onChange={setSearch}
          onSearch={(value) => {
            setKeyword(value);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          className="w-full md:w-80"
        />
        <Toggle label={t('controls.starUser')} checked={showStar} onChange={setShowStar} />
        {isContestAdmin && (
          <Toggle label={t('controls.containsEnd')} checked={containsEnd} onChange={onContainsEndChange} />
        )}
        {isContestAdmin && (
          <Toggle label={t('controls.forceRefresh')} checked={forceRefresh} onChange={setForceRefresh} />
        )}
        <Toggle label={t('controls.autoRefresh')} checked={autoRefresh} onChange={setAutoRefresh} />
        {isContestAdmin && (
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={() => void downloadContestRank(cid, { forceRefresh, removeStar: !showStar })}
          >
            {t('controls.download')}
          </button>
        )}
      </div>
      {board.isError && !board.data && <div className="alert alert-error">{t('loadFailed')}</div>}
      <DataTable
        data={rows}
        columns={columns}
        loading={board.isFetching && !board.data}
        empty={t('empty')}
        getRowId={(row) => row.key}
        cellClassName={cellClassName}
        className="rounded-box border border-base-300"
      />
      <Pagination
        page={page.current}
        pageSize={page.size}
        total={board.data?.total ?? 0}
        pageSizes={BOARD_PAGE_SIZES}
        onChange={(current, size) => setPage({ current, size })}
      />
    </div>
  );
}

function ProblemHeader({ problem, link }: { problem: BoardProblem; link?: string }) {
  const label: ReactNode = link ? (
    <Link className="link link-hover" to={link}>
      {problem.displayId}
    </Link>
  ) : (
    problem.displayId
  );
  return (
    <div className="flex flex-col items-center gap-0.5 whitespace-nowrap" title={problem.displayTitle}>
      <span className="flex items-center gap-1">
        <Balloon color={problem.color} />
        {label}
      </span>
      {problem.total !== undefined && (
        <span className="text-xs font-normal">
          ({problem.ac ?? 0}/{problem.total})
        </span>
      )}
    </div>
  );
}

function UserCell({ row, own, onToggleFollow }: { row: Row; own: boolean; onToggleFollow: () => void }) {
  const { t } = useTranslation('scoreboard');
  return (
    <div className="flex min-w-56 items-center gap-2">
      <Avatar src={row.avatar} name={row.showName} size={32} />
      <button
        type="button"
        className={`btn btn-ghost btn-xs btn-square ${row.concerned ? 'text-error' : 'opacity-60'}`}
        aria-pressed={row.concerned}
        aria-label={row.concerned ? t('follow.unfollow') : t('follow.follow')}
        title={row.concerned ? t('follow.unfollow') : t('follow.follow')}
        onClick={onToggleFollow}
      >
        <StarIcon filled={row.concerned} />
      </button>
      <div className="min-w-0">
        <Link
          className="link link-hover block truncate font-medium"
          to={paths.userHome({ uid: row.uid, username: row.username })}
          title={row.showName}
        >
          {own && <span className="badge badge-primary badge-xs mr-1">{t('flags.own')}</span>}
          {row.rank === -1 && <span className="badge badge-neutral badge-xs mr-1">{t('flags.star')}</span>}
          {row.gender === 'female' && (
            <span className="badge badge-secondary badge-xs mr-1">{t('flags.girl')}</span>
          )}
          {row.showName}
        </Link>
        {row.school && (
          <span className="block truncate text-xs opacity-70" title={row.school}>
            {row.school}
          </span>
        )}
      </div>
    </div>
  );
}

const triesText = (t: TFunction<'scoreboard'>, count: number) =>
  t(count === 1 ? 'cell.try' : 'cell.tries', { count });

function AcmCell({ row, displayId }: { row: AcmContestRankRow; displayId: string }) {
  const { t } = useTranslation('scoreboard');
  const cell = row.submissionInfo[displayId];
  if (!cell) return null;
  return (
    <div className="flex min-w-14 flex-col items-center leading-tight" data-cell={acmCellKind(cell) ?? ''}>
      {cell.isAC && cell.ACTime !== undefined && (
        <span className="font-semibold" title={formatSeconds(cell.ACTime)}>
          {cell.isAfterContest ? '*' : Math.floor(cell.ACTime / 60)}
        </span>
      )}
      {cell.tryNum ? (
        <span className="text-xs">
          {cell.errorNum > 0
            ? t('cell.pendingTries', { known: cell.errorNum, pending: cell.tryNum })
            : triesText(t, cell.tryNum)}
        </span>
      ) : (
        (cell.isAC || cell.errorNum !== 0) && (
          <span className="text-xs">{triesText(t, cell.errorNum + (cell.isAC ? 1 : 0))}</span>
        )
      )}
    </div>
  );
}

function OiCell({ row, displayId }: { row: OiContestRankRow; displayId: string }) {
  const score = row.submissionInfo[displayId];
  if (score === undefined || score === null) return null;
  const time = row.timeInfo?.[displayId];
  return (
    <span
      className="font-semibold"
      data-cell={oiCellKind(score, time) ?? ''}
      title={time !== undefined ? `${time} ms` : undefined}
    >
      {score}
    </span>
  );
}
