import { isJudgeStatusCode, JUDGE_STATUS_INFO } from '@contract/judge-status';
import { TRAINING_RANK_LIMIT, type TrainingProblemResult, type TrainingRankRow } from '@contract/training';
import { Avatar } from '@web/components/ui/avatar';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { paths } from '@web/config/paths';
import { useUser } from '@web/lib/auth';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrainingProblemList } from '../api/get-training-problem-list';
import { useTrainingRank } from '../api/get-training-rank';
import { useTrainingContext } from '../lib/training-context';

const statusQuery = (listPath: string, params: Record<string, string>) =>
  `${listPath}?${new URLSearchParams(params)}`;

function ResultCell({ result }: { result: TrainingProblemResult }) {
  const { t } = useTranslation();
  const info = isJudgeStatusCode(result.status) ? JUDGE_STATUS_INFO[result.status] : null;
  return (
    <span className="flex flex-col items-center leading-tight">
      <span
        className="text-legible font-bold"
        style={info ? ({ '--legible-color': info.color } as CSSProperties) : undefined}
        title={info ? t(`judgeStatus.${result.status}`) : undefined}
      >
        {info?.short ?? result.status}
      </span>
      <span className="text-xs opacity-60">({result.runTime ?? 0}ms)</span>
    </span>
  );
}

function UserCell({ row, own }: { row: TrainingRankRow; own: boolean }) {
  const { t } = useTranslation('training');
  return (
    <div className="flex min-w-52 items-center gap-2">
      <Avatar src={row.avatar} name={row.username} size={36} />
      <div className="min-w-0">
        <Link
          className="link link-hover block truncate font-medium"
          to={paths.userHome({ uid: row.uid, username: row.username })}
          title={row.username}
        >
          {own && <span className="badge badge-primary badge-xs mr-1">{t('rank.own')}</span>}
          {row.gender === 'female' && (
            <span className="badge badge-secondary badge-xs mr-1">{t('rank.girl')}</span>
          )}
          {row.username}
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

/** The Rank tab of a private training (spec 2 §2): AC count first, then total run time. */
export function TrainingRank() {
  const { t } = useTranslation('training');
  const user = useUser();
  const { trainingId, isTrainingAdmin, links } = useTrainingContext();
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ current: 1, size: TRAINING_RANK_LIMIT });
  const problems = useTrainingProblemList(trainingId);
  const rank = useTrainingRank({
    tid: trainingId,
    currentPage: page.current,
    limit: page.size,
    keyword: keyword || undefined,
  });
  const rows = rank.data?.records ?? [];
  const columns = problems.data ?? [];
  // The server sends real names only to the training's admins.
  const showRealName =
    isTrainingAdmin || rows.some((row) => row.realname !== null && row.realname !== undefined);
  const offset = (page.current - 1) * page.size;
  const statusName = (status: number) =>
    isJudgeStatusCode(status) ? t(`common:judgeStatus.${status}`) : String(status);

  return (
    <section className="space-y-3 rounded-box border border-base-300 bg-base-100 p-3 md:p-6">
      <h2 className="text-center text-lg font-semibold">{t('rank.title')}</h2>
      <div className="flex justify-center">
        <SearchBox
          value={search}
          label={t('rank.search')}
          onChange={setSearch}
          onSearch={(value) => {
            setKeyword(value);
            setPage((current) => ({ ...current, current: 1 }));
          }}
          className="w-full md:w-96"
        />
      </div>
      {rank.isError && !rank.data && (
        <div className="alert alert-error" role="alert">
          {t('rank.loadFailed')}
        </div>
      )}
      <div className="relative overflow-x-auto rounded-box border border-base-300">
        <table className="table table-sm" data-testid="training-rank">
          <thead>
            <tr>
              <th className="w-12 text-center">#</th>
              <th>{t('rank.user')}</th>
              {showRealName && <th>{t('rank.realName')}</th>}
              <th className="text-center">{t('rank.totalAc')}</th>
              {columns.map((problem) => (
                <th key={problem.pid} className="text-center" title={problem.title}>
                  <Link className="link link-hover" to={links.problemPath(problem.problemId)}>
                    {problem.problemId}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const own = row.uid === user?.uid;
              return (
                <tr key={row.uid} className={own ? 'bg-primary/15' : undefined} data-own={own || undefined}>
                  <td className="text-center tabular-nums">{offset + index + 1}</td>
                  <td className={row.gender === 'female' && !own ? 'bg-secondary/10' : undefined}>
                    <UserCell row={row} own={own} />
                  </td>
                  {showRealName && <td className="whitespace-nowrap">{row.realname ?? ''}</td>}
                  <td className="text-center">
                    <Link
                      className="link link-primary text-base font-semibold"
                      to={statusQuery(links.status, { username: row.username, status: '0' })}
                      aria-label={t('rank.acOf', { username: row.username, count: row.ac })}
                    >
                      {row.ac}
                    </Link>
                    <span className="block text-xs opacity-60">({row.totalRunTime}ms)</span>
                  </td>
                  {columns.map((problem) => {
                    const result = row.submissionInfo[problem.problemId];
                    return (
                      <td key={problem.pid} className="text-center">
                        {result && (
                          <Link
                            className="inline-block hover:opacity-80"
                            to={statusQuery(links.status, {
                              username: row.username,
                              problemID: problem.problemId,
                            })}
                            aria-label={t('rank.cellOf', {
                              username: row.username,
                              problem: problem.problemId,
                              status: statusName(result.status),
                              time: result.runTime ?? 0,
                            })}
                          >
                            <ResultCell result={result} />
                          </Link>
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
            {rows.length === 0 && !rank.isPending && (
              <tr>
                <td
                  colSpan={columns.length + (showRealName ? 4 : 3)}
                  className="py-10 text-center opacity-60"
                >
                  {t('rank.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {rank.isFetching && !rank.data && (
          <div className="absolute inset-0 flex items-center justify-center bg-base-100/60">
            <span
              className="loading loading-spinner loading-md"
              role="status"
              aria-label={t('common:states.loading')}
            />
          </div>
        )}
      </div>
      <Pagination
        page={page.current}
        pageSize={page.size}
        total={rank.data?.total ?? 0}
        onChange={(current, size) => setPage({ current, size })}
      />
    </section>
  );
}
