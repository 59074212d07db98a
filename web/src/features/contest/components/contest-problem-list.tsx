import { ContestType } from '@contract/contest';
import { JudgeStatus } from '@contract/judge-status';
import { CheckIcon, MinusIcon } from '@web/components/icons';
import { EmptyState } from '@web/components/ui/empty-state';
import { paths } from '@web/config/paths';
import { useUser } from '@web/lib/auth';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contestStatusOf, useContestProblemStatus } from '../api/get-contest-problem-status';
import { useContestProblems } from '../api/get-contest-problems';
import { useContestContext } from '../lib/contest-context';

function StatusCell({ status, score, oi }: { status: number; score: number | null; oi: boolean }) {
  const { t } = useTranslation('contest');
  if (status === JudgeStatus.NOT_SUBMITTED) return null;
  if (oi && score !== null && status !== JudgeStatus.ACCEPTED)
    return <span className="font-semibold text-warning tabular-nums">{score}</span>;
  if (status === JudgeStatus.ACCEPTED)
    return (
      <span
        className="text-success"
        role="img"
        aria-label={t('problems.solved')}
        title={t('problems.solved')}
      >
        <CheckIcon size={18} />
      </span>
    );
  return (
    <span className="text-warning" role="img" aria-label={t('problems.tried')} title={t('problems.tried')}>
      <MinusIcon size={18} />
    </span>
  );
}

const rate = (ac: number, total: number) => (total > 0 ? `${((ac / total) * 100).toFixed(2)}%` : '0.00%');

/** The Problems tab: sealed counts show "?" to viewers without the real-time permission. */
export function ContestProblemList() {
  const { t } = useTranslation('contest');
  const user = useUser();
  const { contest, contestId, containsEnd, realTime } = useContestContext();
  const problems = useContestProblems(contestId, containsEnd);
  const pidList = useMemo(() => (problems.data ?? []).map((p) => p.pid), [problems.data]);
  const statuses = useContestProblemStatus(user?.uid, contest.id, pidList, containsEnd);
  const oi = contest.type === ContestType.OI;

  if (problems.isPending) return <div className="skeleton h-40 w-full" />;
  const rows = problems.data ?? [];
  if (rows.length === 0) return <EmptyState>{t('problems.empty')}</EmptyState>;

  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table" data-testid="contest-problem-list">
        <thead>
          <tr>
            <th className="w-10">
              <span className="sr-only">{t('problems.status')}</span>
            </th>
            <th className="w-16">#</th>
            <th>{t('problems.title')}</th>
            <th className="text-right">{t('problems.ac')}</th>
            <th className="text-right">{t('problems.total')}</th>
            <th className="hidden text-right sm:table-cell">{t('problems.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const mine = contestStatusOf(statuses.data, row.pid);
            const to = paths.contestProblem(contestId, row.displayId);
            return (
              <tr key={row.id} className="hover">
                <td>
                  <StatusCell status={mine.status} score={mine.score} oi={oi} />
                </td>
                <td>
                  <span className="flex items-center gap-2 font-semibold">
                    {row.color && (
                      <span
                        className="inline-block h-3 w-3 rounded-full border border-base-300"
                        style={{ backgroundColor: row.color }}
                        aria-hidden="true"
                      />
                    )}
                    <Link className="link link-hover" to={to}>
                      {row.displayId}
                    </Link>
                  </span>
                </td>
                <td>
                  <Link className="link link-hover" to={to}>
                    {row.displayTitle}
                  </Link>
                </td>
                <td className="text-right tabular-nums">{realTime ? row.ac : '?'}</td>
                <td className="text-right tabular-nums">{realTime ? row.total : '?'}</td>
                <td className="hidden text-right tabular-nums sm:table-cell">
                  {realTime ? rate(row.ac, row.total) : '?'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
