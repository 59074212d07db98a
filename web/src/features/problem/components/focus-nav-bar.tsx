import type { FullScreenProblem } from '@contract/problem';
import { MinimizeIcon } from '@web/components/icons';
import { useUser } from '@web/lib/auth';
import { storage } from '@web/lib/storage';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullScreenProblemList } from '../api/get-full-screen-problem-list';
import { type ProblemListParams, useProblemList } from '../api/get-problem-list';
import { statusOf, useUserProblemStatus } from '../api/get-user-problem-status';
import { LAST_LIST_KEY, PROBLEM_LIST_DEFAULTS } from '../lib/list-filters';
import { ProblemStatusIcon } from './problem-status-icon';

interface FocusNavBarProps {
  currentProblemId: string;
  onSelect: (problemId: string) => void;
  onExit: () => void;
  scope?: { tid?: number; cid?: number };
  /** The problems to offer instead of the scope's (a group's own problems). */
  problems?: FullScreenProblem[];
}

function lastListQuery(): ProblemListParams {
  const stored = storage.getJson<ProblemListParams>(LAST_LIST_KEY);
  return stored && typeof stored === 'object'
    ? {
        ...stored,
        currentPage: Number(stored.currentPage) || 1,
        limit: Number(stored.limit) || PROBLEM_LIST_DEFAULTS.limit,
      }
    : { currentPage: 1, limit: PROBLEM_LIST_DEFAULTS.limit };
}

/**
 * Focus mode's horizontal problem bar (spec 1 §2.8): the scope's problems from
 * get-full-screen-problem-list; for the public bank, the page of the list last browsed.
 */
export function FocusNavBar({ currentProblemId, onSelect, onExit, scope = {}, problems }: FocusNavBarProps) {
  const { t } = useTranslation('problem');
  const user = useUser();
  const scoped = Boolean(scope.tid || scope.cid);
  const fullScreen = useFullScreenProblemList(scope, scoped);
  const fallbackQuery = useMemo(lastListQuery, []);
  const fallback = useProblemList(fallbackQuery, !problems);
  const pids = useMemo(() => (fallback.data?.records ?? []).map((row) => row.pid), [fallback.data]);
  const statuses = useUserProblemStatus(scoped ? undefined : user?.uid, pids);

  const items: FullScreenProblem[] = useMemo(() => {
    if (problems) return problems;
    if (scoped && fullScreen.data?.length) return fullScreen.data;
    return (fallback.data?.records ?? []).map((row) => ({
      pid: row.pid,
      problemId: row.problemId,
      title: row.title,
      status: statusOf(statuses.data, row.pid).status,
      score: null,
    }));
  }, [problems, scoped, fullScreen.data, fallback.data, statuses.data]);

  const activeRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll the new problem into view
  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [currentProblemId, items.length]);

  return (
    <nav
      className="flex h-12 shrink-0 items-center gap-2 border-b border-base-300 bg-base-200/70 px-2"
      aria-label={t('focus.navigation')}
    >
      <button type="button" className="btn btn-sm btn-ghost shrink-0" onClick={onExit}>
        <MinimizeIcon size={16} />
        <span className="hidden sm:inline">{t('focus.exit')}</span>
      </button>
      <ul className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto py-1">
        {items.map((item) => {
          const active = item.problemId.toLowerCase() === currentProblemId.toLowerCase();
          return (
            <li key={item.pid} className="shrink-0">
              <button
                ref={active ? activeRef : undefined}
                type="button"
                className={`btn btn-sm max-w-56 gap-1.5 ${active ? 'btn-primary' : 'btn-ghost'}`}
                aria-current={active ? 'page' : undefined}
                title={item.title}
                onClick={() => onSelect(item.problemId)}
              >
                <ProblemStatusIcon status={item.status} />
                <span className="font-mono">{item.problemId}</span>
                <span className="hidden truncate font-normal lg:inline">{item.title}</span>
                {item.score != null && <span className="badge badge-xs">{item.score}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
